import QuillHTTP
import QuillHTTPClient
import QuillTestSupport
import Testing

/// `HTTPClientConnection` against the HTTP server, and against a raw server that sends
/// exactly the bytes a test gives (well-formed or not).
@Suite(.timeLimit(.minutes(3)))
struct HTTPClientTests {
    /// Runs `body` with a client connected to a raw server's accepted connection.
    static func withRawServer(
        configuration: HTTPClientConnection.Configuration = .init(),
        _ body: (_ client: HTTPClientConnection, _ server: HTTPClientConnection) async throws -> Void
    ) async throws {
        let listener = try RawServer()
        defer { listener.close() }
        async let accepted = listener.accept()
        let client = try await HTTPClientConnection.connect(host: "127.0.0.1", port: listener.port, configuration: configuration)
        let server = try await accepted
        try await body(client, server)
    }

    @Test func requestsAndPipelinedResponsesFromTheServer() async throws {
        try await withServer(responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(host: "127.0.0.1", port: server.port)
            let post = try await client.request(.post("/a", body: Array("hi".utf8)))
            #expect(post.status == 200)
            #expect(post.text == "POST /a hi")
            #expect(post.headers["Content-Length"] == "10")
            for index in 0..<3 { try await client.send(HTTPClientRequest(target: "/\(index)")) }
            for index in 0..<3 { #expect(try await client.response().text == "GET /\(index)") }
            try await client.send(HTTPClientRequest(method: .head, target: "/h"))
            try await client.send(HTTPClientRequest(target: "/after"))
            let head = try await client.response()
            #expect(head.headers["Content-Length"] == "7" && head.body.isEmpty)
            #expect(try await client.response().text == "GET /after")
        }
    }

    @Test func theRequestAsSent() async throws {
        try await Self.withRawServer { client, server in
            try await client.send(.post("/graphql?x=1", body: Array("{}".utf8), headers: ["Accept": "application/json"]))
            let sent = try await server.read(through: "{}")
            #expect(
                sent == "POST /graphql?x=1 HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\nAccept: application/json\r\n"
                    + "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
        }
    }

    @Test func chunkedBodiesArriveAsTheyAreSent() async throws {
        try await Self.withRawServer { client, server in
            try await client.send(HTTPClientRequest(target: "/"))
            try await server.send("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;x=y\r\nfirst\r\n")
            let head = try await client.responseHead()
            #expect(head.status == 200 && head.reason == "OK")
            #expect(try await client.bodyChunk() == Array("first".utf8))
            // The second chunk is sent only once the first was read.
            try await server.send("6\r\nsecond\r\n0\r\nX-Sum: 2\r\n\r\n")
            #expect(try await client.bodyChunk() == Array("second".utf8))
            #expect(try await client.bodyChunk() == nil)
            #expect(await client.trailers == ["X-Sum": "2"])
        }
    }

    @Test func aBodyWithoutALengthEndsAtTheClose() async throws {
        try await Self.withRawServer { client, server in
            try await client.send(HTTPClientRequest(target: "/"))
            try await server.send("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nevery byte ")
            try await server.send("until the close")
            server.close()
            let response = try await client.response()
            #expect(response.text == "every byte until the close")
            #expect(!response.head.keepAlive)
        }
    }

    @Test func interimResponsesAreSkipped() async throws {
        try await Self.withRawServer { client, server in
            try await client.send(.post("/", body: []))
            try await server.send("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n")
            try await server.send("HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok")
            let response = try await client.response()
            #expect(response.status == 201 && response.text == "ok")
        }
    }

    @Test func aServerThatClosesMidBodyIsAClearError() async throws {
        try await Self.withRawServer { client, server in
            try await client.send(HTTPClientRequest(target: "/"))
            try await server.send("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly part")
            server.close()
            await #expect(throws: HTTPClientError.closedMidResponse) { try await client.response() }
        }
        try await Self.withRawServer { client, server in
            try await client.send(HTTPClientRequest(target: "/"))
            try await server.send("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\npart\r\n")
            server.close()
            await #expect(throws: HTTPClientError.closedMidResponse) { try await client.response() }
        }
        try await Self.withRawServer { client, server in
            try await client.send(HTTPClientRequest(target: "/"))
            server.close()
            await #expect(throws: HTTPClientError.connectionClosed) { try await client.response() }
        }
    }

    @Test func aMalformedResponseFailsAndClosesTheConnection() async throws {
        try await Self.withRawServer { client, server in
            try await client.send(HTTPClientRequest(target: "/"))
            try await server.send("HTTP/1.1 2OO OK\r\n\r\n")
            await #expect(throws: HTTPClientError.malformedResponse(.malformedStatusLine)) { try await client.response() }
            await #expect(throws: HTTPClientError.closed) { try await client.send(HTTPClientRequest(target: "/")) }
        }
    }

    @Test func limitsBoundWhatTheServerCanMakeTheClientHold() async throws {
        let configuration = HTTPClientConnection.Configuration(limits: HTTPParserLimits(maxHeaderBytes: 64, maxBodyBytes: 4))
        try await Self.withRawServer(configuration: configuration) { client, server in
            try await client.send(HTTPClientRequest(target: "/"))
            try await server.send("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello")
            await #expect(throws: HTTPClientError.malformedResponse(.bodyTooLarge)) { try await client.response() }
        }
    }

    @Test func aSilentServerTimesOut() async throws {
        try await Self.withRawServer(configuration: .init(timeout: 0.2)) { client, server in
            try await client.send(HTTPClientRequest(target: "/"))
            await #expect(throws: HTTPClientError.timedOut) { try await client.response() }
            _ = server
        }
    }

    @Test func aRefusedConnectionIsAnError() async throws {
        // A bound socket that does not listen holds a port nobody accepts on.
        let (fd, port) = try #require(POSIX.boundLoopbackSocket())
        defer { POSIX.close(fd) }
        await #expect {
            try await HTTPClientConnection.connect(host: "127.0.0.1", port: port)
        } throws: { error in
            guard case HTTPClientError.cannotConnect(host: "127.0.0.1", port: port, _) = error else { return false }
            return "\(error)".hasPrefix("cannot connect to 127.0.0.1:\(port): ")
        }
        await #expect(throws: HTTPClientError.cannotResolve(host: "no-such-host.invalid")) {
            try await HTTPClientConnection.connect(host: "no-such-host.invalid", port: 80)
        }
    }

    @Test func aCancelledReadStopsWaiting() async throws {
        try await Self.withRawServer { client, server in
            let reading = Task { try await client.read() }
            reading.cancel()
            await #expect(throws: CancellationError.self) { try await reading.value }
            // The connection still reads what comes next.
            try await server.send("late")
            #expect(try await client.read() == Array("late".utf8))
        }
    }
}
