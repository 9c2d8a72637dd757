import QuillHTTP
import QuillHTTPClient
import QuillSync
import QuillTestSupport
import Testing

/// WebSocket sessions over real sockets, with a masking test client.
@Suite(.timeLimit(.minutes(3)))
struct WebSocketServerTests {
    /// Echoes text as `echo: …` and binary as is; records when its session ends.
    static func echoResponder(ended: Flag? = nil) -> ClosureResponder {
        ClosureResponder { request in
            let headers = request.headers.map { (name: $0.name, value: $0.value) }
            guard let upgrade = try? WebSocketHandshake.accept(method: request.method, headers: headers, subprotocols: ["echo"])
            else { return .response(HTTPResponse(status: 400)) }
            return .webSocket(
                WebSocketSession(upgrade: upgrade) { channel in
                    for await message in channel.messages {
                        switch message {
                        case .text(let text): await channel.send(text: "echo: \(text)")
                        case .binary(let bytes): await channel.send(text: "\(bytes.count) bytes")
                        }
                    }
                    ended?.set()
                })
        }
    }

    /// A frame-level peer past the opening handshake, which must choose `echo`; pings are
    /// for the test to see.
    static func peer(port: Int, timeout: Double = failureGuard) async throws -> WebSocketPeer {
        let peer = try await WebSocketPeer(port: port, target: "/ws", subprotocols: ["echo"], answersPings: false, timeout: timeout)
        #expect(peer.subprotocol == "echo")
        return peer
    }

    static let key: UInt32 = 0x1234_5678

    @Test func echoSessionWithPingAndClose() async throws {
        let ended = Flag()
        try await withServer(testConfiguration(), responder: Self.echoResponder(ended: ended)) { server in
            let peer = try await Self.peer(port: server.port)
            try await peer.send(frame: WebSocketFrameEncoder.text("hello", maskKey: Self.key))
            #expect(try await peer.next() == .text("echo: hello"))
            try await peer.send(frame: WebSocketFrameEncoder.binary([1, 2, 3], maskKey: Self.key))
            #expect(try await peer.next() == .text("3 bytes"))
            // A fragmented message arrives whole.
            try await peer.send(frame: WebSocketFrameEncoder.frame(.text, payload: Array("frag".utf8), fin: false, maskKey: Self.key))
            try await peer.send(frame: WebSocketFrameEncoder.frame(.continuation, payload: Array("ment".utf8), maskKey: Self.key))
            #expect(try await peer.next() == .text("echo: fragment"))
            try await peer.send(frame: WebSocketFrameEncoder.ping([9, 9], maskKey: Self.key))
            #expect(try await peer.next() == .pong([9, 9]))
            try await peer.send(frame: WebSocketFrameEncoder.close(code: .normalClosure, reason: "bye", maskKey: Self.key))
            #expect(try await peer.next() == .close(code: .normalClosure, reason: ""))
            #expect(try await peer.connection.readToEnd().isEmpty)
            #expect(await ended.wait())
        }
    }

    /// A quiet peer is pinged, and closed when it does not answer. (Whether an answer
    /// keeps it is `WebSocketLivenessTests`': a test that answers in time is only as
    /// reliable as the machine's scheduling.)
    @Test func quietPeersArePingedAndSilentOnesClosed() async throws {
        let ended = Flag()
        var configuration = testConfiguration()
        configuration.webSocketPingInterval = 1
        try await withServer(configuration, responder: Self.echoResponder(ended: ended)) { server in
            let peer = try await Self.peer(port: server.port)
            #expect(try await peer.next() == .ping([]))
            #expect(try await peer.connection.readToEnd().isEmpty)
            #expect(await ended.wait())
        }
    }

    @Test func unmaskedClientFramesFailTheConnection() async throws {
        try await withServer(testConfiguration(), responder: Self.echoResponder()) { server in
            let peer = try await Self.peer(port: server.port)
            try await peer.send(frame: WebSocketFrameEncoder.text("no mask"))
            guard case .close(let code, _) = try await peer.next() else {
                Issue.record("expected a close frame")
                return
            }
            #expect(code == .protocolError)
        }
    }

    @Test func sessionEndingClosesWithNormalClosure() async throws {
        let responder = ClosureResponder { request in
            let headers = request.headers.map { (name: $0.name, value: $0.value) }
            let upgrade = try! WebSocketHandshake.accept(method: request.method, headers: headers, subprotocols: ["echo"])
            return .webSocket(WebSocketSession(upgrade: upgrade) { channel in await channel.send(text: "only") })
        }
        try await withServer(testConfiguration(), responder: responder) { server in
            let peer = try await Self.peer(port: server.port)
            #expect(try await peer.next() == .text("only"))
            #expect(try await peer.next() == .close(code: .normalClosure, reason: ""))
            try await peer.send(frame: WebSocketFrameEncoder.close(code: .normalClosure, maskKey: Self.key))
            #expect(try await peer.connection.readToEnd().isEmpty)
        }
    }

