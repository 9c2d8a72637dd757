import Foundation

/// A test's server and the app under test run against it as a person runs it: `APP
/// --endpoint URL ARGUMENTS…`, from a working directory per person (where an app keeps who
/// its user is), or in tmux.
public final class AppHarness: Sendable {
    public let app: URL
    public let server: ServerProcess
    public let directory: TemporaryDirectory

    /// Runs `body` with the package's executable `app` and the server `start` starts in a
    /// directory of the test's own; the server is stopped afterwards, whether `body` threw or not.
    public static func run(
        app: String, server start: (URL) async throws -> ServerProcess, _ body: (AppHarness) async throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory(app)
        let harness = AppHarness(app: BuiltProducts.executable(app), server: try await start(directory.url), directory: directory)
        do {
            try await body(harness)
        } catch {
            try? await harness.server.stop()
            throw error
        }
        try await harness.server.stop()
    }

    private init(app: URL, server: ServerProcess, directory: TemporaryDirectory) {
        self.app = app
        self.server = server
        self.directory = directory
    }

    /// The working directory of a person of their own.
    public func person(_ name: String) throws -> URL {
        try directory.directory(name)
    }

    /// Runs `APP --endpoint URL arguments…` in `directory` to its end.
    public func run(_ arguments: String..., in directory: URL) async throws -> Program.Result {
        try await run(arguments, in: directory)
    }

    public func run(_ arguments: [String], in directory: URL) async throws -> Program.Result {
        try await Program.run(app, ["--endpoint", server.endpoint.absoluteString] + arguments, in: directory)
    }

    /// Runs `body` on the app in tmux (`APP --endpoint URL arguments…` in `directory`), closed afterwards.
    public func session(
        _ arguments: String..., in directory: URL, columns: Int = 120, rows: Int = 20, _ body: (TmuxSession) async throws -> Void
    ) async throws {
        try await TmuxSession.run(
            [app.path, "--endpoint", server.endpoint.absoluteString] + arguments, in: directory, columns: columns, rows: rows, body)
    }
}
