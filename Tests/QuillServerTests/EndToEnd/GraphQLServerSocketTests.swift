import GraphQL
import QuillHTTP
import QuillHTTPClient
import QuillTestSupport
import Testing

@testable import QuillServer

/// The GraphQL server behind a real `HTTPServer` on an ephemeral loopback port.
@Suite(.timeLimit(.minutes(3))) struct GraphQLServerSocketTests {
    private func withServer(_ responder: some HTTPResponder, _ body: (Int) async throws -> Void) async throws {
        try await QuillTestSupport.withServer(responder: responder) { server in try await body(server.port) }
    }

    @Test func postGetAndAsyncQueriesOverOneKeptAliveConnection() async throws {
        try await withServer(try makeTestServer()) { port in
            let client = try await HTTPClientConnection.connect(port: port)
            try await client.sendRequest("POST", "/graphql", headers: [("Content-Type", "application/json")], body: #"{"query":"{ hello }"}"#)
            let post = try await client.readResponse()
            #expect(post.status == 200)
            #expect(post.header("Content-Type") == "application/json; charset=utf-8")
            #expect(post.text == #"{"data":{"hello":"Hello, world!"}}"#)

            try await client.sendRequest("GET", "/graphql?query=%7B__typename%7D", headers: [("Accept", "application/graphql-response+json")])
            let get = try await client.readResponse()
            #expect(get.status == 200)
            #expect(get.header("Content-Type") == "application/graphql-response+json; charset=utf-8")
            #expect(get.text == typenameBody)

            try await client.sendRequest("POST", "/graphql", headers: [("Content-Type", "application/json")], body: #"{"query":"{ slow }"}"#)
            let deferred = try await client.readResponse()
            #expect(deferred.text == #"{"data":{"slow":"slow"}}"#)
        }
    }

    @Test func pipelinedSyncAndAsyncRequestsAreAnsweredInOrder() async throws {
        try await withServer(try makeTestServer()) { port in
            let client = try await HTTPClientConnection.connect(port: port)
            let queries = ["{ slow }", "{ hello }", "{ slow hello }", "{ __typename }"]
            for query in queries {
                try await client.sendRequest("POST", "/graphql", headers: [("Content-Type", "application/json")], body: #"{"query":"\#(query)"}"#)
            }
            var bodies: [String] = []
            for _ in queries { bodies.append(try await client.readResponse().text) }
            #expect(
                bodies == [
                    #"{"data":{"slow":"slow"}}"#, #"{"data":{"hello":"Hello, world!"}}"#,
                    #"{"data":{"slow":"slow","hello":"Hello, world!"}}"#, typenameBody,
                ])
        }
    }

    @Test func requestErrorsAndThePlaygroundOverSockets() async throws {
        try await withServer(try makeTestServer()) { port in
            let client = try await HTTPClientConnection.connect(port: port)
            try await client.sendRequest(
                "POST", "/graphql", headers: [("Content-Type", "application/json"), ("Accept", "application/graphql-response+json")],
                body: #"{"query":"{"}"#)
            let parse = try await client.readResponse()
            #expect(parse.status == 400)
            #expect(parse.text == GraphQLOverHTTPAuditTests.parseError)

            try await client.sendRequest("GET", "/graphql?query=mutation%7Bincrement%7D")
            let mutation = try await client.readResponse()
            #expect(mutation.status == 405)
            #expect(mutation.header("Allow") == "POST")

            try await client.sendRequest("GET", "/", headers: [("Accept", "text/html")])
            let page = try await client.readResponse()
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.text == PlaygroundPage.html)
        }
    }

    @Test func aJSONRootValueIsServedWithDefaultResolvers() async throws {
        let schema = try buildSchema("type Query { conferences: [Conference!]! } type Conference { id: ID! name: String! }")
        let root: JSONValue = ["conferences": [["id": "1", "name": "SwiftConf"], ["id": "2", "name": "GraphQLConf"]]]
        try await withServer(try GraphQLServer(schema: schema, rootValue: root)) { port in
            let client = try await HTTPClientConnection.connect(port: port)
            try await client.sendRequest(
                "POST", "/graphql", headers: [("Content-Type", "application/json")], body: #"{"query":"{ conferences { name } }"}"#)
            let response = try await client.readResponse()
            #expect(response.text == #"{"data":{"conferences":[{"name":"SwiftConf"},{"name":"GraphQLConf"}]}}"#)
        }
    }
}
