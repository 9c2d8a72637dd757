import QuillHTTP
import QuillHTTPClient
import QuillTestSupport
import Testing

/// `WebSocketClient` against the HTTP server's WebSocket, and against a raw server that
/// checks the client's frames and sends its own (fragmented, pings, broken ones).
@Suite(.timeLimit(.minutes(3)))
struct WebSocketClientTests {
    /// Echoes text as `echo: …` and binary as its size; closes after `bye`.
    static let echo = ClosureResponder { request in
        let headers = request.headers.map { (name: $0.name, value: $0.value) }
        guard request.head.target != "/refused",
            let upgrade = try? WebSocketHandshake.accept(method: request.method, headers: headers, subprotocols: ["echo"])
        else { return .response(HTTPResponse(status: 404)) }
        return .webSocket(
            WebSocketSession(upgrade: upgrade) { channel in
                for await message in channel.messages {
                    switch message {
                    case .text("bye"): await channel.close(code: .normalClosure, reason: "bye")
                    case .text(let text): await channel.send(text: "echo: \(text)")
                    case .binary(let bytes): await channel.send(text: "\(bytes.count) bytes")
                    }
                }
            })
    }

    @Test func messagesBothWaysAndTheServersClose() async throws {
        try await withServer(responder: Self.echo) { server in
            let socket = try await WebSocketClient.connect(
                host: "127.0.0.1", port: server.port, target: "/ws", subprotocols: ["other", "echo"])
            #expect(socket.subprotocol == "echo")
            try await socket.send(text: "hello")
            #expect(try await socket.receive() == .text("echo: hello"))
            try await socket.send(binary: [1, 2, 3])
            try await socket.ping([7])
            #expect(try await socket.receive() == .text("3 bytes"))
            try await socket.send(text: "bye")
            #expect(try await socket.receive() == nil)
            #expect(await socket.closeCode == .normalClosure)
            #expect(await socket.closeReason == "bye")
            await #expect(throws: HTTPClientError.closed) { try await socket.send(text: "after") }
        }
    }

