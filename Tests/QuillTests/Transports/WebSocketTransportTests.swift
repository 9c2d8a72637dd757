import Foundation
import QuillHTTP
import QuillServer
import QuillTestSupport
import QuillWebSocket
import Testing

@testable import Quill

/// `WebSocketTransport` against QuillServer's GraphQLServer in this process (graphql-transport-ws),
/// on each socket that opens here (`transportSockets`), and against scripted servers for the
/// hostile cases.
@Suite(.timeLimit(.minutes(2))) struct WebSocketTransportTests {
    private func makeTransport(
        _ url: URL, _ subprotocol: WebSocketSubprotocol = .graphQLTransportWS, store: QuillStore = QuillStore(),
        connectionParams: JSONObject? = nil, reconnection: WebSocketTransport.Reconnection = .never,
        acknowledgementTimeout: TimeInterval = 10, maxMessageSize: Int = 1 << 20, events: Inbox<WebSocketTransportEvent>? = nil,
        socket: TransportWebSocketKind = .platformDefault
    ) -> WebSocketTransport {
        var onEvent: (@Sendable (WebSocketTransportEvent) -> Void)?
        if let events { onEvent = { events.send($0) } }
        var configuration = WebSocketTransport.Configuration(
            subprotocol: subprotocol, connectionParams: connectionParams, acknowledgementTimeout: acknowledgementTimeout,
            keepAlive: nil, reconnection: reconnection, maxMessageSize: maxMessageSize, onEvent: onEvent)
        configuration.socket = socket
        return WebSocketTransport(url: url, store: store, configuration: configuration)
    }

    @Test(arguments: WebSocketSubprotocol.allCases, transportSockets)
    func subscriptionEventsArriveAndCancellingStopsTheSubscription(subprotocol: WebSocketSubprotocol, socket: TransportWebSocketKind) async throws {
        let server = EventServer()
        try await withEventServer(server) { url async throws in
            let transport = makeTransport(url.webSocket, subprotocol, socket: socket)
            let client = QuillClient(networkTransport: transport, store: transport.store)
            try await expectCountsArriveAndCancellingFreesTheSource(client: client, server: server)
            await transport.close()
        }
    }

    @Test(arguments: WebSocketSubprotocol.allCases, transportSockets)
    func aHundredSubscriptionsOnOneSocketEachGetTheirOwnEvents(subprotocol: WebSocketSubprotocol, socket: TransportWebSocketKind) async throws {
        let server = EventServer()
        try await withEventServer(server) { url async throws in
            let transport = makeTransport(url.webSocket, subprotocol, socket: socket)
            let client = QuillClient(networkTransport: transport, store: transport.store)
            try await withThrowingTaskGroup(of: (Int, Int?).self) { group in
                for id in 0..<100 {
                    let events = client.subscribe(subscription: CounterSubscription(id: id))
                    group.addTask {
                        for try await event in events { return (id, event.data?.counter) }
                        return (id, nil)
                    }
                }
                #expect(await server.sources.started.wait { $0 == 100 })
                for id in 0..<100 { server.sources.send(id * 10, to: id) }
                var seen: [Int: Int] = [:]
                for try await (id, counter) in group { seen[id] = counter }
                #expect(seen.count == 100)
                #expect(seen.allSatisfy { $0.value == $0.key * 10 })
            }
            await transport.close()
        }
    }

    @Test(arguments: WebSocketSubprotocol.allCases, transportSockets)
    func aTokenInConnectionInitReachesTheContextAndQueriesRunOverTheSocket(subprotocol: WebSocketSubprotocol, socket: TransportWebSocketKind)
        async throws
    {
        try await withEventServer { url async throws in
            let transport = makeTransport(url.webSocket, subprotocol, connectionParams: ["Authorization": "Bearer secret"], socket: socket)
            let client = QuillClient(networkTransport: transport, store: transport.store)
            let query = try await client.fetch(query: TokenQuery(), cachePolicy: .fetchIgnoringCacheData)
            #expect(query.data?.token == "Bearer secret")
            #expect(query.source == .server)
            let mutation = try await client.perform(mutation: AddMutation(a: 2, b: 3))
            #expect(mutation.data?.add == 5)
            var tokens: [String?] = []
            for try await event in client.subscribe(subscription: ConnectionTokenSubscription()) { tokens.append(event.data?.token) }
            #expect(tokens == ["Bearer secret"])
            // The query's answer went to the cache.
            let cached = try await client.fetch(query: TokenQuery(), cachePolicy: .returnCacheDataDontFetch)
            #expect(cached.data?.token == "Bearer secret")
            #expect(cached.source == .cache)
            await transport.close()
        }
    }

    @Test(arguments: WebSocketSubprotocol.allCases, transportSockets)
    func aRefusedConnectionInitIsForbidden(subprotocol: WebSocketSubprotocol, socket: TransportWebSocketKind) async throws {
        try await withEventServer { url async throws in
            let transport = makeTransport(
                url.webSocket, subprotocol, connectionParams: ["Authorization": "wrong"], reconnection: .init(maxAttempts: 5), socket: socket)
            let client = QuillClient(networkTransport: transport, store: transport.store)
            // graphql-transport-ws closes with 4403; the legacy protocol says connection_error first.
            let reason: WebSocketTransportError.Reason =
                subprotocol == .graphQLTransportWS
                ? .closed(code: 4403, reason: "Forbidden") : .connectionError(message: "Forbidden")
            let error = await #expect(throws: WebSocketTransportError.self) {
                for try await _ in client.subscribe(subscription: CounterSubscription()) {}
            }
            #expect(error?.reason == reason)
        }
    }

    @Test(arguments: WebSocketSubprotocol.allCases)
    func theServerRestartedUnderTheClientReconnectsAndResubscribes(subprotocol: WebSocketSubprotocol) async throws {
        let events = Inbox<WebSocketTransportEvent>()
        let first = EventServer()
        let counters = Inbox<Int?>()
        let (port, transport, consumer) = try await withEventServer(first) { url async throws in
            let transport = makeTransport(
                url.webSocket, subprotocol, reconnection: .init(maxAttempts: 50, baseDelay: 0.02, maxDelay: 0.2),
                events: events)
            let client = QuillClient(networkTransport: transport, store: transport.store)
            let consumer = Task {
                for try await event in client.subscribe(subscription: CounterSubscription()) { counters.send(event.data?.counter) }
            }
            #expect(await first.sources.started.wait { $0 == 1 })
            #expect(try await events.next() == .connected)
            first.sources.send(1)
            #expect(try await counters.next() == 1)
            return (url.port!, transport, consumer)
        }
        // The server shut down (closing the socket); a new one on the same port.
        guard case .disconnected(let error) = try await events.next() else { Issue.record("no disconnect"); return }
        #expect(error.isRetryable)
        let second = EventServer()
        try await withEventServer(second, port: port) { _ async throws in
            #expect(await second.sources.started.wait { $0 == 1 })
            second.sources.send(2)
            #expect(try await counters.next() == 2)
            #expect(events.received.contains(.reconnected))
            consumer.cancel()
            await transport.close()
        }
    }

    // MARK: Hostile servers

    /// A subscription's error from a scripted server that answers the first connection with `script`.
    private func failure(
        maxMessageSize: Int = 1 << 20, _ script: @escaping @Sendable (ScriptedWebSocket) async throws -> Void
    ) async throws -> WebSocketTransportError? {
        let server = try ScriptedWebSocketServer()
        defer { server.close() }
        let transport = makeTransport(server.url, maxMessageSize: maxMessageSize)
        let subscribing = Task { () async throws -> WebSocketTransportError? in
            do {
                for try await _ in transport.subscribe(
                    SubscriptionRequest(operationName: "Counter", query: "subscription Counter { counter }", variables: nil))
                {}
            } catch let error as WebSocketTransportError {
                return error
            }
            return nil
        }
        let socket = try await server.accept()
        try await script(socket)
        return try await subscribing.value
    }

    @Test func aServerThatAcknowledgesTwice() async throws {
        let error = try await failure { socket in
            try await socket.acknowledge()
            _ = try await socket.nextText()
            try await socket.send(#"{"type":"connection_ack"}"#)
            #expect(try await socket.next() == .close(code: WebSocketCloseCode(rawValue: 4004), reason: "Bad response"))
        }
        #expect(error?.reason == .invalidMessage(.init(reason: "a second connection_ack", message: #"{"type":"connection_ack"}"#)))
    }

    @Test func aServerThatSendsAnUnknownMessageType() async throws {
        let error = try await failure { socket in
            try await socket.acknowledge()
            #expect(try await socket.nextText().contains(#""type":"subscribe""#))
            try await socket.send(#"{"type":"surprise","id":"1"}"#)
        }
        #expect(error?.description.contains(#"an unknown message type "surprise" for graphql-transport-ws"#) == true)
    }

    @Test func aServerThatSendsAMalformedFrame() async throws {
        let error = try await failure { socket in
            try await socket.acknowledge()
            _ = try await socket.nextText()
            // A server's frame must not be masked.
            try await socket.send(frame: WebSocketFrameEncoder.text(#"{"type":"ka"}"#, maskKey: 7))
        }
        #expect(error?.description.contains("the server broke the WebSocket protocol (the client closed with 1002): server frame is masked") == true)
    }

    @Test func aFrameOverTheSizeLimit() async throws {
        let error = try await failure(maxMessageSize: 1024) { socket in
            try await socket.acknowledge()
            _ = try await socket.nextText()
            try await socket.send(#"{"id":"1","type":"next","payload":{"data":{"counter":""# + String(repeating: "9", count: 2000) + "}}}")
        }
        #expect(error?.description.contains("(the client closed with 1009): frame larger than 1024 bytes") == true)
    }

    @Test func aServerThatNeverAcknowledgesIsGivenUpOnAfterTheReconnects() async throws {
        let server = try ScriptedWebSocketServer()
        defer { server.close() }
        let transport = makeTransport(
            server.url, reconnection: .init(maxAttempts: 1, baseDelay: 0.01), acknowledgementTimeout: 0.3)
        let subscribing = Task {
            await #expect(throws: WebSocketTransportError(url: server.url, reason: .acknowledgementTimeout(0.3), attempts: 2)) {
                for try await _ in transport.subscribe(
                    SubscriptionRequest(operationName: "Counter", query: "subscription Counter { counter }", variables: nil))
                {}
            }
        }
        for _ in 0..<2 {
            let socket = try await server.accept()
            #expect(try await socket.nextText() == #"{"type":"connection_init"}"#)
            #expect(try await socket.next() == .close(code: WebSocketCloseCode(rawValue: 4504), reason: "Connection acknowledgement timeout"))
        }
        _ = await subscribing.value
    }

    @Test func aConnectionDroppedMidFrameIsReopenedAndTheSubscriptionSentAgain() async throws {
        let server = try ScriptedWebSocketServer()
        defer { server.close() }
        let transport = makeTransport(server.url, reconnection: .init(maxAttempts: 3, baseDelay: 0.01))
        let subscribing = Task {
            var counters: [JSONObject] = []
            for try await event in transport.subscribe(
                SubscriptionRequest(operationName: "Counter", query: "subscription Counter { counter }", variables: nil))
            {
                counters.append(event)
            }
            return counters
        }
        let first = try await server.accept()
        try await first.acknowledge()
        let subscribe = try await first.nextText()
        let frame = WebSocketFrameEncoder.text(#"{"id":"1","type":"next","payload":{"data":{"counter":1}}}"#)
        try await first.send(frame: Array(frame.prefix(10)))
        first.drop()
        let second = try await server.accept()
        try await second.acknowledge()
        #expect(try await second.nextText() == subscribe)
        try await second.send(#"{"id":"1","type":"next","payload":{"data":{"counter":2}}}"#)
        try await second.send(#"{"id":"1","type":"complete"}"#)
        #expect(try await subscribing.value == [["data": ["counter": 2]]])
    }

    @Test func theLegacyProtocolOverAScriptedServer() async throws {
        let server = try ScriptedWebSocketServer()
        defer { server.close() }
        let transport = makeTransport(server.url, .graphQLWS, connectionParams: ["authToken": "t"])
        let received = Inbox<JSONObject>()
        let consumer = Task {
            for try await event in transport.subscribe(
                SubscriptionRequest(operationName: "Counter", query: "subscription Counter { counter }", variables: nil))
            {
                received.send(event)
            }
        }
        let socket = try await server.accept(subprotocol: "graphql-ws")
        #expect(socket.request.contains("Sec-WebSocket-Protocol: graphql-ws"))
        #expect(try await socket.nextText() == #"{"type":"connection_init","payload":{"authToken":"t"}}"#)
        try await socket.send(#"{"type":"connection_ack"}"#)
        try await socket.send(#"{"type":"ka"}"#)
        #expect(
            try await socket.nextText()
                == #"{"id":"1","type":"start","payload":{"operationName":"Counter","query":"subscription Counter { counter }"}}"#)
        try await socket.send(#"{"id":"1","type":"data","payload":{"data":{"counter":7}}}"#)
        #expect(try await received.next() == ["data": ["counter": 7]])
        consumer.cancel()
        #expect(try await socket.nextText() == #"{"id":"1","type":"stop"}"#)
        await transport.close()
        #expect(try await socket.nextText() == #"{"type":"connection_terminate"}"#)
        #expect(try await socket.next() == .close(code: .normalClosure, reason: ""))
    }
}
