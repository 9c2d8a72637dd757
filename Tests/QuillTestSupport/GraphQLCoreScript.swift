import Foundation

/// The repository's graphql-core scripts (`scripts/graphql-core/`), the peer of the tests that
/// compare with graphql-js 17 through graphql-core 3.3 (its Python port, installed from PyPI
/// into `.venv` by scripts/install-deps; `$QUILL_PYTHON` names another Python).
public enum GraphQLCoreScript {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Python that runs the scripts.
    public static let python = ProcessInfo.processInfo.environment["QUILL_PYTHON"] ?? root.appendingPathComponent(".venv/bin/python3").path

    /// Runs `scripts/graphql-core/<name>` with `input` on stdin and returns its stdout.
    public static func run(_ name: String, input: [UInt8]) async throws -> [UInt8] {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw GraphQLJSScript.Failure(description: "no \(python): run scripts/install-deps")
        }
        let script = root.appendingPathComponent("scripts/graphql-core/\(name)")
        let result = try await ChildProcess.run(python, [script.path], input: input, timeout: 300)
        guard result.status == 0 else {
            throw GraphQLJSScript.Failure(description: "\(name) exited with \(result.status): \(result.errorsText)")
        }
        return result.output
    }
}
