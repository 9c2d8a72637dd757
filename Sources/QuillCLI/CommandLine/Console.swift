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
