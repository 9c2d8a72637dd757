import Foundation
import GraphQL
import QuillBackend
import QuillHTTP
import QuillServer

/// The repository's root, for the examples' files.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A fresh directory under the system's temporary one.
func temporaryDirectory(_ name: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-client-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// `quill dev`'s backend on an example's data model (in this process), on a new SQLite
/// file with the example's seed run, served over HTTP on loopback; its requests recorded.
func withExampleBackend<T>(
    isolation: isolated (any Actor)? = #isolation, _ example: String, configure: (inout GraphQLServerConfiguration) -> Void = { _ in },
    _ body: (URL, RecordingResponder) async throws -> T
) async throws -> T {
    let directory = try temporaryDirectory(example)
    defer { try? FileManager.default.removeItem(at: directory) }
    let root = repositoryRoot.appendingPathComponent("Examples/\(example)")
    let backend = try Backend.open(
        modelPath: root.appendingPathComponent("schema.graphql").path, database: .sqlite(path: directory.appendingPathComponent("data.sqlite").path))
    let seed = try String(contentsOf: root.appendingPathComponent("seed.graphql"), encoding: .utf8)
    for response in try await backend.runOperations(in: Source(seed)) where !response.errors.isEmpty {
        throw GraphQLError("the \(example) seed failed: \(response.errors[0].message)")
    }
    var configuration = GraphQLServerConfiguration()
    configure(&configuration)
    let server = RecordingResponder(
        try GraphQLServer(schema: backend.schema, resolvers: backend.resolvers(context: Void.self), configuration: configuration))
    return try await withHTTPServer(server) { url in try await body(url, server) }
}
