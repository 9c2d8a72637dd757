/// Exit statuses of `quill`.
enum ExitCode {
    static let success: Int32 = 0
    /// The command ran and failed: a syntax error, an unreadable file.
    static let failure: Int32 = 1
    /// The command line was wrong.
    static let usage: Int32 = 2
}
