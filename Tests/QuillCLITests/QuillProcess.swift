import Foundation
import Testing

/// The root of this package, found from this file's path.
let packageRoot = URL(filePath: #filePath)
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
    /// The executable: `$QUILL_BINARY` if set; else the first found beside the test bundle
    /// (SwiftPM puts every product of a build in one directory) or in `.build/debug`.
    static let executable: URL? = {
        if let path = ProcessInfo.processInfo.environment["QUILL_BINARY"] {
            return URL(filePath: path)
        }
        var candidates: [URL] = []
        let bundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        candidates += bundles.map { $0.deletingLastPathComponent().appending(path: "quill") }
        if let runner = Bundle.main.executableURL {
            candidates.append(runner.deletingLastPathComponent().appending(path: "quill"))
        }
        candidates.append(packageRoot.appending(path: ".build/debug/quill"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `quill arguments` in `directory` with `input` as standard input.
    ///
    /// Streams go through files, so no pipe can fill up and block either side.
    static func run(_ arguments: [String], input: String = "", in directory: URL = packageRoot) throws -> QuillResult {
        let executable = try #require(QuillProcess.executable, "no built quill executable; run 'swift build' first")
        return try withTemporaryDirectory { streams in
            let inputURL = streams.appending(path: "stdin")
            let outputURL = streams.appending(path: "stdout")
            let errorsURL = streams.appending(path: "stderr")
            try input.write(to: inputURL, atomically: false, encoding: .utf8)
            try Data().write(to: outputURL)
            try Data().write(to: errorsURL)

            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
            process.standardOutput = try FileHandle(forWritingTo: outputURL)
            process.standardError = try FileHandle(forWritingTo: errorsURL)
            try process.run()
            process.waitUntilExit()
            return QuillResult(
                status: process.terminationStatus,
                output: try String(contentsOf: outputURL, encoding: .utf8),
                errors: try String(contentsOf: errorsURL, encoding: .utf8)
            )
        }
    }
}

/// Calls `body` with a new empty directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appending(path: "quill-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Calls `body` in a new directory holding `files` (name to text).
func withFiles<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
    try withTemporaryDirectory { directory in
        for (name, text) in files {
            try text.write(to: directory.appending(path: name), atomically: false, encoding: .utf8)
        }
        return try body(directory)
    }
}