    @Test func aRefusedHandshakeIsAnError() async throws {
        try await withServer(responder: Self.echo) { server in
            await #expect(throws: HTTPClientError.webSocketHandshake(.unexpectedStatus(404))) {
                try await WebSocketClient.connect(host: "127.0.0.1", port: server.port, target: "/refused")
            }
        }
    }

    /// A raw server past the handshake (which chose `subprotocol`), decoding the client's frames.
    final class RawPeer {
        let connection: HTTPClientConnection
        private var decoder = WebSocketFrameDecoder(role: .server)
        private var pending: [WebSocketEvent] = []

        init(_ connection: HTTPClientConnection, subprotocol: String?) async throws {
            self.connection = connection
            var parser = HTTPRequestParser()
            var head: HTTPRequestHead?
            while head == nil {
                for case .head(let request) in parser.feed(try await connection.read()) { head = request }
            }
            let upgrade = try WebSocketHandshake.accept(
                method: head!.method, headers: head!.headers.map { (name: $0.name, value: $0.value) },
                subprotocols: subprotocol.map { [$0] } ?? [])
            let fields = upgrade.responseHeaders.map { "\($0.name): \($0.value)\r\n" }.joined()
            try await connection.send("HTTP/1.1 101 Switching Protocols\r\n\(fields)\r\n")
        }

        /// The client's next frame event; its frames must be masked.
        func next() async throws -> WebSocketEvent {
            while pending.isEmpty {
                let bytes = try await connection.read()
                guard !bytes.isEmpty else { throw HTTPClientError.connectionClosed }
                pending = decoder.feed(bytes)
            }
            return pending.removeFirst()
        }
    }

    /// Runs `body` with a client connected to a raw WebSocket server.
    static func withRawPeer(
        configuration: WebSocketClient.Configuration = .init(),
        _ body: (_ client: WebSocketClient, _ server: RawPeer) async throws -> Void
    ) async throws {
        let listener = try RawServer()
        defer { listener.close() }
        async let peer = RawPeer(try await listener.accept(), subprotocol: "p")
        let client = try await WebSocketClient.connect(
            host: "127.0.0.1", port: listener.port, subprotocols: ["p"], configuration: configuration)
        try await body(client, try await peer)
    }

    @Test func fragmentsArriveWholePingsAreAnsweredAndEveryFrameIsMasked() async throws {
        try await Self.withRawPeer { client, server in
            try await server.connection.write(
                WebSocketFrameEncoder.frame(.text, payload: Array("frag".utf8), fin: false)
                    + WebSocketFrameEncoder.ping([1, 2])
                    + WebSocketFrameEncoder.frame(.continuation, payload: Array("ment".utf8)))
            #expect(try await client.receive() == .text("fragment"))
            // A server decoder fails unmasked frames: these arrived masked.
            #expect(try await server.next() == .pong([1, 2]))
            try await client.send(text: "up")
            #expect(try await server.next() == .text("up"))
            try await server.connection.write(WebSocketFrameEncoder.close(code: .normalClosure, reason: "bye"))
            #expect(try await client.receive() == nil)
            #expect(await client.closeCode == .normalClosure)
            #expect(await client.closeReason == "bye")
            // The client answered the close handshake.
            #expect(try await server.next() == .close(code: .normalClosure, reason: ""))
        }
    }

    @Test func closingWithoutAReaderWaitsForTheServersClose() async throws {
        try await Self.withRawPeer { client, server in
            async let closed: Void = client.close(code: .goingAway, reason: "done")
            #expect(try await server.next() == .close(code: .goingAway, reason: "done"))
            // A message sent before the server's close frame is kept for `receive`.
            try await server.connection.write(WebSocketFrameEncoder.text("late") + WebSocketFrameEncoder.close(code: .goingAway))
            try await closed
            #expect(await client.closeCode == .goingAway)
            #expect(try await client.receive() == .text("late"))
            #expect(try await client.receive() == nil)
        }
    }

    @Test func aServerThatBreaksTheProtocolIsClosedWithTheRFCsCode() async throws {
        try await Self.withRawPeer { client, server in
            try await server.connection.write(WebSocketFrameEncoder.text("masked", maskKey: 1))
            await #expect(throws: HTTPClientError.webSocketProtocol(.maskedFrame)) { try await client.receive() }
            #expect(try await server.next() == .close(code: .protocolError, reason: "server frame is masked"))
        }
    }

    @Test func aMessageOverTheLimitIsClosedAsTooBig() async throws {
        let limits = WebSocketFrameDecoder.Limits(maxFrameSize: 8, maxMessageSize: 8)
        try await Self.withRawPeer(configuration: .init(limits: limits)) { client, server in
            try await server.connection.write(WebSocketFrameEncoder.binary([UInt8](repeating: 0, count: 9)))
            await #expect(throws: HTTPClientError.webSocketProtocol(.frameTooLarge(limit: 8))) { try await client.receive() }
            guard case .close(code: .messageTooBig, _) = try await server.next() else {
                Issue.record("expected a 1009 close")
                return
            }
        }
    }

    @Test func aConnectionThatEndsWithoutACloseFrameIsAnError() async throws {
        try await Self.withRawPeer { client, server in
            try await server.connection.write(WebSocketFrameEncoder.text("last"))
            server.connection.close()
            #expect(try await client.receive() == .text("last"))
            await #expect(throws: HTTPClientError.connectionClosed) { try await client.receive() }
        }
    }

    @Test func theMessageStreamFinishesAtTheClose() async throws {
        try await Self.withRawPeer { client, server in
            try await server.connection.write(
                WebSocketFrameEncoder.text("a") + WebSocketFrameEncoder.binary([9]) + WebSocketFrameEncoder.close(code: .normalClosure))
            var messages: [WebSocketMessage] = []
            for try await message in client.messages { messages.append(message) }
            #expect(messages == [.text("a"), .binary([9])])
        }
    }
}
