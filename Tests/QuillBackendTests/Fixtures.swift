import Foundation
import GraphQL

@testable import QuillBackend

/// Paths and helpers shared by the backend tests.
enum Fixtures {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func examplePath(_ relative: String) -> String {
        root.appendingPathComponent("Examples").appendingPathComponent(relative).path
    }

    /// Reads a model from SDL text in a file called `model.graphql`.
    static func model(_ sdl: String) throws -> Model {
        try Model.read(Source(sdl, name: "model.graphql"))
    }

    /// The diagnostics reading `sdl` reports, as `FILE:LINE:COLUMN: message` lines.
    static func diagnostics(_ sdl: String) -> [String] {
        do {
            _ = try Model.read(Source(sdl, name: "model.graphql"))
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// Runs `body` with a fresh directory that is removed afterwards.
    static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-backend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// `withTemporaryDirectory` for async bodies.
    static func withTemporaryDirectoryAsync<T>(_ body: (URL) async throws -> T) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-backend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(directory)
    }
}
