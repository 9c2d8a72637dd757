import Foundation
import GraphQL
import QuillHTTP
import QuillSync
import Testing

/// `quill fetch-schema`, run as its own process against servers in this process (whose
/// answers the tests choose) and against `quill serve`.
@Suite struct FetchSchemaCommandTests {
    static let sdl = "type Query { conference(id: ID!): Conference }\ntype Conference { id: ID! name: String! }"

    /// Answers every request with `status` and `body`, and keeps the requests.
    final class CannedResponder: HTTPResponder {
        let status: HTTPStatus
        let body: [UInt8]
        let requests = Locked<[HTTPRequest]>([])

        init(status: HTTPStatus, body: String) {
            self.status = status
            self.body = Array(body.utf8)
        }

        func respond(to request: HTTPRequest) -> HTTPReply {
            requests.withLock { $0.append(request) }
            return .response(HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body))
        }
    }

    /// A server on a free port with a `CannedResponder`.
    final class CannedServer {
        let responder: CannedResponder
        let server: HTTPServer

        init(status: HTTPStatus = 200, body: String) throws {
            responder = CannedResponder(status: status, body: body)
            server = HTTPServer(configuration: .init(host: "127.0.0.1", port: 0, loopCount: 1), responder: responder)
            try server.start()
        }

        var url: String { "http://127.0.0.1:\(server.port)/graphql" }
        var requests: [HTTPRequest] { responder.requests.withLock { $0 } }

        func stop() async {
            await server.shutdown()
        }
    }

    static var introspectionResponse: String {
        let schema = try! buildSchema(sdl)
        return String(decoding: JSONValue.object(["data": introspectionFromSchema(schema)]).serialized(), as: UTF8.self)
    }

    @Test func writesTheSchemaAsJSONOrSDLBySuffixSendingTheHeaders() async throws {
        let server = try CannedServer(body: Self.introspectionResponse)
        try await withTemporaryDirectory { directory in
            let json = try await QuillProcess.run(
                ["fetch-schema", server.url, "--output", "schema.json", "--header", "Authorization: Bearer t0ken", "-H", "X-Team:quill"],
                in: directory)
            #expect(json == QuillResult(status: 0, output: "", errors: ""))
            let text = try String(contentsOf: directory.appendingPathComponent("schema.json"), encoding: .utf8)
            #expect(try buildClientSchema(try JSONReader().read(text)).type(named: "Conference") != nil)

            #expect(try await QuillProcess.run(["fetch-schema", server.url, "-o", "schema.graphql"], in: directory).status == 0)
            #expect(
                try String(contentsOf: directory.appendingPathComponent("schema.graphql"), encoding: .utf8)
                    == printSchema(try buildSchema(Self.sdl)) + "\n")
        }
        let first = try #require(server.requests.first)
        #expect(first.method == .post)
        #expect(first.headers["Authorization"] == "Bearer t0ken")
        #expect(first.headers["X-Team"] == "quill")
        #expect(first.headers["Content-Type"] == "application/json")
        let body = try JSONReader().read(first.body)
        #expect(body["query"]?.stringValue == introspectionQuery())
        await server.stop()
    }

    @Test func aServerThatRefusesIntrospectionWritesNothing() async throws {
        let server = try CannedServer(body: #"{"errors":[{"message":"GraphQL introspection is not allowed"}]}"#)
        try await withTemporaryDirectory { directory in
            let result = try await QuillProcess.run(["fetch-schema", server.url, "--output", "schema.json"], in: directory)
            #expect(result.status == 1)
            #expect(result.errors == "quill: \(server.url) refused introspection (HTTP 200): GraphQL introspection is not allowed\n")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("schema.json").path))
        }
        await server.stop()
    }

    @Test func anErrorStatusWithoutAResult() async throws {
        let server = try CannedServer(status: 403, body: "Forbidden")
        try await withTemporaryDirectory { directory in
            let result = try await QuillProcess.run(["fetch-schema", server.url, "--output", "schema.graphql"], in: directory)
            #expect(result.status == 1)
            #expect(result.errors.hasPrefix("quill: \(server.url): HTTP 403, and the body is not JSON"))
        }
        await server.stop()
    }

    @Test func anUnreachableURL() async throws {
        try await withTemporaryDirectory { directory in
            let result = try await QuillProcess.run(["fetch-schema", "http://127.0.0.1:1/graphql", "--output", "schema.json"], in: directory)
            #expect(result.status == 1)
            #expect(result.errors.hasPrefix("quill: cannot reach http://127.0.0.1:1/graphql: "))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("schema") } == [])
        }
    }

    @Test func wrongCommandLines() async throws {
        let cases: [([String], String)] = [
            (
                ["fetch-schema", "ftp://x/graphql", "-o", "s.json"],
                "quill: 'ftp://x/graphql' is not an http:// or https:// URL for 'fetch-schema'. See 'quill fetch-schema --help'.\n"
            ),
            (
                ["fetch-schema", "http://x/graphql", "-o", "s.txt"],
                "quill: '--output' must end in .json, .graphql or .graphqls for 'fetch-schema'. See 'quill fetch-schema --help'.\n"
            ),
            (
                ["fetch-schema", "http://x/graphql", "-o", "s.json", "-H", "novalue"],
                "quill: '--header' takes 'NAME: VALUE', not 'novalue' for 'fetch-schema'. See 'quill fetch-schema --help'.\n"
            ),
            (["fetch-schema", "http://x/graphql"], "quill: missing option '--output' for 'fetch-schema'. See 'quill fetch-schema --help'.\n"),
        ]
        for (arguments, message) in cases {
            #expect(try await QuillProcess.run(arguments) == QuillResult(status: 2, output: "", errors: message))
        }
    }

    /// The seed's flow: download the schema of a running server, then generate against it.
    @Test func quillServesSchemaFetchedAndGeneratedAgainst() async throws {
        try await withFiles(["mock.json": "{}"]) { directory in
            let api = packageRoot.appendingPathComponent("Examples/ConferencePlanner/generated-api.graphql").path
            let serve = try await ServeProcess(["--schema", api, "--root", "mock.json", "--port", "0"], in: directory)
            defer { serve.kill() }
            let url = "http://127.0.0.1:\(serve.port)/graphql"
            #expect(try await QuillProcess.run(["fetch-schema", url, "--output", "schema.json"], in: directory).status == 0)
            let operations = ["ConferenceTableViewController", "ConferenceDetailViewController", "RegisterViewController"]
                .map { packageRoot.appendingPathComponent("Examples/ConferencePlanner/\($0).graphql").path }
            let fromJSON = try await QuillProcess.run(["generate"] + operations + ["--schema", "schema.json", "--output", "A.swift"], in: directory)
            let fromSDL = try await QuillProcess.run(["generate"] + operations + ["--schema", api, "--output", "B.swift"], in: directory)
            #expect(fromJSON == QuillResult(status: 0, output: "", errors: ""))
            #expect(fromSDL.status == 0)
            let a = try String(contentsOf: directory.appendingPathComponent("A.swift"), encoding: .utf8)
            #expect(a == (try String(contentsOf: directory.appendingPathComponent("B.swift"), encoding: .utf8)))
            #expect(a.contains("public struct AllConferencesQuery: GraphQLQuery, Hashable {"))

            let refusing = try await ServeProcess(["--schema", api, "--root", "mock.json", "--port", "0", "--no-introspection"], in: directory)
            defer { refusing.kill() }
            let refused = try await QuillProcess.run(
                ["fetch-schema", "http://127.0.0.1:\(refusing.port)/graphql", "--output", "refused.json"], in: directory)
            #expect(refused.status == 1)
            #expect(refused.errors.contains("refused introspection"))
        }
    }
}
