import GraphQL
import QuillHTTP
import QuillHTTPClient
import QuillTestSupport
import Testing

@testable import QuillServer

/// The subscription transports end to end: a `GraphQLServer` behind a real `HTTPServer`
/// on an ephemeral loopback port, and raw socket clients.
@Suite(.timeLimit(.minutes(3))) struct SubscriptionSocketTests {
    static let subscribeBody = #"{"query":"subscription { counter }"}"#

    /// Runs `body` with the port of a server whose `counter` subscriptions read `sources`.
    static func withServer(
        _ sources: CounterSources, initTimeout: Double = 30, _ body: (Int) async throws -> Void
    ) async throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "hello") { _, _, _, _ in "Hello!" }
        resolvers.subscription("Subscription", "counter") { _, _, _ in sources.start() }
        var configuration = GraphQLServerConfiguration()
        configuration.subscriptions.webSocket.connectionInitWaitTimeout = initTimeout
        // Heartbeats would put parts a loaded machine's timing decides into the exact bodies.
        configuration.subscriptions.serverSentEvents.keepAliveInterval = 3600
        configuration.subscriptions.multipart.heartbeatInterval = 3600
        configuration.subscriptions.webSocket.keepAliveInterval = 3600
        let graphQL = try GraphQLServer(
            schema: try buildSchema(SubscriptionHarness.sdl), resolvers: resolvers, configuration: configuration)
        try await QuillTestSupport.withServer(responder: graphQL) { server in try await body(server.port) }
    }

    static func post(_ connection: HTTPClientConnection, accept: String, body: String = subscribeBody) async throws {
        try await connection.send(
            "POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: \(accept)\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
    }

    @Test func serverSentEventsOverASocket() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            let connection = try await HTTPClientConnection.connect(port: port)
            try await Self.post(connection, accept: "text/event-stream")
            #expect(await started.next() == 0)
            let head = try await connection.readHead()
            #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(head.contains("\r\nContent-Type: text/event-stream; charset=utf-8\r\n"))
            #expect(head.contains("\r\nTransfer-Encoding: chunked"))
            sources.send(1, to: 0)
            sources.send(2, to: 0)
            sources.finish(0)
            #expect(
                try await connection.readBody() == ":\n\n"
                    + "event: next\ndata: {\"data\":{\"counter\":1}}\n\n" + "event: next\ndata: {\"data\":{\"counter\":2}}\n\n"
                    + "event: complete\ndata:\n\n")
            // The connection stays usable for the next request.
            try await Self.post(connection, accept: "application/json", body: #"{"query":"{ hello }"}"#)
            #expect(try await connection.read(through: #"{"data":{"hello":"Hello!"}}"#).hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    @Test func multipartOverASocket() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            let connection = try await HTTPClientConnection.connect(port: port)
            try await Self.post(connection, accept: #"multipart/mixed;subscriptionSpec="1.0", application/json"#)
            #expect(await started.next() == 0)
            let head = try await connection.readHead()
            #expect(head.contains("\r\nContent-Type: multipart/mixed;boundary=\"graphql\";subscriptionSpec=\"1.0\"\r\n"))
            sources.send(1, to: 0)
            sources.finish(0)
            #expect(
                try await connection.readBody()
                    == "\r\n--graphql\r\ncontent-type: application/json\r\n\r\n{\"payload\":{\"data\":{\"counter\":1}}}\r\n--graphql--\r\n")
        }
    }

    @Test func aClientThatDisconnectsReleasesTheSubscription() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        var released = sources.released.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            var connection: HTTPClientConnection? = try await HTTPClientConnection.connect(port: port)
            try await Self.post(connection!, accept: "text/event-stream")
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
            let peer = try await WebSocketPeer(port: port)
            try await peer.send(#"{"type":"connection_init"}"#)
            #expect(try await peer.next() == .text(#"{"type":"connection_ack"}"#))
            try await peer.send(#"{"type":"subscribe","id":"q","payload":{"query":"{ hello }"}}"#)
            #expect(try await peer.next() == .text(#"{"id":"q","type":"next","payload":{"data":{"hello":"Hello!"}}}"#))
            #expect(try await peer.next() == .text(#"{"id":"q","type":"complete"}"#))
            try await peer.send(#"{"type":"subscribe","id":"s","payload":{"query":"subscription { counter }"}}"#)
            #expect(await started.next() == 0)
            sources.send(7, to: 0)
            #expect(try await peer.next() == .text(#"{"id":"s","type":"next","payload":{"data":{"counter":7}}}"#))
            try await peer.send(#"{"type":"complete","id":"s"}"#)
            #expect(await released.next() == 0)
            try await peer.send(#"{"type":"ping"}"#)
            #expect(try await peer.next() == .text(#"{"type":"pong"}"#))
            try await peer.send(#"{"type":"subscribe","id":"t","payload":{"query":"subscription { counter }"}}"#)
            #expect(await started.next() == 1)
            try await peer.send(#"{"type":"subscribe","id":"t","payload":{"query":"{ hello }"}}"#)
            #expect(try await peer.next() == .close(code: .subscriberAlreadyExists, reason: "Subscriber for t already exists"))
            #expect(await released.next() == 1)
        }
    }

    @Test func legacyGraphQLWSOverASocket() async throws {
        let sources = CounterSources()
        var started = sources.started.makeAsyncIterator()
        var released = sources.released.makeAsyncIterator()
        try await Self.withServer(sources) { port in
            let peer = try await WebSocketPeer(port: port, subprotocols: ["graphql-ws"])
            try await peer.send(#"{"type":"connection_init","payload":{}}"#)
            #expect(try await peer.next() == .text(#"{"type":"connection_ack"}"#))
            #expect(try await peer.next() == .text(#"{"type":"ka"}"#))
            try await peer.send(#"{"type":"start","id":"q","payload":{"query":"{ hello }"}}"#)
            #expect(try await peer.next() == .text(#"{"id":"q","type":"data","payload":{"data":{"hello":"Hello!"}}}"#))
            #expect(try await peer.next() == .text(#"{"id":"q","type":"complete"}"#))
            try await peer.send(#"{"type":"start","id":"s","payload":{"query":"subscription { counter }"}}"#)
            #expect(await started.next() == 0)
            sources.send(7, to: 0)
            #expect(try await peer.next() == .text(#"{"id":"s","type":"data","payload":{"data":{"counter":7}}}"#))
            try await peer.send(#"{"type":"stop","id":"s"}"#)
            #expect(await released.next() == 0)
            #expect(try await peer.next() == .text(#"{"id":"s","type":"complete"}"#))
            try await peer.send("{")
            #expect(
                try await peer.next()
                    == .text(#"{"type":"connection_error","payload":{"message":"Invalid message received: not a JSON object"}}"#))
            try await peer.send(#"{"type":"connection_terminate"}"#)
            #expect(try await peer.next() == .close(code: .normalClosure, reason: ""))
        }
    }

    @Test func anUpgradeWithoutAGraphQLSubprotocolIsRefused() async throws {
        try await Self.withServer(CounterSources()) { port in
            let connection = try await HTTPClientConnection.connect(port: port)
            let fields = WebSocketHandshake.requestHeaders(key: WebSocketHandshake.makeKey(), subprotocols: ["chat"])
            try await connection.send("GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n" + fields.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n")
            let response = try await connection.read(through: "(offered: chat).\n")
            #expect(response.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            // The connection stays an HTTP connection.
            try await connection.send("GET /graphql?query=%7Bhello%7D HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(try await connection.read(through: #"{"data":{"hello":"Hello!"}}"#).hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    @Test func closeCodesOverASocket() async throws {
        try await Self.withServer(CounterSources()) { port in
            let invalid = try await WebSocketPeer(port: port)
            try await invalid.send("{")
            #expect(try await invalid.next() == .close(code: .badRequest, reason: "Invalid message received: not a JSON object"))
        }
        try await Self.withServer(CounterSources(), initTimeout: 0.1) { port in
            let silent = try await WebSocketPeer(port: port)
            #expect(try await silent.next() == .close(code: .connectionInitialisationTimeout, reason: "Connection initialisation timeout"))
        }
    }
}
