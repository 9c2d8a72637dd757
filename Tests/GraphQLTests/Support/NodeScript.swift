import Foundation
import QuillTestSupport

/// Runs one of the repository's node scripts (`scripts/graphql-js/*.mjs`) against
/// graphql-js, which Debian installs under `/usr/share/nodejs`.
enum NodeScript {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `scripts/graphql-js/<name>` with `input` on stdin and returns its stdout, waiting
    /// without holding a thread (the pool has one per core, and node can take a minute on
    /// a loaded machine).
    static func run(_ name: String, input: Data) async throws -> Data {
        let script = TestPaths.repositoryRoot.appendingPathComponent("scripts/graphql-js/\(name)")
        let nodePath = [ProcessInfo.processInfo.environment["NODE_PATH"], "/usr/share/nodejs"].compactMap { $0 }.joined(separator: ":")
        let result = try await ChildProcess.run(
            "/usr/bin/env", ["node", script.path], environment: ["NODE_PATH": nodePath], input: Array(input),
            timeout: .seconds(300))
        guard result.status == 0 else {
            throw Failure(description: "node \(name) exited with \(result.status): \(result.errorsText)")
        }
        return Data(result.output)
    }
}
