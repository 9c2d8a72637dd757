import Foundation
import GraphQL
import QuillHTTPClient

/// `quill dev` on the conference planner's model (Examples/ConferencePlanner), seeded, its
/// SQLite file in a directory of its own, as a child process on a free loopback port; with
/// one keep-alive connection for the benchmark's mutations.
final class DevServer {
    static let model = RepositoryPaths.root + "/Examples/ConferencePlanner/schema.graphql"
    static let seed = RepositoryPaths.root + "/Examples/ConferencePlanner/seed.graphql"

    let process: ServerProcess
    let port: Int
    private let connection: HTTPClientConnection

    /// Starts `quill` (the executable) with its database in `directory` (created) and connects.
    init(quill: String, directory: URL) async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        process = try await ServerProcess(
            name: "quill dev", executable: quill,
            arguments: [
                "dev", "--schema", Self.model, "--api", "graphcool", "--port", "0", "--seed", Self.seed,
                "--database", directory.appendingPathComponent("data.sqlite").path, "--log-level", "warning",
            ])
        guard let port = URL(string: process.url)?.port else {
            throw ServerProcess.Failure(description: "quill dev printed no port: \(process.url)")
        }
        self.port = port
        connection = try await HTTPClientConnection.connect(host: "127.0.0.1", port: port)
    }

    /// POSTs `query` with `variables` and returns the response's `data`; throws on a
    /// status other than 200 or on errors.
    @discardableResult
    func post(_ query: String, variables: JSONObject? = nil) async throws -> JSONValue {
        let body = HTTPScenario.requestBody(query: query, variables: variables)
        let response = try await connection.request(.post("/graphql", body: Array(body.utf8)))
        let json = try? JSONReader().read(response.body)
        guard response.status == 200, json?["errors"] == nil, let data = json?["data"] else {
            throw ServerProcess.Failure(
                description: "quill dev answered \(response.status): \(String(decoding: response.body.prefix(300), as: UTF8.self))")
        }
        return data
    }

    /// Closes the connection and stops the server; reports an exit status other than 0.
    func stop() async {
        connection.close()
        if let status = await process.stop(), status != 0 {
            log("  quill dev exited with status \(status) on SIGTERM: \(process.standardError())")
        }
    }
}