    @Test func shutdownSaysGoingAway() async throws {
        let ended = Flag()
        try await withServer(testConfiguration(), responder: Self.echoResponder(ended: ended)) { server in
            let peer = try await Self.peer(port: server.port)
            async let shutdown: Void = server.shutdown()
            #expect(try await peer.next() == .close(code: .goingAway, reason: "server shutting down"))
            try await peer.send(frame: WebSocketFrameEncoder.close(code: .goingAway, maskKey: Self.key))
            #expect(try await peer.connection.readToEnd().isEmpty)
            await shutdown
            #expect(await ended.wait())
        }
    }

    @Test func peerLeavingCancelsTheSession() async throws {
        let cancelled = Flag()
        let responder = ClosureResponder { request in
            let headers = request.headers.map { (name: $0.name, value: $0.value) }
            let upgrade = try! WebSocketHandshake.accept(method: request.method, headers: headers, subprotocols: ["echo"])
            return .webSocket(
                WebSocketSession(upgrade: upgrade) { _ in
                    // Returns when the session is cancelled (an hour: a guard).
                    try? await Task.sleep(seconds: 3600)
                    if Task.isCancelled { cancelled.set() }
                })
        }
        try await withServer(testConfiguration(), responder: responder) { server in
            let peer = try await Self.peer(port: server.port)
            peer.connection.close()
            #expect(await cancelled.wait())
        }
    }

    @Test func aSendAfterTheServerStoppedReturns() async throws {
        let stopped = Flag()
        let sent = Flag()
        let responder = ClosureResponder { request in
            let headers = request.headers.map { (name: $0.name, value: $0.value) }
            let upgrade = try! WebSocketHandshake.accept(method: request.method, headers: headers, subprotocols: ["echo"])
            return .webSocket(
                WebSocketSession(upgrade: upgrade) { channel in
                    // Ignores cancellation (the wait runs in a task of its own) and talks
                    // once the server is gone.
                    _ = await Task { await stopped.wait() }.value
                    await channel.send(text: "too late")
                    sent.set()
                })
        }
        let server = HTTPServer(configuration: testConfiguration(gracePeriod: 0.1), responder: responder)
        let port = try server.start()
        let peer = try await Self.peer(port: port)
        await server.shutdown()
        stopped.set()
        #expect(await sent.wait())
        _ = peer
    }

    @Test func aSessionThatFallsBehindStopsTheReading() async throws {
        let go = Flag()
        let size = 1024
        /// Message `index`: its number in the first two bytes, then filler.
        func frame(_ index: Int) -> [UInt8] {
            let payload = [UInt8(index >> 8), UInt8(index & 0xFF)] + [UInt8](repeating: 7, count: size - 2)
            return WebSocketFrameEncoder.binary(payload, maskKey: Self.key)
        }
        // 8 MiB of small messages: the inbox holds 64 of them (64 KiB), and the client's
        // send buffer is fixed small, so what the server reads before it stops is bounded
        // by its receive buffer; it took a few hundred KiB here.
        let count = 8192
        let responder = ClosureResponder { request in
            let headers = request.headers.map { (name: $0.name, value: $0.value) }
            let upgrade = try! WebSocketHandshake.accept(method: request.method, headers: headers, subprotocols: ["echo"])
            return .webSocket(
                WebSocketSession(upgrade: upgrade) { channel in
                    await go.wait()
                    var received = 0
                    for await message in channel.messages {
                        // Counts only messages that arrive whole and in order.
                        if case .binary(let bytes) = message, bytes.count == size,
                            Int(bytes[0]) << 8 | Int(bytes[1]) == received
                        {
                            received += 1
                        }
                        if received == count { await channel.send(text: "got \(received)") }
                    }
                })
        }
        try await withServer(testConfiguration(), responder: responder) { server in
            // It answers the pings that come once it is quiet, waiting for the answer.
            let peer = try await WebSocketPeer(
                port: server.port, target: "/ws", subprotocols: ["echo"], answersPings: true, timeout: 120)
            peer.connection.setSendBufferSize(32 * 1024)
            var all: [UInt8] = []
            for index in 0..<count { all += frame(index) }
            // While the session does not read, the server stops taking bytes: the client
            // makes no progress for 5 s (a server that buffered everything would take all
            // 8 MiB at once).
            var sent = try await peer.connection.sendUntilStalled(all[...], stall: 5)
            #expect(sent < all.count / 4)
            go.set()
            // Once it reads again, every message arrives, in order and whole.
            sent += try await peer.connection.sendUntilStalled(all[sent...], stall: 60)
            #expect(sent == all.count)
            #expect(try await peer.next() == .text("got \(count)"))
        }
    }
}
