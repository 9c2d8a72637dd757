import Foundation

/// Runs one of the repository's node scripts (`scripts/graphql-js/*.mjs`) against
/// graphql-js, which Debian installs under `/usr/share/nodejs`.
enum NodeScript {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `scripts/graphql-js/<name>` with `input` on stdin and returns its stdout.
    ///
    /// Stdin and stdout go through temporary files, so large inputs cannot dead-lock on pipes.
    static func run(_ name: String, input: Data) throws -> Data {
        let script = TestPaths.repositoryRoot.appendingPathComponent("scripts/graphql-js/\(name)")
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("quill-node-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stdinURL = scratch.appendingPathComponent("stdin")
        let stdoutURL = scratch.appendingPathComponent("stdout")
        let stderrURL = scratch.appendingPathComponent("stderr")
        try input.write(to: stdinURL)
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["NODE_PATH"] = [environment["NODE_PATH"], "/usr/share/nodejs"]
            .compactMap { $0 }.joined(separator: ":")
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: stdinURL)
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        process.waitUntilExit()

        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let stderr = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
            throw Failure(description: "node \(name) exited with \(process.terminationStatus): \(stderr)")
        }
        return try Data(contentsOf: stdoutURL)
    }
}
