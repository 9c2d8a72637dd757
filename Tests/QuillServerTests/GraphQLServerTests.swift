import GraphQL
import QuillHTTP
import QuillTestSupport
import Testing

@testable import QuillServer

@Suite struct GraphQLServerTests {
    @Test func postExecutesAQuerySynchronously() async throws {
        let result = await answer(try makeTestServer(), post(#"{"query":"{ hello }"}"#))
        #expect(result.status == 200)
        #expect(result.contentType == "application/json; charset=utf-8")
        #expect(result.text == #"{"data":{"hello":"Hello, world!"}}"#)
        #expect(result.wasImmediate)
    }

    @Test func getExecutesAQueryWithVariables() async throws {
        let request = get([("query", "query Q($n: String) { hello(name: $n) }"), ("variables", #"{"n":"Ada"}"#)])
        let result = await answer(try makeTestServer(), request)
        #expect(result.status == 200)
        #expect(result.text == #"{"data":{"hello":"Hello, Ada!"}}"#)
    }

    @Test func anAsyncResolverDefersTheResponse() async throws {
        let result = await answer(try makeTestServer(), post(#"{"query":"{ slow hello }"}"#))
        #expect(!result.wasImmediate)
        #expect(result.text == #"{"data":{"slow":"slow","hello":"Hello, world!"}}"#)
    }

    @Test func theContextIsMadeFromTheRequest() async throws {
        var request = post(#"{"query":"{ hello }"}"#)
        request.head.headers.append(name: "X-User", value: "Grace")
        let result = await answer(try makeTestServer(), request)
        #expect(result.text == #"{"data":{"hello":"Hello, Grace!"}}"#)
    }

    @Test func aContextThatThrowsAnHTTPStatusErrorAnswersWithItsStatus() async throws {
        var request = post(#"{"query":"{ hello }"}"#)
        request.head.headers.append(name: "Authorization", value: "Bearer bad")
        let result = await answer(try makeTestServer(), request)
        #expect(result.status == 401)
        #expect(result.text == #"{"errors":[{"message":"Bad token."}]}"#)
    }

    @Test func aMutationRunsByPost() async throws {
        let server = try makeTestServer()
        let first = await answer(server, post(#"{"query":"mutation { increment }"}"#))
        let second = await answer(server, post(#"{"query":"mutation { increment(by: 2) }"}"#))
        #expect(first.text == #"{"data":{"increment":1}}"#)
        #expect(second.text == #"{"data":{"increment":3}}"#)
    }

    @Test func aSubscriptionByPostIsRefusedWithAClearError() async throws {
        let result = await answer(try makeTestServer(), post(#"{"query":"subscription { ticks(count: 1) }"}"#))
        #expect(result.status == 400)
        #expect(result.text.contains("Subscriptions need a streaming transport"))
    }

    @Test func fieldErrorsKeepStatus200WithPartialData() async throws {
        let result = await answer(
            try makeTestServer(), post(#"{"query":"{ fail hello }"}"#, accept: "application/graphql-response+json"))
        #expect(result.status == 200)
        #expect(
            result.text
                == #"{"errors":[{"message":"It failed.","locations":[{"line":1,"column":3}],"path":["fail"]}],"data":{"fail":null,"hello":"Hello, world!"}}"#
        )
    }

    @Test func rootServesThePlayground() async throws {
        let result = await answer(try makeTestServer(), httpRequest(.get, "/"))
        #expect(result.status == 200)
        #expect(result.contentType == "text/html; charset=utf-8")
        #expect(result.text == PlaygroundPage.html)
    }

    @Test func thePlaygroundTalksToTheConfiguredEndpoint() async throws {
        let result = await answer(try makeTestServer { $0.path = "/api" }, httpRequest(.get, "/"))
        #expect(result.status == 200)
        #expect(result.text == PlaygroundPage.html(endpoint: "/api"))
        #expect(result.text.contains(#"<body data-endpoint="/api">"#))
    }

    @Test func aBrowserGettingTheEndpointGetsThePlayground() async throws {
        let request = get([], accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
        let result = await answer(try makeTestServer(), request)
        #expect(result.status == 200)
        #expect(result.contentType == "text/html; charset=utf-8")
    }

    @Test func aBrowserGettingAQueryGetsJSON() async throws {
        let request = get([("query", "{ hello }")], accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
        let result = await answer(try makeTestServer(), request)
        #expect(result.contentType == "application/json; charset=utf-8")
        #expect(result.text == #"{"data":{"hello":"Hello, world!"}}"#)
    }

    @Test func withoutThePlaygroundRootIsNotFound() async throws {
        let result = await answer(try makeTestServer { $0.playground = false }, httpRequest(.get, "/"))
        #expect(result.status == 404)
    }

    @Test func otherPathsAreNotFound() async throws {
        let result = await answer(try makeTestServer(), httpRequest(.get, "/nope"))
        #expect(result.status == 404)
        #expect(result.text == "Not found. The GraphQL endpoint is /graphql.\n")
    }

    @Test func otherMethodsGet405WithAllow() async throws {
        let result = await answer(try makeTestServer(), httpRequest(.put, "/graphql", body: "{}"))
        #expect(result.status == 405)
        #expect(result.response.headers["Allow"] == "GET, POST, OPTIONS")
    }

    @Test func aConfiguredPathIsTheEndpoint() async throws {
        let server = try makeTestServer { $0.path = "/api" }
        var request = post(#"{"query":"{ hello }"}"#)
        request.head.target = "/api"
        #expect(await answer(server, request).status == 200)
        #expect(await answer(server, post(#"{"query":"{ hello }"}"#)).status == 404)
    }

    @Test func everyRequestLogsOneInfoLine() async throws {
        let lines = LogLines()
        let server = try makeTestServer { $0.logger = Logger(level: .info) { level, line in lines.append("\(level) \(line)") } }
        _ = await answer(server, post(#"{"query":"query Greet { hello }","operationName":"Greet"}"#))
        _ = await answer(server, httpRequest(.get, "/missing"))
        // The document's only operation is named in the log even when the request does not name it.
        _ = await answer(server, post(#"{"query":"query Unnamed { hello }"}"#))
        _ = await answer(server, post(#"{"query":"{ hello }"}"#))
        let logged = lines.all
        #expect(logged.count == 4)
        #expect(logged[0].hasPrefix("info POST /graphql Greet 200 "))
        #expect(logged[0].hasSuffix("ms"))
        #expect(logged[1].hasPrefix("info GET /missing - 404 "))
        #expect(logged[2].hasPrefix("info POST /graphql Unnamed 200 "))
        #expect(logged[3].hasPrefix("info POST /graphql - 200 "))
    }

    @Test func millisecondsHaveTwoDecimals() {
        #expect(milliseconds(0.001_25) == "1.25ms")
        #expect(milliseconds(0.000_04) == "0.04ms")
        #expect(milliseconds(2) == "2000.00ms")
    }
}

@Suite struct GraphQLServerContextTests {
    struct Unexpected: Error {}

    @Test func aContextThatThrowsAnotherErrorIs500AndLogged() async throws {
        let lines = LogLines()
        var configuration = GraphQLServerConfiguration()
        configuration.logger = Logger(level: .info) { level, line in lines.append("\(level) \(line)") }
        let server = try GraphQLServer<TestContext>(
            schema: try buildSchema(testSchemaSDL), resolvers: testResolvers(), configuration: configuration
        ) { _ in throw Unexpected() }
        let result = await answer(server, post(#"{"query":"{ hello }"}"#))
        expect(result, status: 500, contentType: jsonType, body: #"{"errors":[{"message":"Internal server error."}]}"#)
        #expect(lines.all.first == "error The context of a request could not be made: Unexpected()")
    }

    @Test func anHTTPStatusErrorKeepsItsHeaders() async throws {
        let server = try GraphQLServer<TestContext>(schema: try buildSchema(testSchemaSDL), resolvers: testResolvers()) { _ in
            throw HTTPStatusError(status: 401, message: "Sign in.", headers: ["WWW-Authenticate": "Bearer"])
        }
        let result = await answer(server, post(#"{"query":"{ hello }"}"#, accept: "application/graphql-response+json"))
        expect(result, status: 401, contentType: graphQLResponseType, body: #"{"errors":[{"message":"Sign in."}]}"#)
        #expect(result.response.headers["WWW-Authenticate"] == "Bearer")
    }

    @Test func aRequestRejectedBeforeExecutionMakesNoContext() async throws {
        let made = LogLines()
        let server = try GraphQLServer<TestContext>(schema: try buildSchema(testSchemaSDL), resolvers: testResolvers()) { _ in
            made.append("context")
            return TestContext()
        }
        _ = await answer(server, post(#"{"query":"{"}"#))
        #expect(made.all.isEmpty)
        _ = await answer(server, post(#"{"query":"{ hello }"}"#))
        #expect(made.all == ["context"])
    }

    @Test func theRunnerOfARequestUsesItsContext() async throws {
        var request = post("")
        request.head.headers.append(name: "X-User", value: "Ada")
        let run = try makeTestServer().runner(for: ServerRequest(request))
        guard case .executed(let response) = await run(GraphQLRequest(query: "{ hello }")) else { Issue.record("not executed"); return }
        #expect(String(decoding: response.jsonBytes(), as: UTF8.self) == #"{"data":{"hello":"Hello, Ada!"}}"#)
    }
}
