import QuillHTTP
import QuillHTTPClient
import QuillSync
import QuillTestSupport
import Testing

/// HTTP/1.1 features end to end over real sockets.
@Suite(.timeLimit(.minutes(3)))
struct HTTP1ServerTests {
    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await withServer(testConfiguration(), responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send(
                "GET /1 HTTP/1.1\r\nHost: a\r\n\r\nPOST /2 HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nhiGET /3 HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await client.readResponse().text == "GET /1")
            #expect(try await client.readResponse().text == "POST /2 hi")
            #expect(try await client.readResponse().text == "GET /3")
        }
    }

    @Test func aDeferredReplyHoldsLaterPipelinedResponses() async throws {
        let fastAnswered = Flag()
        let responder = ClosureResponder { request in
            guard request.head.target == "/slow" else {
                defer { fastAnswered.set() }
                return echoResponder.respond(to: request)
            }
            return .deferred {
                // Answers only once the later request has its answer, which must wait.
                await fastAnswered.wait()
                return HTTPResponse(status: 200, body: Array("slow".utf8))
            }
        }
        try await withServer(testConfiguration(), responder: responder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET /slow HTTP/1.1\r\nHost: a\r\n\r\nGET /fast HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await client.readResponse().text == "slow")
            #expect(try await client.readResponse().text == "GET /fast")
        }
    }

    @Test func aClientThatHalfClosesStillGetsItsResponses() async throws {
        let halfClosed = Flag()
        let responder = ClosureResponder { request in
            .deferred {
                // Answers once the server has read the client's EOF.
                await halfClosed.wait()
                return HTTPResponse(status: 200, body: Array("late \(request.head.target)".utf8))
            }
        }
        let log = LogLines()
        var configuration = testConfiguration()
        configuration.logger = log.logger
        try await withServer(configuration, responder: responder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET /1 HTTP/1.1\r\nHost: a\r\n\r\nGET /2 HTTP/1.1\r\nHost: a\r\n\r\n")
            client.shutdownWrite()
            #expect(await log.wait(for: "closed its side; finishing the responses owed"))
            halfClosed.set()
            #expect(try await client.readResponse().text == "late /1")
            let last = try await client.readResponse()
            #expect(last.text == "late /2")
            #expect(last.header("Connection") == "close")
            #expect(try await client.readToEnd().isEmpty)
        }
    }

    @Test func chunkedRequestBody() async throws {
        try await withServer(testConfiguration(), responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("POST /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki\r\n")
            // Only makes it likely that the body arrives in two reads; the answer is the same.
            try await Task.sleep(seconds: 0.02)
            try await client.send("5;ext=1\r\npedia\r\n0\r\nTrailer: x\r\n\r\n")
            #expect(try await client.readResponse().text == "POST /c Wikipedia")
        }
    }

    @Test func expectContinue() async throws {
        try await withServer(testConfiguration(), responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("POST /e HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
            let interim = try await client.readResponse()
            #expect(interim.status == 100)
            try await client.send("body")
            #expect(try await client.readResponse().text == "POST /e body")
        }
    }

    @Test func expectContinueWithTooLargeBodyGets413() async throws {
        try await withServer(testConfiguration(limits: .init(maxBodyBytes: 10)), responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("POST /e HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\nExpect: 100-continue\r\n\r\n")
            let response = try await client.readResponse()
            #expect(response.status == 413)
            #expect(response.header("Connection") == "close")
        }
    }

    @Test func headHasHeadersButNoBody() async throws {
        try await withServer(testConfiguration(), responder: HelloResponder()) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("HEAD / HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n")
            let head = try await client.readResponse(head: true)
            #expect(head.header("Content-Length") == "5")
            #expect(head.body.isEmpty)
            // The next response starts right after the HEAD response's head.
            #expect(try await client.readResponse().text == "hello")
        }
    }

    @Test func http10ClosesUnlessKeepAlive() async throws {
        try await withServer(testConfiguration(), responder: HelloResponder()) { server in
            let keepAlive = try await HTTPClientConnection.connect(port: server.port)
            try await keepAlive.send("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            let first = try await keepAlive.readResponse()
            #expect(first.header("Connection") == "keep-alive")
            try await keepAlive.send("GET / HTTP/1.0\r\n\r\n")
            let second = try await keepAlive.readResponse()
            #expect(second.header("Connection") == "close")
            #expect(try await keepAlive.readToEnd().isEmpty)
        }
    }

    @Test func connectionCloseClosesAfterTheResponse() async throws {
        try await withServer(testConfiguration(), responder: HelloResponder()) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
            let response = try await client.readResponse()
            #expect(response.text == "hello")
            #expect(response.header("Connection") == "close")
            #expect(try await client.readToEnd().isEmpty)
        }
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "a", count: 2000) + "\r\n\r\n", 431),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1025\r\n\r\n", 413),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n801\r\n", 413),
        ("GET /" + String(repeating: "a", count: 600) + " HTTP/1.1\r\nHost: a\r\n\r\n", 414),
        ("GET / HTTP/1.1\r\nHost: a\r\nNo colon here\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/3.0\r\nHost: a\r\n\r\n", 505),
    ])
    func badRequestsGetTheirStatusAndAClose(request: String, status: HTTPStatus) async throws {
        let limits = HTTPParserLimits(maxRequestLineLength: 512, maxHeaderBytes: 1024, maxBodyBytes: 1024)
        try await withServer(testConfiguration(limits: limits), responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send(request)
            let response = try await client.readResponse()
            #expect(response.status == status)
            #expect(response.header("Connection") == "close")
            #expect(try await client.readToEnd().isEmpty)
        }
    }

    @Test(.enabled(if: hasIPv6Loopback, "this machine has no IPv6 loopback (::1)"))
    func ipv6Loopback() async throws {
        try await withServer(testConfiguration(host: "::1"), responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port, host: "::1")
            try await client.send("GET /six HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await client.readResponse().text == "GET /six")
        }
    }

    @Test(arguments: ["0.0.0.0", "localhost"])
    func otherHostsAcceptLoopbackClients(host: String) async throws {
        try await withServer(testConfiguration(host: host), responder: HelloResponder()) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await client.readResponse().text == "hello")
        }
    }

    @Test(.enabled(if: hasIPv6Loopback, "this machine has no IPv6 loopback (::1)"))
    func ipv6WildcardAcceptsIPv4AndIPv6() async throws {
        try await withServer(testConfiguration(host: "::"), responder: HelloResponder()) { server in
            for host in ["127.0.0.1", "::1"] {
                let client = try await HTTPClientConnection.connect(port: server.port, host: host)
                try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try await client.readResponse().text == "hello")
            }
        }
    }
}
