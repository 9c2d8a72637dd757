import Foundation
import Testing

/// `quill serve` as a user runs it: the built executable on an ephemeral loopback port,
/// spoken to over real sockets, stopped by a signal.
@Suite(.timeLimit(.minutes(1))) struct ServeEndToEndTests {
    static let schema = """
        type Query { dog(name: String): Dog, dogs: [Dog!]! }
        type Dog { name: String!, barks: Boolean, owner: Person }
        type Person { name: String, dog: Dog }
        """
    static let data = #"{"dog": {"name": "Rex", "barks": true, "owner": {"name": "Ann"}}, "dogs": [{"name": "A"}]}"#

    /// Runs `body` with `quill serve --schema … --root … --port 0 EXTRA` started, then stops it.
    static func serving(_ extra: [String] = [], _ body: (ServeProcess) throws -> Void) throws {
        try withFiles(["schema.graphql": schema, "data.json": data]) { directory in
            let server = try ServeProcess(
                ["--schema", "schema.graphql", "--root", "data.json", "--port", "0"] + extra, in: directory)
            defer { server.stop() }
            try body(server)
        }
    }

    static func post(_ server: ServeProcess, _ body: String, headers: [String: String] = [:]) throws -> ServeHTTPResponse {
        try ServeHTTPClient.request(
            "POST", port: server.port, path: "/graphql",
            headers: ["Content-Type": "application/json", "Accept": "application/json"].merging(headers) { $1 },
            body: body)
    }

    @Test func answersAQueryPrintsItsURLsAndStopsOnSIGTERM() throws {
        try Self.serving { server in
            let response = try Self.post(server, #"{"query": "{ dog { name barks owner { name } } }"}"#)
            #expect(response.status == 200)
            #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
            #expect(response.body == #"{"data":{"dog":{"name":"Rex","barks":true,"owner":{"name":"Ann"}}}}"#)
            #expect(server.output == """
                GraphQL endpoint: http://127.0.0.1:\(server.port)/graphql
                Playground:       http://127.0.0.1:\(server.port)/

                """)
            #expect(server.stop(with: SIGTERM) == 0)
        }
    }

    @Test func stopsOnSIGINT() throws {
        try Self.serving { server in
            let response = try Self.post(server, #"{"query": "{ dogs { name } }"}"#)
            #expect(response.body == #"{"data":{"dogs":[{"name":"A"}]}}"#)
            #expect(server.stop(with: SIGINT) == 0)
        }
    }

    @Test func withoutPlaygroundPrintsOnlyTheEndpoint() throws {
        try Self.serving(["--no-playground"]) { server in
            #expect(server.output == "GraphQL endpoint: http://127.0.0.1:\(server.port)/graphql\n")
            let page = try ServeHTTPClient.request("GET", port: server.port, path: "/", headers: ["Accept": "text/html"])
            #expect(page.status == 404)
        }
    }

    @Test func anIPv6HostIsBracketed() throws {
        try Self.serving(["--host", "::1"]) { server in
            #expect(server.output == """
                GraphQL endpoint: http://[::1]:\(server.port)/graphql
                Playground:       http://[::1]:\(server.port)/

                """)
            #expect(server.stop() == 0)
        }
    }

    @Test func servesThePlayground() throws {
        try Self.serving { server in
            let response = try ServeHTTPClient.request("GET", port: server.port, path: "/", headers: ["Accept": "text/html"])
            #expect(response.status == 200)
            #expect(response.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(response.body.lowercased().contains("<html"))
        }
    }

    @Test func depthLimit() throws {
        try Self.serving(["--max-depth", "2"]) { server in
            let shallow = try Self.post(server, #"{"query": "{ dog { name } }"}"#)
            #expect(shallow.body == #"{"data":{"dog":{"name":"Rex"}}}"#)
            let deep = try Self.post(server, #"{"query": "{ dog { owner { name } } }"}"#)
            #expect(deep.body.contains("QUERY_DEPTH_LIMIT_EXCEEDED"))
            #expect(!deep.body.contains(#""data""#))
        }
    }

    @Test func introspectionOff() throws {
        try Self.serving(["--no-introspection"]) { server in
            let response = try Self.post(server, #"{"query": "{ __schema { queryType { name } } }"}"#)
            #expect(response.body.contains("errors"))
            #expect(!response.body.contains(#""queryType""#))
            let typename = try Self.post(server, #"{"query": "{ __typename }"}"#)
            #expect(typename.body == #"{"data":{"__typename":"Query"}}"#)
        }
    }

    @Test func batchesOnlyWithMaxBatch() throws {
        let batch = #"[{"query": "{ dog { name } }"}, {"query": "{ dogs { name } }"}]"#
        try Self.serving { server in
            let refused = try Self.post(server, batch)
            #expect(refused.status == 400)
        }
        try Self.serving(["--max-batch", "2"]) { server in
            let response = try Self.post(server, batch)
            #expect(response.status == 200)
            #expect(response.body == #"[{"data":{"dog":{"name":"Rex"}}},{"data":{"dogs":[{"name":"A"}]}}]"#)
            let tooMany = try Self.post(server, #"[{"query": "{ __typename }"}, {"query": "{ __typename }"}, {"query": "{ __typename }"}]"#)
            #expect(tooMany.status == 400)
        }
    }

    @Test func bodyLimit() throws {
        try Self.serving(["--max-body-bytes", "64"]) { server in
            let query = #"{"query": "{ dog { name } }", "variables": {"padding": "\#(String(repeating: "x", count: 100))"}}"#
            let response = try Self.post(server, query)
            #expect(response.status == 413)
        }
    }

    @Test func headerLimits() throws {
        try Self.serving(["--max-header-count", "8", "--max-request-line-bytes", "64"]) { server in
            let fields = Dictionary(uniqueKeysWithValues: (1...8).map { ("X-Field-\($0)", "v") })
            let tooMany = try Self.post(server, #"{"query": "{ __typename }"}"#, headers: fields)
            #expect(tooMany.status == 431)
            let fits = try Self.post(server, #"{"query": "{ __typename }"}"#, headers: ["X-Field": "v"])
            #expect(fits.status == 200)
            let longTarget = try ServeHTTPClient.request(
                "GET", port: server.port, path: "/graphql?query=" + String(repeating: "x", count: 64))
            #expect(longTarget.status == 414)
        }
    }

    @Test func corsOrigin() throws {
        try Self.serving(["--cors", "https://app.example"]) { server in
            let response = try Self.post(server, #"{"query": "{ __typename }"}"#, headers: ["Origin": "https://app.example"])
            #expect(response.headers["access-control-allow-origin"] == "https://app.example")
        }
    }

    @Test func logsEachRequestAtLevelInfo() throws {
        try Self.serving { server in
            _ = try Self.post(server, #"{"query": "query Dogs { dogs { name } }", "operationName": "Dogs"}"#)
            #expect(server.stop() == 0)
            let lines = server.errors.split(separator: "\n")
            #expect(lines.first?.hasPrefix("info: listening on 127.0.0.1:\(server.port) with ") == true)
            #expect(lines.contains { $0.hasPrefix("info: POST /graphql Dogs 200 ") && $0.hasSuffix("ms") })
            #expect(lines.last == "info: server stopped")
        }
    }

    @Test func logLevelErrorLogsNothingHere() throws {
        try Self.serving(["--log-level", "error"]) { server in
            _ = try Self.post(server, #"{"query": "{ dogs { name } }"}"#)
            #expect(server.stop() == 0)
            #expect(server.errors == "")
        }
    }

    @Test func persistedQueriesOff() throws {
        try Self.serving(["--no-persisted-queries"]) { server in
            let hash = "ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38"
            let response = try Self.post(
                server, #"{"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "\#(hash)"}}}"#)
            #expect(response.body.contains("PersistedQueryNotSupported"))
        }
    }

    @Test func unreadableRootFails() throws {
        try withFiles(["schema.graphql": Self.schema]) { directory in
            let result = try QuillProcess.run(["serve", "--schema", "schema.graphql", "--root", "none.json"], in: directory)
            #expect(result == QuillResult(status: 1, output: "", errors: "quill: cannot read 'none.json': No such file or directory\n"))
        }
    }
}
