/// `quill help [COMMAND...]`: the same text as `quill COMMAND... --help`.
enum HelpCommand {
    static let command: Command = Command(
        name: "help",
        abstract: "Show help for a command.",
        arguments: [Argument(name: "COMMAND", help: "A command, e.g. 'print'.", isOptional: true, isRepeating: true)]
    ) { invocation, console throws(UsageError) in
        var command = RootCommand.command
        var path: [String] = []
        for name in invocation.arguments {
            guard let subcommand = command.subcommand(named: name) else {
                throw UsageError("unknown command '\(name)'", commandPath: path)
            }
            command = subcommand
            path.append(name)
        }
        console.write(Help.text(for: command, path: path))
        return ExitCode.success
    }
}
