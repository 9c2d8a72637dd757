/// Reads a command line against a tree of commands.
///
/// Rules: subcommand names come first (`quill print …`); `--name`, `--name=value`,
/// `--name value` and `-n value` anywhere after them; `--help`/`-h` for any command;
/// `--` ends options; `-` alone is an argument (standard input, by convention).
enum ArgumentParser {
    /// The invocation the arguments (without the program name) ask for.
    static func parse(_ arguments: [String], root: Command) throws(UsageError) -> ParsedCommandLine {
        var command = root
        var invocation = Invocation()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            // A group's first word names a subcommand, unless the group's own options came first.
            let namesSubcommand =
                !command.subcommands.isEmpty && invocation.flags.isEmpty
                && invocation.values.isEmpty && invocation.arguments.isEmpty
            if !optionsEnded && argument == "--" {
                optionsEnded = true
            } else if !optionsEnded && argument.hasPrefix("-") && argument != "-" {
                if argument == "--help" || argument == "-h" {
                    return .help(commandPath: invocation.commandPath)
                }
                try readOption(argument, of: command, into: &invocation, remaining: &remaining)
            } else if namesSubcommand {
                guard let subcommand = command.subcommand(named: argument) else {
                    throw UsageError("unknown command '\(argument)'", commandPath: invocation.commandPath)
                }
                command = subcommand
                invocation.commandPath.append(argument)
            } else {
                invocation.arguments.append(argument)
            }
        }
        try checkArgumentCount(of: invocation, for: command)
        return .run(invocation)
    }

    private static func readOption(
        _ argument: String,
        of command: Command,
        into invocation: inout Invocation,
        remaining: inout ArraySlice<String>
    ) throws(UsageError) {
        let option: Option?
        let spelling: String
        var inlineValue: String?
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name = body.prefix { $0 != "=" }
            if name.endIndex < body.endIndex {
                inlineValue = String(body[body.index(after: name.endIndex)...])
            }
            spelling = "--\(name)"
            option = command.options.first { $0.name == name }
        } else {
            spelling = argument
            option = argument.count == 2 ? command.options.first { $0.shortName == argument.last } : nil
        }
        guard let option else {
            throw UsageError("unknown option '\(spelling)'", commandPath: invocation.commandPath)
        }
        guard option.valueName != nil else {
            if inlineValue != nil {
                throw UsageError("option '\(spelling)' takes no value", commandPath: invocation.commandPath)
            }
            invocation.flags.insert(option.name)
            return
        }
        guard let value = inlineValue ?? remaining.popFirst() else {
            throw UsageError("option '\(spelling)' requires a value", commandPath: invocation.commandPath)
        }
        invocation.values[option.name, default: []].append(value)
    }

    private static func checkArgumentCount(of invocation: Invocation, for command: Command) throws(UsageError) {
        let required = command.arguments.filter { !$0.isOptional }
        if invocation.arguments.count < required.count {
            let missing = required[invocation.arguments.count]
            throw UsageError("missing argument \(missing.name)", commandPath: invocation.commandPath)
        }
        let maximum = command.arguments.contains { $0.isRepeating } ? Int.max : command.arguments.count
        if invocation.arguments.count > maximum {
            let extra = invocation.arguments[maximum]
            throw UsageError("unexpected argument '\(extra)'", commandPath: invocation.commandPath)
        }
    }
}
