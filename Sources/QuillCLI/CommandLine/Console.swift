/// Where commands write their output and read their inputs: the process's streams
/// and files (`StandardConsole`), or strings in tests.
protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// The text of the file at `path`, or of standard input when `path` is "-".
    func readText(_ path: String) throws(ReadError) -> String
}

/// How messages name an input: its path, or `<stdin>` for "-".
func inputName(_ path: String) -> String {
    path == "-" ? "<stdin>" : path
}

/// An input that could not be read, with the system's reason.
struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "cannot read '\(inputName(path))': \(reason)" }
}

/// Exit statuses of `quill`.
enum ExitCode {
    static let success: Int32 = 0
    /// The command ran and failed: a syntax error, an unreadable file.
    static let failure: Int32 = 1
    /// The command line was wrong.
    static let usage: Int32 = 2
}
