/// `quill` itself: the list of commands, and `--version`.
enum RootCommand {
    static let command: Command = Command(
        name: "quill",
        abstract: "GraphQL for Swift: a backend from a data model, typed Swift from operations, and the engine's tools.",
        discussion: """
            EXIT STATUS: 0 on success, 1 when a command fails (e.g. a syntax error),
            2 when the command line is wrong.
            """,
        options: [.flag("version", help: "Print the version and exit.")],
        subcommands: [
            PrintCommand.command, CheckCommand.command, SchemaCommand.command, IntrospectCommand.command, ExecuteCommand.command,
            InitCommand.command, DevCommand.command, StartCommand.command, MigrateCommand.command, ExportCommand.command, ImportCommand.command,
            ServeCommand.command, GenerateCommand.command, FetchSchemaCommand.command, HelpCommand.command,
        ]
    ) { invocation, console in
        if invocation.isSet("version") {
            console.write("quill \(quillVersion)\n")
        } else {
            console.write(Help.text(for: command, path: []))
        }
        return ExitCode.success
    }
}
