import Foundation
import QuillTestSupport
import Testing

@testable import Quill

/// The client's transports against an outside server, strawberry-graphql
/// (Tests/Peers/strawberry_server.py, the event server's schema): queries and mutations
/// over HTTP and over graphql-transport-ws, subscriptions over graphql-transport-ws,
/// the legacy graphql-ws and multipart HTTP, a WebSocket that reconnects to a restarted
/// server and subscribes again, and `@defer`/`@stream` (the Incremental fixture's schema).
@Suite(.timeLimit(.minutes(3))) struct StrawberryPeerTests {
    static func webSocket(_ url: URL, _ subprotocol: WebSocketSubprotocol, store: QuillStore) -> WebSocketTransport {
        let configuration = WebSocketTransport.Configuration(
            subprotocol: subprotocol, connectionParams: ["Authorization": "socket-token"],
            reconnection: WebSocketTransport.Reconnection(maxAttempts: 100, baseDelay: 0.1, maxDelay: 0.5))
        return WebSocketTransport(url: url.webSocket, store: store, configuration: configuration)
    }

    @Test func queriesAndMutationsOverHTTP() async throws {
        try await withStrawberryServer { server async throws in
            let store = QuillStore()
            let transport = RequestChainNetworkTransport(
                interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: server.url,
                additionalHeaders: ["Authorization": "http-token"])
            let client = QuillClient(networkTransport: transport, store: store)
            #expect(try await client.fetch(query: TokenQuery(), cachePolicy: .fetchIgnoringCacheData).data?.token == "http-token")
            #expect(try await client.perform(mutation: AddMutation(a: 2, b: 3)).data?.add == 5)
        }
    }

    @Test(arguments: WebSocketSubprotocol.allCases)
    func operationsOverAWebSocketAndASubscriptionThatSurvivesARestart(subprotocol: WebSocketSubprotocol) async throws {
        let first = try await StrawberryServer()
        var second: StrawberryServer?
        try await withCleanup(
            {
                let store = QuillStore()
                let transport = Self.webSocket(first.url, subprotocol, store: store)
                // strawberry runs only subscriptions over the legacy graphql-ws (each `start`
                // is subscribed to): there queries and mutations go over HTTP, Apollo's split.
                let client = QuillClient(
                    networkTransport: subprotocol == .graphQLWS
                        ? SplitNetworkTransport(
                            uploadingNetworkTransport: RequestChainNetworkTransport(
                                interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: first.url),
                            webSocketNetworkTransport: transport) : transport, store: store)
                #expect(try await client.perform(mutation: AddMutation(a: 20, b: 22)).data?.add == 42)
                let tokens = Inbox<String?>()
                for try await event in client.subscribe(subscription: ConnectionTokenSubscription()) { tokens.send(event.data?.token) }
                #expect(try await tokens.next() == "socket-token")

                let counters = Inbox<Int?>()
                let consumer = Task {
                    for try await event in client.subscribe(subscription: CounterSubscription()) { counters.send(event.data?.counter) }
                }
                #expect(await first.started())
                try await first.send(1)
                #expect(try await counters.next() == 1)
                try await first.send(2)
                #expect(try await counters.next() == 2)

                // The server goes away and comes back on its port: the transport reconnects
                // and subscribes again.
                await first.stop()
                let restarted = try await StrawberryServer(port: first.port)
                second = restarted
                #expect(await restarted.started())
                try await restarted.send(3)
                #expect(try await counters.next() == 3)
                #expect(try await client.perform(mutation: AddMutation(a: 1, b: 1)).data?.add == 2)

                consumer.cancel()
                #expect(await restarted.released())
                await transport.close()
            },
            cleanup: {
                await first.stop()
                await second?.stop()
            })
    }

    @Test func subscriptionsOverMultipartHTTP() async throws {
        try await withStrawberryServer { server async throws in
            let store = QuillStore()
            let transport = MultipartSubscriptionTransport(url: server.url, store: store, headers: ["Authorization": "http-token"])
            let client = QuillClient(networkTransport: transport, store: store)
            #expect(try await client.fetch(query: TokenQuery(), cachePolicy: .fetchIgnoringCacheData).data?.token == "http-token")
            #expect(try await client.perform(mutation: AddMutation(a: 2, b: 3)).data?.add == 5)

            let counters = Inbox<Int?>()
            let ended = Observed(false)
            let consumer = Task {
                for try await event in client.subscribe(subscription: CounterSubscription()) { counters.send(event.data?.counter) }
                ended.update { $0 = true }
            }
            #expect(await server.started())
            try await server.send(1)
            #expect(try await counters.next() == 1)
            try await server.send(2)
            #expect(try await counters.next() == 2)
            // The source ends: the server closes the body, and the subscription finishes.
            try await server.send(nil)
            #expect(await ended.wait { $0 })
            #expect(await server.released())
            try await consumer.value
        }
    }

    /// strawberry's incremental delivery (graphql-core 3.3's, in its own variant of the
    /// current format: entries with both `id` and `path`): a deferred fragment after the
    /// first payload, a streamed list item by item.
    @Test func deferAndStream() async throws {
        try await withStrawberryServer { server async throws in
            let client = QuillClient(url: server.incrementalURL)
            var deferred = client.results(of: DeferredHeroQuery(), cachePolicy: .fetchIgnoringCacheData).makeAsyncIterator()
            let first = try #require(try await deferred.next())
            #expect(first.data?.hero?.id == "1")
            #expect(first.data?.hero?.fragments.bio == nil)
            #expect(first.hasNext)
            try await server.open("bio")
            let second = try #require(try await deferred.next())
            #expect(second.data?.hero?.fragments.bio?.bio == "Bio of 1")
            #expect(second.fulfilledFragments == [DeferredFragmentIdentifier(label: "bio", path: [.key("hero")])])
            #expect(try await deferred.next() == nil)
            #expect(try client.store.load(query: HeroBioQuery()).data?.hero?.bio == "Bio of 1")

            var streamed = client.results(of: StreamedHeroesQuery(), cachePolicy: .fetchIgnoringCacheData).makeAsyncIterator()
            var names: [String] = []
            for count in 1...3 {
                if count > 1 { try await server.open("name\(count)") }
                while names.count != count { names = try #require(try await streamed.next()).data?.heroes.map(\.name) ?? [] }
            }
            #expect(names == ["Hero 1", "Hero 2", "Hero 3"])
            while let result = try await streamed.next() { #expect(result.data?.heroes.count == 3) }
        }
    }
}
