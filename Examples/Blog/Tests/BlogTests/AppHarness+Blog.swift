import ExampleTesting
import Foundation

extension AppHarness {
    static let blogApp = BuiltProducts.executable("blog")
    static let examples = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `body` with `blog` and a `quill dev` of the example's data model and seed (the
    /// seed's post and its two comments), on a fresh database.
    static func blog(_ body: (AppHarness) async throws -> Void) async throws {
        try await run(
            app: "blog",
            server: { directory in
                try await ServerProcess.quillDev(
                    schema: examples.appending(path: "Blog/schema.graphql"), seed: examples.appending(path: "Blog/seed.graphql"), in: directory)
            }, body)
    }
}
