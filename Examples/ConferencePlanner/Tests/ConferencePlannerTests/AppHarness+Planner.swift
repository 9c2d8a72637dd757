import ExampleTesting
import Foundation

extension AppHarness {
    static let plannerApp = BuiltProducts.executable("conference-planner")
    static let conferencePlanner = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `body` with `conference-planner` and a `quill dev` of the example's data model
    /// and seed, on a fresh database.
    static func planner(_ body: (AppHarness) async throws -> Void) async throws {
        try await run(
            app: "conference-planner",
            server: { directory in
                try await ServerProcess.quillDev(
                    schema: conferencePlanner.appending(path: "schema.graphql"), seed: conferencePlanner.appending(path: "seed.graphql"),
                    in: directory)
            }, body)
    }
}
