@testable import QuillCLI

/// A console over strings: files and standard input to read, output and errors written.
final class RecordingConsole: Console {
    var files: [String: String] = [:]
    var standardInput = ""
    private(set) var output = ""
    private(set) var errors = ""

    func write(_ text: String) {
        output += text
    }

    func writeError(_ text: String) {
        errors += text
    }

    func readText(_ path: String) throws(ReadError) -> String {
        if path == "-" { return standardInput }
        guard let text = files[path] else { throw ReadError(path: path, reason: "No such file or directory") }
        return text
    }
}
