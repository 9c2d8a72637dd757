/// A command line that `quill` cannot run, reported with exit status 2.
struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. "unknown option '--x'".
    var problem: String
    /// The command it concerns (subcommand names from the root).
    var commandPath: [String]

    init(_ problem: String, commandPath: [String]) {
        self.problem = problem
        self.commandPath = commandPath
    }

    /// "quill: unknown option '--x' for 'print'. See 'quill print --help'."
    var description: String {
        let command = commandPath.joined(separator: " ")
        let context = command.isEmpty ? "" : " for '\(command)'"
        let helpCommand = (["quill"] + commandPath + ["--help"]).joined(separator: " ")
        return "quill: \(problem)\(context). See '\(helpCommand)'."
    }
}
