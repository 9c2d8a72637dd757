import Foundation
import QuillTestSupport

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

        let nodePath = [ProcessInfo.processInfo.environment["NODE_PATH"], "/usr/share/nodejs"].compactMap { $0 }.joined(separator: ":")
        let status = try ChildProcess.run(
            "/usr/bin/env", ["node", script.path], environment: ["NODE_PATH": nodePath], input: stdinURL.path,
            output: stdoutURL.path, errors: stderrURL.path, timeout: .seconds(300))
        guard status == 0 else {
            let stderr = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
            throw Failure(description: "node \(name) exited with \(status): \(stderr)")
        }
        return try Data(contentsOf: stdoutURL)
    }
}
