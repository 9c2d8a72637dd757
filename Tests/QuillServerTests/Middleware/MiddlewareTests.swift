import GraphQL
import QuillHTTP
import QuillTestSupport
import Testing

@testable import QuillServer

/// Appends its name to the request's `X-User` on the way in, and adds it to the response's `X-Stamp` on the way out.
private struct Stamp: ServerMiddleware {
    var name: String

    func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        var request = request
        let user = (request.headers["X-User"] ?? "") + name
        request.http.head.headers = HTTPHeaders(request.headers.filter { $0.name != "X-User" } + [HTTPField(name: "X-User", value: user)])
        return next(request).mapResponse { response in
            var response = response
            response.headers.append(name: "X-Stamp", value: name)
            return response
        }
    }
}

/// Answers every request with 418 itself.
private struct Refuse: ServerMiddleware {
    func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        .response(HTTPResponse(status: 418))
    }
}

@Suite struct MiddlewareTests {
    @Test func middlewareSeesRequestsOnTheWayInAndRepliesOnTheWayOutOutermostFirst() async throws {
        var server = try makeTestServer()
        server.middleware += [Stamp(name: "Outer"), Stamp(name: "Inner")]
        let immediate = await answer(server, post(#"{"query":"{ hello }"}"#))
        #expect(immediate.text == #"{"data":{"hello":"Hello, OuterInner!"}}"#)
        #expect(immediate.response.headers.values(for: "X-Stamp") == ["Inner", "Outer"])
        let deferred = await answer(server, post(#"{"query":"{ slow hello }"}"#))
        #expect(!deferred.wasImmediate)
        #expect(deferred.response.headers.values(for: "X-Stamp") == ["Inner", "Outer"])
    }

    @Test func aMiddlewareCanAnswerWithoutTheRoutes() async throws {
        let lines = LogLines()
        var server = try makeTestServer { $0.logger = Logger(level: .info) { level, line in lines.append("\(level) \(line)") } }
        server.middleware.append(Refuse())
        #expect(await answer(server, post(#"{"query":"{ hello }"}"#)).status == 418)
        // The request log is outside: it logs the refusal.
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasPrefix("info POST /graphql - 418 ") == true)
    }

    @Test func anAddedRouteAnswersItsPathAndItsMethods() async throws {
        var server = try makeTestServer { $0.cors = CORSConfiguration() }
        server.routes.append(
            ServerRoute(path: "/ping", methods: [.get]) { request in
                .response(.plainText(status: .ok, "pong \(request.query ?? "")"))
            })
        let pong = await answer(server, httpRequest(.get, "/ping?x=1", headers: ["Origin": "https://a.example"]))
        #expect(pong.status == 200)
        #expect(pong.text == "pong x=1")
        // Middleware runs for added routes too.
        #expect(pong.response.headers["Access-Control-Allow-Origin"] == "*")
        let options = await answer(server, httpRequest(.options, "/ping"))
        #expect(options.status == 204)
        #expect(options.response.headers["Allow"] == "GET, OPTIONS")
        let post = await answer(server, httpRequest(.post, "/ping"))
        #expect(post.status == 405)
        #expect(post.response.headers["Allow"] == "GET, OPTIONS")
        // Paths are compared whole.
        #expect(await answer(server, httpRequest(.get, "/ping/more")).status == 404)
        #expect(await answer(server, httpRequest(.get, "/pin")).status == 404)
    }

    @Test func thePlaygroundRouteAllowsGetAndHead() async throws {
        let server = try makeTestServer()
        #expect(await answer(server, httpRequest(.head, "/")).status == 200)
        let options = await answer(server, httpRequest(.options, "/"))
        #expect(options.status == 204)
        #expect(options.response.headers["Allow"] == "GET, HEAD, OPTIONS")
        let post = await answer(server, httpRequest(.post, "/"))
        #expect(post.status == 405)
        #expect(post.response.headers["Allow"] == "GET, HEAD, OPTIONS")
    }

    @Test func aBatchLogsItsOperationNames() async throws {
        let lines = LogLines()
        let server = try makeTestServer {
            $0.maxBatchSize = 5
            $0.logger = Logger(level: .info) { level, line in lines.append("\(level) \(line)") }
        }
        let body = #"[{"query":"query A { hello }","operationName":"A"},{"query":"{ hello }"}]"#
        #expect(await answer(server, post(body)).status == 200)
        #expect(lines.all.first?.hasPrefix("info POST /graphql A,- 200 ") == true)
    }
}
