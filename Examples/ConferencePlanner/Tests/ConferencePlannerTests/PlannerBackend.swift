import ExampleTesting
import Foundation

/// `quill dev` on the example's data model and seed (a fresh database), and the app run
/// against it as a person runs it: `conference-planner --endpoint URL COMMAND…` from a
/// working directory (where `.conference-planner.json` keeps who registered).
final class PlannerBackend: Sendable {
    static let package = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let app = BuiltProducts.executable("conference-planner")

    let directory: TemporaryDirectory
    let server: ServerProcess

    /// Runs `body` with a backend of its own, stopped afterwards whether `body` threw or not.
    static func run(_ body: (PlannerBackend) async throws -> Void) async throws {
        let backend = try await PlannerBackend()
        do {
            try await body(backend)
        } catch {
            try? await backend.server.stop()
            throw error
        }
        try await backend.server.stop()
    }

    private init() async throws {
        directory = try TemporaryDirectory("conference-planner")
        server = try await ServerProcess.quillDev(
            schema: Self.package.appending(path: "schema.graphql"), seed: Self.package.appending(path: "seed.graphql"),
            in: directory.url)
    }

    /// A working directory of its own: a person of their own.
    func person(_ name: String) throws -> URL {
        try directory.directory(name)
    }

    /// Runs `conference-planner --endpoint URL arguments…` in `directory` to its end.
    func run(_ arguments: String..., in directory: URL) async throws -> Program.Result {
        try await Program.run(Self.app, ["--endpoint", server.endpoint.absoluteString] + arguments, in: directory)
    }
}
