import Foundation
import QuillHTTP1
import QuillHTTPClient
import Testing

/// `quill serve` as a user runs it: the built executable on an ephemeral loopback port,
/// spoken to over real sockets, stopped by a signal.
@Suite(.timeLimit(.minutes(3))) struct ServeEndToEndTests {
    static let schema = """
        type Query { dog(name: String): Dog, dogs: [Dog!]! }
        type Dog { name: String!, barks: Boolean, owner: Person }
        type Person { name: String, dog: Dog }
        """
    static let data = #"{"dog": {"name": "Rex", "barks": true, "owner": {"name": "Ann"}}, "dogs": [{"name": "A"}]}"#

    /// Runs `body` with `quill serve --schema … --root … --port 0 EXTRA` started, then stops it.
    static func serving(_ extra: [String] = [], _ body: (ServeProcess) async throws -> Void) async throws {
        try await withFiles(["schema.graphql": schema, "data.json": data]) { directory in
            let server = try await ServeProcess(
                ["--schema", "schema.graphql", "--root", "data.json", "--port", "0"] + extra, in: directory)
            defer { server.kill() }
            try await body(server)
        }
    }

    static func post(_ server: ServeProcess, _ body: String, headers: [String: String] = [:]) async throws -> HTTPClientResponse {
        let fields = ["Content-Type": "application/json", "Accept": "application/json"].merging(headers) { $1 }
        return try await server.request(
            .post, "/graphql", headers: HTTPHeaders(fields.sorted { $0.key < $1.key }.map { HTTPField(name: $0.key, value: $0.value) }),
            body: body)
    }

    @Test func answersAQueryPrintsItsURLsAndStopsOnSIGTERM() async throws {
        try await Self.serving { server in
            let response = try await Self.post(server, #"{"query": "{ dog { name barks owner { name } } }"}"#)
            #expect(response.status == 200)
            #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
            #expect(response.text == #"{"data":{"dog":{"name":"Rex","barks":true,"owner":{"name":"Ann"}}}}"#)
            #expect(
                await server.output(lines: 2) == """
                    GraphQL endpoint: http://127.0.0.1:\(server.port)/graphql
                    Playground:       http://127.0.0.1:\(server.port)/

                    """)
            #expect(await server.stop(with: SIGTERM) == 0)
        }
    }

    @Test func answersOverEitherWebSocketSubprotocolAndRefusesAnUpgradeOfferingNeither() async throws {
        try await Self.serving(["--ws-keep-alive", "0", "--ws-init-timeout", "60"]) { server in
            let current = try await GraphQLWebSocketClient(port: Int(server.port), subprotocol: "graphql-transport-ws")
            try await current.send(["type": "connection_init"])
            #expect(try await current.next() == ["type": "connection_ack"])
            try await current.send(["id": "1", "type": "subscribe", "payload": ["query": "{ dog { name } }"]])
            #expect(try await current.next() == ["id": "1", "type": "next", "payload": ["data": ["dog": ["name": "Rex"]]]])
            #expect(try await current.next() == ["id": "1", "type": "complete"])

            let legacy = try await GraphQLWebSocketClient(port: Int(server.port), subprotocol: "graphql-ws")
            try await legacy.send(["type": "connection_init", "payload": [:]])
            // No `ka` with --ws-keep-alive 0: the ack, then the answers.
            #expect(try await legacy.next() == ["type": "connection_ack"])
            try await legacy.send(["id": "1", "type": "start", "payload": ["query": "{ dogs { name } }"]])
            #expect(try await legacy.next() == ["id": "1", "type": "data", "payload": ["data": ["dogs": [["name": "A"]]]]])
            #expect(try await legacy.next() == ["id": "1", "type": "complete"])

            let refused = try await GraphQLWebSocketClient.refusedUpgrade(port: Int(server.port), subprotocol: "graphql-ws-v2")
            #expect(refused.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(refused.hasSuffix("(offered: graphql-ws-v2).\n"))
        }
    }

    @Test func sendsLegacyKeepAlivesAtTheIntervalAsked() async throws {
        try await Self.serving(["--ws-keep-alive", "1", "--ws-init-timeout", "60"]) { server in
            let legacy = try await GraphQLWebSocketClient(port: Int(server.port), subprotocol: "graphql-ws")
            try await legacy.send(["type": "connection_init"])
            #expect(try await legacy.next() == ["type": "connection_ack"])
            #expect(try await legacy.next() == ["type": "ka"])
            #expect(try await legacy.next() == ["type": "ka"])
        }
    }

    @Test func stopsOnSIGINT() async throws {
        try await Self.serving { server in
            let response = try await Self.post(server, #"{"query": "{ dogs { name } }"}"#)
            #expect(response.text == #"{"data":{"dogs":[{"name":"A"}]}}"#)
            #expect(await server.stop(with: SIGINT) == 0)
        }
    }

    @Test func withoutPlaygroundPrintsOnlyTheEndpoint() async throws {
        try await Self.serving(["--no-playground"]) { server in
            #expect(await server.output(lines: 1) == "GraphQL endpoint: http://127.0.0.1:\(server.port)/graphql\n")
            let page = try await server.request(.get, "/", headers: ["Accept": "text/html"])
            #expect(page.status == 404)
        }
    }

    @Test func anIPv6HostIsBracketed() async throws {
        try await Self.serving(["--host", "::1"]) { server in
            #expect(
                await server.output(lines: 2) == """
                    GraphQL endpoint: http://[::1]:\(server.port)/graphql
                    Playground:       http://[::1]:\(server.port)/

                    """)
            #expect(await server.stop() == 0)
        }
    }

    @Test func servesThePlayground() async throws {
        try await Self.serving { server in
            let response = try await server.request(.get, "/", headers: ["Accept": "text/html"])
            #expect(response.status == 200)
            #expect(response.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(response.text.lowercased().contains("<html"))
        }
    }

    @Test func depthLimit() async throws {
        try await Self.serving(["--max-depth", "2"]) { server in
            let shallow = try await Self.post(server, #"{"query": "{ dog { name } }"}"#)
            #expect(shallow.text == #"{"data":{"dog":{"name":"Rex"}}}"#)
            let deep = try await Self.post(server, #"{"query": "{ dog { owner { name } } }"}"#)
            #expect(deep.text.contains("QUERY_DEPTH_LIMIT_EXCEEDED"))
            #expect(!deep.text.contains(#""data""#))
        }
    }

    @Test func introspectionOff() async throws {
        try await Self.serving(["--no-introspection"]) { server in
            let response = try await Self.post(server, #"{"query": "{ __schema { queryType { name } } }"}"#)
            #expect(response.text.contains("errors"))
            #expect(!response.text.contains(#""queryType""#))
            let typename = try await Self.post(server, #"{"query": "{ __typename }"}"#)
            #expect(typename.text == #"{"data":{"__typename":"Query"}}"#)
        }
    }

    @Test func batchesOnlyWithMaxBatch() async throws {
        let batch = #"[{"query": "{ dog { name } }"}, {"query": "{ dogs { name } }"}]"#
        try await Self.serving { server in
            let refused = try await Self.post(server, batch)
            #expect(refused.status == 400)
        }
        try await Self.serving(["--max-batch", "2"]) { server in
            let response = try await Self.post(server, batch)
            #expect(response.status == 200)
            #expect(response.text == #"[{"data":{"dog":{"name":"Rex"}}},{"data":{"dogs":[{"name":"A"}]}}]"#)
            let tooMany = try await Self.post(server, #"[{"query": "{ __typename }"}, {"query": "{ __typename }"}, {"query": "{ __typename }"}]"#)
            #expect(tooMany.status == 400)
        }
    }

    @Test func bodyLimit() async throws {
        try await Self.serving(["--max-body-bytes", "64"]) { server in
            let query = #"{"query": "{ dog { name } }", "variables": {"padding": "\#(String(repeating: "x", count: 100))"}}"#
            let response = try await Self.post(server, query)
            #expect(response.status == 413)
        }
    }

    @Test func uploadLimits() async throws {
        try await Self.serving(["--max-upload-bytes", "16", "--max-files", "1"]) { server in
            func upload(_ map: String, _ files: [(String, String)]) async throws -> HTTPClientResponse {
                var body = "--b\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n"
                body += #"{"query": "{ dog { name } }", "variables": {"a": null, "b": null}}"# + "\r\n"
                body += "--b\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n\(map)\r\n"
                for (name, content) in files {
                    body += "--b\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"f\"\r\n\r\n\(content)\r\n"
                }
                return try await Self.post(
                    server, body + "--b--\r\n", headers: ["Content-Type": "multipart/form-data; boundary=b", "Apollo-Require-Preflight": "1"])
            }
            let fits = try await upload("{}", [])
            #expect(fits.status == 200)
            #expect(fits.text == #"{"data":{"dog":{"name":"Rex"}}}"#)
            let large = try await upload(#"{"0": ["variables.a"]}"#, [("0", String(repeating: "x", count: 17))])
            #expect(large.status == 413)
            #expect(
                large.text
                    == #"{"errors":[{"message":"File '0' (f) is larger than the upload limit of 16 bytes.","extensions":{"code":"UPLOAD_LIMIT_EXCEEDED"}}]}"#
            )
            let many = try await upload(#"{"0": ["variables.a"], "1": ["variables.b"]}"#, [("0", "x"), ("1", "y")])
            #expect(many.status == 413)
            #expect(
                many.text == #"{"errors":[{"message":"The request carries 2 files; the limit is 1.","extensions":{"code":"UPLOAD_LIMIT_EXCEEDED"}}]}"#
            )
        }
    }

    @Test func headerLimits() async throws {
        try await Self.serving(["--max-header-count", "8", "--max-request-line-bytes", "64"]) { server in
            let fields = Dictionary(uniqueKeysWithValues: (1...8).map { ("X-Field-\($0)", "v") })
            let tooMany = try await Self.post(server, #"{"query": "{ __typename }"}"#, headers: fields)
            #expect(tooMany.status == 431)
            let fits = try await Self.post(server, #"{"query": "{ __typename }"}"#, headers: ["X-Field": "v"])
            #expect(fits.status == 200)
            let longTarget = try await server.request(.get, "/graphql?query=" + String(repeating: "x", count: 64))
            #expect(longTarget.status == 414)
        }
    }

    @Test func corsOrigin() async throws {
        try await Self.serving(["--cors", "https://app.example"]) { server in
            let response = try await Self.post(server, #"{"query": "{ __typename }"}"#, headers: ["Origin": "https://app.example"])
            #expect(response.headers["access-control-allow-origin"] == "https://app.example")
        }
    }

    @Test func logsEachRequestAtLevelInfo() async throws {
        try await Self.serving { server in
            _ = try await Self.post(server, #"{"query": "query Dogs { dogs { name } }", "operationName": "Dogs"}"#)
            #expect(await server.stop() == 0)
            let lines = server.errors.split(separator: "\n")
            #expect(lines.first?.hasPrefix("info: listening on 127.0.0.1:\(server.port) with ") == true)
            #expect(lines.contains { $0.hasPrefix("info: POST /graphql Dogs 200 ") && $0.hasSuffix("ms") })
            #expect(lines.last == "info: server stopped")
        }
    }

    @Test func logLevelErrorLogsNothingHere() async throws {
        try await Self.serving(["--log-level", "error"]) { server in
            _ = try await Self.post(server, #"{"query": "{ dogs { name } }"}"#)
            #expect(await server.stop() == 0)
            #expect(server.errors == "")
        }
    }

    @Test func persistedQueriesOff() async throws {
        try await Self.serving(["--no-persisted-queries"]) { server in
            let hash = "ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38"
            let response = try await Self.post(
                server, #"{"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "\#(hash)"}}}"#)
            #expect(response.text.contains("PersistedQueryNotSupported"))
        }
    }

    @Test func unreadableRootFails() async throws {
        try await withFiles(["schema.graphql": Self.schema]) { directory in
            let result = try await QuillProcess.run(["serve", "--schema", "schema.graphql", "--root", "none.json"], in: directory)
            #expect(result == QuillResult(status: 1, output: "", errors: "quill: cannot read 'none.json': No such file or directory\n"))
        }
    }
}
