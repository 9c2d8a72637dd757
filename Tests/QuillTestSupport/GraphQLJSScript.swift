import Foundation

/// The repository's graphql-js scripts (`scripts/graphql-js/`), the peer of the tests that
/// compare with graphql-js: run with node against graphql-js as Debian installs it
/// (`/usr/share/nodejs`, after `NODE_PATH` when it is set).
public enum GraphQLJSScript {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    private static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/graphql-js")

    /// Runs `scripts/graphql-js/<name>` with `input` on stdin and returns its stdout, waiting
    /// without holding a thread (the concurrency pool has one per core, and node can take a
    /// minute on a loaded machine).
    public static func run(_ name: String, input: [UInt8]) async throws -> [UInt8] {
        let script = directory.appendingPathComponent(name)
        let nodePath = [ProcessInfo.processInfo.environment["NODE_PATH"], "/usr/share/nodejs"].compactMap { $0 }.joined(separator: ":")
        let result = try await ChildProcess.run(
            "/usr/bin/env", ["node", script.path], environment: ["NODE_PATH": nodePath], input: input, timeout: 300)
        guard result.status == 0 else {
            throw Failure(description: "node \(name) exited with \(result.status): \(result.errorsText)")
        }
        return result.output
    }
}
