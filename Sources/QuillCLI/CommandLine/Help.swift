/// Renders a command's `--help` text from its declaration.
enum Help {
    /// The option every command accepts; the parser handles it before the command's own.
    static let option = Option.flag("help", short: "h", help: "Show help for this command.")

    /// The help of `command`, reached from the root by `path`.
    static func text(for command: Command, path: [String]) -> String {
        let invocation = (["quill"] + path).joined(separator: " ")
        var tables: [(heading: String, rows: [(String, String)])] = []
        if !command.arguments.isEmpty {
            tables.append(("ARGUMENTS:", command.arguments.map { (usage(of: $0), $0.help) }))
        }
        if !command.subcommands.isEmpty {
            tables.append(("COMMANDS:", command.subcommands.map { ($0.name, $0.abstract) }))
        }
        tables.append(("OPTIONS:", (command.options + [option]).map { (usage(of: $0), $0.help) }))
        let width = tables.flatMap { $0.rows.map(\.0.count) }.max() ?? 0

        var sections = ["OVERVIEW: \(command.abstract)", "USAGE: \(usage(of: command, invocation: invocation))"]
        sections += tables.map { table in
            ([table.heading]
                + table.rows.map { name, help in
                    "  " + name + String(repeating: " ", count: width - name.count + 2) + help
                }).joined(separator: "\n")
        }
        if !command.discussion.isEmpty {
            sections.append(command.discussion)
        }
        if !command.subcommands.isEmpty {
            let helpCommand = (["quill", "help"] + path + ["<command>"]).joined(separator: " ")
            sections.append("See '\(helpCommand)' for help on a command.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func usage(of command: Command, invocation: String) -> String {
        var parts = [invocation]
        if !command.options.isEmpty {
            parts.append("[options]")
        }
        if !command.subcommands.isEmpty {
            parts.append("<command>")
        }
        parts += command.arguments.map(usage(of:))
        return parts.joined(separator: " ")
    }

    private static func usage(of argument: Argument) -> String {
        let name = argument.isRepeating ? "\(argument.name)..." : argument.name
        return argument.isOptional ? "[\(name)]" : name
    }

    private static func usage(of option: Option) -> String {
        let long = option.valueName.map { "--\(option.name) \($0)" } ?? "--\(option.name)"
        return option.shortName.map { "-\($0), \(long)" } ?? long
    }
}
