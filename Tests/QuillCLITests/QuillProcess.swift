import Foundation
import QuillTestSupport
import Testing

/// The root of this package, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // QuillCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// What a run of the `quill` executable did.
struct QuillResult: Equatable {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the built `quill` executable as its own process.
enum QuillProcess {
    /// The executable (see `builtProduct`).
    static let executable: URL? = builtProduct("quill", packageRoot: packageRoot)

    /// The executable's path, or a failed requirement saying how to build it.
    static func path() throws -> String {
        try #require(executable, "no built quill executable; run 'swift build' first").path
    }

    /// Runs `quill arguments` in `directory` with `input` as standard input, to its end.
    static func run(_ arguments: [String], input: String = "", in directory: URL = packageRoot) async throws -> QuillResult {
        let result = try await ChildProcess.run(
            try path(), arguments, directory: directory.path, input: Array(input.utf8), timeout: 120)
        return QuillResult(status: result.status, output: result.outputText, errors: result.errorsText)
    }
}

/// Calls `body` with a new empty directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// Calls `body` in a new directory holding `files` (name to text).
func withFiles<T>(_ files: [String: String], _ body: (URL) async throws -> T) async throws -> T {
    try await withTemporaryDirectory { directory in
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return try await body(directory)
    }
}
