import Foundation
import QuillTestSupport
import Testing

@testable import Quill

/// Apollo iOS 1.x's WebSocket setup (`WebSocket(url:protocol:)`, `WebSocketTransport(websocket:store:config:)`)
/// and its owner's calls while it runs, against QuillServer's GraphQLServer in this process.
@Suite(.timeLimit(.minutes(2))) struct ApolloWebSocketTests {
    private func makeTransport(
        _ url: URL, _ subprotocol: WebSocketSubprotocol, payload: [String: any JSONEncodable]?, events: Inbox<WebSocketTransportEvent>
    ) -> WebSocketTransport {
        let webSocket = WebSocket(url: url.webSocket, protocol: subprotocol == .graphQLWS ? .graphql_ws : .graphql_transport_ws)
        var config = WebSocketTransport.Configuration(reconnect: true, reconnectionInterval: 0.05, connectingPayload: payload)
        config.keepAlive = nil
        config.onEvent = { events.send($0) }
        return WebSocketTransport(websocket: webSocket, store: QuillStore(), config: config)
    }

    @Test(arguments: WebSocketSubprotocol.allCases)
    func aNewConnectingPayloadOrHeaderReconnectsWithIt(subprotocol: WebSocketSubprotocol) async throws {
        try await withEventServer { url async throws in
            let events = Inbox<WebSocketTransportEvent>()
            let token = "Bearer first"
            let transport = makeTransport(url, subprotocol, payload: ["Authorization": token], events: events)
            #expect(transport.configuration.subprotocol == subprotocol)
            let client = QuillClient(networkTransport: transport, store: transport.store)
            #expect(try await client.fetch(query: TokenQuery(), cachePolicy: .fetchIgnoringCacheData).data?.token == "Bearer first")
            #expect(try await events.next() == .connected)
            transport.updateConnectingPayload(["Authorization": "Bearer second"])
            #expect(try await events.next() == .reconnected)
            #expect(try await client.fetch(query: TokenQuery(), cachePolicy: .fetchIgnoringCacheData).data?.token == "Bearer second")
            await transport.close()

            // No payload: the handshake's header is the context's.
            let headerEvents = Inbox<WebSocketTransportEvent>()
            let plain = makeTransport(url, subprotocol, payload: nil, events: headerEvents)
            let other = QuillClient(networkTransport: plain, store: plain.store)
            #expect(try await other.fetch(query: TokenQuery(), cachePolicy: .fetchIgnoringCacheData).data?.token == nil)
            #expect(try await headerEvents.next() == .connected)
            plain.updateHeaderValues(["Authorization": "Bearer header"])
            #expect(try await headerEvents.next() == .reconnected)
            #expect(try await other.fetch(query: TokenQuery(), cachePolicy: .fetchIgnoringCacheData).data?.token == "Bearer header")
            await plain.close()
        }
    }

    @Test(arguments: WebSocketSubprotocol.allCases)
    func aPausedConnectionKeepsItsSubscriptionAndResumesIt(subprotocol: WebSocketSubprotocol) async throws {
        let server = EventServer()
        try await withEventServer(server) { url async throws in
            let events = Inbox<WebSocketTransportEvent>()
            let transport = makeTransport(url, subprotocol, payload: [:], events: events)
            let client = QuillClient(networkTransport: transport, store: transport.store)
            let counters = Inbox<Int?>()
            let consumer = Task {
                for try await event in client.subscribe(subscription: CounterSubscription()) { counters.send(event.data?.counter) }
            }
            #expect(await server.sources.started.wait { $0 == 1 })
            server.sources.send(1)
            #expect(try await counters.next() == 1)
            transport.pauseWebSocketConnection()
            // The socket closed: the server released the subscription's source.
            #expect(await server.sources.live.wait { $0 == 0 })
            transport.resumeWebSocketConnection()
            #expect(await server.sources.started.wait { $0 == 2 })
            server.sources.send(2)
            #expect(try await counters.next() == 2)
            #expect(events.received == [.connected, .reconnected])
            consumer.cancel()
            await transport.close()
        }
    }
}
