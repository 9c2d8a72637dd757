import Foundation

/// The Python of the outside peers the tests run (`.venv`, made by scripts/install-deps:
/// gql, PyJWT, prometheus-client), or `$QUILL_PYTHON`.
public enum Python {
    public static let executable: String =
        ProcessInfo.processInfo.environment["QUILL_PYTHON"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.venv/bin/python3").standardized.path

    /// Runs `script` with `arguments`, `input` on its standard input; its output, or a
    /// failure with its errors.
    public static func run(_ script: String, _ arguments: [String] = [], input: String = "") async throws -> String {
        let result = try await ChildProcess.run(executable, ["-c", script] + arguments, input: Array(input.utf8), timeout: failureGuard)
        guard result.status == 0 else {
            throw ChildProcess.Failure(description: "the Python peer failed (run scripts/install-deps): \(result.errorsText)")
        }
        return result.outputText
    }
}
