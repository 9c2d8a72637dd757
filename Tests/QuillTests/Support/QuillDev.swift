import Foundation
import QuillTestSupport
import Testing

/// A `quill dev` of the ConferencePlanner on `database`, on `port` (0: a free one).
final class QuillDev {
    let process: ChildProcess
    let url: URL
    private static let endpoint = #"GraphQL endpoint: (http://127\.0\.0\.1:\d+/graphql)\n"#

    init(database: URL, port: Int = 0) async throws {
        let quill = try #require(builtProduct("quill", packageRoot: repositoryRoot), "no built quill executable; run 'swift build' first")
        let example = repositoryRoot.appendingPathComponent("Examples/ConferencePlanner")
        process = try ChildProcess(
            quill.path,
            [
                "dev", "--schema", example.appendingPathComponent("schema.graphql").path,
                "--seed", example.appendingPathComponent("seed.graphql").path, "--database", database.path, "--port", String(port),
                // The client may be slow to send connection_init on a loaded machine.
                "--ws-init-timeout", String(Int(failureGuard)),
            ])
        await process.waitForOutput { !regexMatches(Self.endpoint, in: $0).isEmpty }
        guard let match = regexMatches(Self.endpoint, in: process.output).first else {
            _ = await process.stop()
            throw ChildProcess.Failure(description: "quill dev printed no endpoint: \(process.errors)")
        }
        url = URL(string: match[1])!
    }

    func stop() async {
        _ = await process.stop()
    }
}

/// Runs `body` with a `quill dev` on `database` and `port`, and always stops it.
func withQuillDev<T>(
    isolation: isolated (any Actor)? = #isolation, database: URL, port: Int = 0, _ body: (QuillDev) async throws -> T
) async throws -> T {
    let dev = try await QuillDev(database: database, port: port)
    return try await withCleanup({ try await body(dev) }, cleanup: { await dev.stop() })
}
