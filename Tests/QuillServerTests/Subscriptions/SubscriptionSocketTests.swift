import GraphQL
import QuillHTTP
import QuillTestSupport
import Testing

@testable import QuillServer

/// The subscription transports end to end: a `GraphQLServer` behind a real `HTTPServer`
/// on an ephemeral loopback port, and raw socket clients.
@Suite(.timeLimit(.minutes(1))) struct SubscriptionSocketTests {
    static let subscribeBody = #"{"query":"subscription { counter }"}"#

    /// Runs `body` with the port of a server whose `counter` subscriptions read `sources`.
    static func withServer(
        _ sources: CounterSources, initTimeout: Duration = .seconds(3), _ body: (Int) async throws -> Void
    ) async throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "hello") { _, _, _, _ in "Hello!" }
        resolvers.subscription("Subscription", "counter") { _, _, _ in sources.start() }
        var configuration = GraphQLServerConfiguration()
        configuration.subscriptions.webSocket.connectionInitWaitTimeout = initTimeout
        let graphQL = try GraphQLServer(
            schema: try buildSchema(SubscriptionHarness.sdl), resolvers: resolvers, configuration: configuration)
        let server = HTTPServer(
            configuration: HTTPServer.Configuration(host: "127.0.0.1", port: 0, loopCount: 2, shutdownGracePeriod: .seconds(2)),
            responder: graphQL)
        let port = try server.start()
        do {
            try await body(port)
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
    }

    static func post(_ connection: TestClient, accept: String, body: String = subscribeBody) throws {
        try connection.send(
            "POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: \(accept)\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
    }

    @Test func serverSentEventsOverASocket() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            let connection = try TestClient(port: port)
            try Self.post(connection, accept: "text/event-stream")
            #expect(await started.next() == 0)
            let head = try await connection.readHead()
            #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(head.contains("\r\nContent-Type: text/event-stream; charset=utf-8\r\n"))
            #expect(head.contains("\r\nTransfer-Encoding: chunked"))
            sources.send(1, to: 0)
            sources.send(2, to: 0)
            sources.finish(0)
            #expect(try await connection.readChunkedBody() == ":\n\n"
                + "event: next\ndata: {\"data\":{\"counter\":1}}\n\n" + "event: next\ndata: {\"data\":{\"counter\":2}}\n\n"
                + "event: complete\ndata:\n\n")
            // The connection stays usable for the next request.
            try Self.post(connection, accept: "application/json", body: #"{"query":"{ hello }"}"#)
            #expect(try await connection.read(through: #"{"data":{"hello":"Hello!"}}"#).hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    @Test func multipartOverASocket() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            let connection = try TestClient(port: port)
            try Self.post(connection, accept: #"multipart/mixed;subscriptionSpec="1.0", application/json"#)
            #expect(await started.next() == 0)
            let head = try await connection.readHead()
            #expect(head.contains("\r\nContent-Type: multipart/mixed;boundary=\"graphql\";subscriptionSpec=\"1.0\"\r\n"))
            sources.send(1, to: 0)
            sources.finish(0)
            #expect(try await connection.readChunkedBody()
                == "\r\n--graphql\r\ncontent-type: application/json\r\n\r\n{\"payload\":{\"data\":{\"counter\":1}}}\r\n--graphql--\r\n")
        }
    }

    @Test func aClientThatDisconnectsReleasesTheSubscription() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        var released = sources.released.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            var connection: TestClient? = try TestClient(port: port)
            try Self.post(connection!, accept: "text/event-stream")
            #expect(await started.next() == 0)
            sources.send(1, to: 0)
            _ = try await connection!.read(through: "data: {\"data\":{\"counter\":1}}\n\n")
            connection = nil
            #expect(await released.next() == 0)
        }
    }

    @Test func graphQLTransportWSOverASocket() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        var released = sources.released.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            var peer = try await WebSocketPeer(port: port)
            try peer.send(#"{"type":"connection_init"}"#)
            #expect(try await peer.next() == .text(#"{"type":"connection_ack"}"#))
            try peer.send(#"{"type":"subscribe","id":"q","payload":{"query":"{ hello }"}}"#)
            #expect(try await peer.next() == .text(#"{"id":"q","type":"next","payload":{"data":{"hello":"Hello!"}}}"#))
            #expect(try await peer.next() == .text(#"{"id":"q","type":"complete"}"#))
            try peer.send(#"{"type":"subscribe","id":"s","payload":{"query":"subscription { counter }"}}"#)
            #expect(await started.next() == 0)
            sources.send(7, to: 0)
            #expect(try await peer.next() == .text(#"{"id":"s","type":"next","payload":{"data":{"counter":7}}}"#))
            try peer.send(#"{"type":"complete","id":"s"}"#)
            #expect(await released.next() == 0)
            try peer.send(#"{"type":"ping"}"#)
            #expect(try await peer.next() == .text(#"{"type":"pong"}"#))
            try peer.send(#"{"type":"subscribe","id":"t","payload":{"query":"subscription { counter }"}}"#)
            #expect(await started.next() == 1)
            try peer.send(#"{"type":"subscribe","id":"t","payload":{"query":"{ hello }"}}"#)
            #expect(try await peer.next() == .close(code: .subscriberAlreadyExists, reason: "Subscriber for t already exists"))
            #expect(await released.next() == 1)
        }
    }

    @Test func legacyGraphQLWSOverASocket() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        var released = sources.released.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            var peer = try await WebSocketPeer(port: port, subprotocols: ["graphql-ws"])
            try peer.send(#"{"type":"connection_init","payload":{}}"#)
            #expect(try await peer.next() == .text(#"{"type":"connection_ack"}"#))
            #expect(try await peer.next() == .text(#"{"type":"ka"}"#))
            try peer.send(#"{"type":"start","id":"q","payload":{"query":"{ hello }"}}"#)
            #expect(try await peer.next() == .text(#"{"id":"q","type":"data","payload":{"data":{"hello":"Hello!"}}}"#))
            #expect(try await peer.next() == .text(#"{"id":"q","type":"complete"}"#))
            try peer.send(#"{"type":"start","id":"s","payload":{"query":"subscription { counter }"}}"#)
            #expect(await started.next() == 0)
            sources.send(7, to: 0)
            #expect(try await peer.next() == .text(#"{"id":"s","type":"data","payload":{"data":{"counter":7}}}"#))
            try peer.send(#"{"type":"stop","id":"s"}"#)
            #expect(await released.next() == 0)
            #expect(try await peer.next() == .text(#"{"id":"s","type":"complete"}"#))
            try peer.send("{")
            #expect(try await peer.next()
                == .text(#"{"type":"connection_error","payload":{"message":"Invalid message received: not a JSON object"}}"#))
            try peer.send(#"{"type":"connection_terminate"}"#)
            #expect(try await peer.next() == .close(code: .normalClosure, reason: ""))
        }
    }

    @Test func anUpgradeWithoutAGraphQLSubprotocolIsRefused() async throws {
        try await Self.withServer(CounterSources()) { port in
            let connection = try TestClient(port: port)
            let fields = WebSocketHandshake.requestHeaders(key: WebSocketHandshake.makeKey(), subprotocols: ["chat"])
            try connection.send("GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n" + fields.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n")
            let response = try await connection.read(through: "(offered: chat).\n")
            #expect(response.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            // The connection stays an HTTP connection.
            try connection.send("GET /graphql?query=%7Bhello%7D HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(try await connection.read(through: #"{"data":{"hello":"Hello!"}}"#).hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    @Test func closeCodesOverASocket() async throws {
        try await Self.withServer(CounterSources()) { port in
            var invalid = try await WebSocketPeer(port: port)
            try invalid.send("{")
            #expect(try await invalid.next() == .close(code: .badRequest, reason: "Invalid message received: not a JSON object"))
        }
        try await Self.withServer(CounterSources(), initTimeout: .milliseconds(100)) { port in
            var silent = try await WebSocketPeer(port: port)
            #expect(try await silent.next() == .close(code: .connectionInitialisationTimeout, reason: "Connection initialisation timeout"))
        }
    }
}

/// A WebSocket client past the opening handshake, masking what it sends.
struct WebSocketPeer {
    let connection: TestClient
    var decoder = WebSocketFrameDecoder(role: .client)
    var pending: [WebSocketEvent] = []

    init(port: Int, subprotocols: [String] = ["graphql-transport-ws"]) async throws {
        connection = try TestClient(port: port)
        let key = WebSocketHandshake.makeKey()
        let fields = WebSocketHandshake.requestHeaders(key: key, subprotocols: subprotocols)
        try connection.send("GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n" + fields.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n")
        let head = try await connection.readHead()
        #expect(head.hasPrefix("HTTP/1.1 101 "))
    }

    func send(_ text: String) throws {
        try connection.send(WebSocketFrameEncoder.text(text, maskKey: 0x1234_5678))
    }

    /// The next event other than a ping, which is answered as a browser answers it (the
    /// server pings a peer that stays quiet, which a slow machine can make happen).
    mutating func next() async throws -> WebSocketEvent {
        while true {
            while pending.isEmpty {
                let bytes = try await connection.readSome()
                guard !bytes.isEmpty else { throw TestClient.Failure(description: "closed") }
                pending = decoder.feed(bytes)
            }
            let event = pending.removeFirst()
            guard case .ping(let payload) = event else { return event }
            try connection.send(WebSocketFrameEncoder.pong(payload, maskKey: 0x1234_5678))
        }
    }
}
