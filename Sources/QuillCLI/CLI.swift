/// Runs `quill` with a command line and a console, and returns the exit status.
enum CLI {
    static func run(_ arguments: [String], console: any Console, root: Command = RootCommand.command) -> Int32 {
        do throws(UsageError) {
            switch try ArgumentParser.parse(arguments, root: root) {
            case .help(let path):
                // The parser only yields paths it resolved.
                console.write(Help.text(for: root.descendant(at: path)!, path: path))
                return ExitCode.success
            case .run(let invocation):
                return try root.descendant(at: invocation.commandPath)!.run(invocation, console)
            }
        } catch {
            console.writeError("\(error)\n")
            return ExitCode.usage
        }
    }
}
