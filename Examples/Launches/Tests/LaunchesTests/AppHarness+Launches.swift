import ExampleTesting
import Foundation

extension AppHarness {
    static let launchesApp = BuiltProducts.executable("launches")

    /// Runs `body` with `launches` and a `launches-server` of its own, on a fresh database.
    static func launches(_ body: (AppHarness) async throws -> Void) async throws {
        try await run(
            app: "launches",
            server: { directory in
                try await ServerProcess(
                    BuiltProducts.executable("launches-server"),
                    ["--port", "0", "--database", directory.appending(path: "launches.sqlite").path, "--log-level", "error"], in: directory)
            }, body)
    }
}
