import Foundation
import QuillTestSupport
import Testing

@testable import Quill

/// Server-Sent Events and multipart subscriptions against QuillServer in this process and
/// against the ConferencePlanner backend (its subscriptions as `quill dev` serves them),
/// and `SplitNetworkTransport`; on Linux through both clients that stream bodies,
/// QuillHTTPClient and URLSession's data delegate (Apple platforms' path).
@Suite(.timeLimit(.minutes(2))) struct HTTPSubscriptionTransportTests {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case serverSentEvents, multipart
        var description: String { rawValue }

        func transport(
            _ url: URL, store: QuillStore, headers: [String: String] = [:], idleTimeout: TimeInterval = 60, streaming: StreamingHTTPClient
        ) -> any SubscriptionNetworkTransport {
            switch self {
            case .serverSentEvents:
                var transport = ServerSentEventsTransport(url: url, store: store, headers: headers, idleTimeout: idleTimeout)
                transport.stream.client = streaming
                return transport
            case .multipart:
                var transport = MultipartSubscriptionTransport(url: url, store: store, headers: headers, idleTimeout: idleTimeout)
                transport.stream.client = streaming
                return transport
            }
        }
    }

    #if canImport(Darwin)
    static let clients: [StreamingHTTPClient] = [.urlSession]
    #else
    static let clients: [StreamingHTTPClient] = [.httpClient, .urlSession]
    #endif

    @Test(arguments: Kind.allCases, clients) func eventsStreamAsTheyArriveAndCancellingReleasesTheSource(kind: Kind, streaming: StreamingHTTPClient)
        async throws
    {
        let server = EventServer()
        try await withEventServer(server) { url async throws in
            let store = QuillStore()
            let client = QuillClient(networkTransport: kind.transport(url, store: store, streaming: streaming), store: store)
            let counters = Inbox<Int?>()
            let consumer = Task {
                for try await event in client.subscribe(subscription: CounterSubscription()) { counters.send(event.data?.counter) }
            }
            #expect(await server.sources.started.wait { $0 == 1 })
            server.sources.send(1)
            #expect(try await counters.next() == 1)
            server.sources.send(2)
            #expect(try await counters.next() == 2)
            consumer.cancel()
            #expect(await server.sources.live.wait { $0 == 0 })
        }
    }

    /// `idleTimeout` is how long the server may stay silent: past it the subscription ends
    /// with a transport error (this server sends no heartbeats for a minute).
    @Test(arguments: Kind.allCases, clients) func aServerSilentPastTheIdleTimeoutEndsTheSubscription(
        kind: Kind, streaming: StreamingHTTPClient
    ) async throws {
        let server = EventServer()
        try await withEventServer(server) { url async throws in
            let store = QuillStore()
            let client = QuillClient(networkTransport: kind.transport(url, store: store, idleTimeout: 0.5, streaming: streaming), store: store)
            await #expect(throws: TransportError.self) {
                for try await _ in client.subscribe(subscription: CounterSubscription()) {}
            }
            #expect(await server.sources.live.wait { $0 == 0 })
        }
    }

    @Test(arguments: Kind.allCases, clients) func theServerCompletingEndsTheSubscription(kind: Kind, streaming: StreamingHTTPClient) async throws {
        try await withEventServer { url async throws in
            let store = QuillStore()
            let client = QuillClient(
                networkTransport: kind.transport(url, store: store, headers: ["Authorization": "Bearer t"], streaming: streaming), store: store)
            var tokens: [String?] = []
            for try await event in client.subscribe(subscription: ConnectionTokenSubscription()) { tokens.append(event.data?.token) }
            #expect(tokens == ["Bearer t"])
        }
    }

    @Test(arguments: Kind.allCases, clients) func aSubscriptionTheServerRejectsIsAnErrorResult(kind: Kind, streaming: StreamingHTTPClient)
        async throws
    {
        try await withEventServer { url async throws in
            let transport = kind.transport(url, store: QuillStore(), streaming: streaming)
            var events: [JSONObject] = []
            for try await event in transport.subscribe(SubscriptionRequest(operationName: "X", query: "subscription X { nope }", variables: nil)) {
                events.append(event)
            }
            #expect(events.count == 1)
            #expect(events.first?["errors"] != nil)
        }
    }

    @Test(arguments: clients) func aMultipartPartWithErrorsAndNoPayloadEndsTheSubscription(streaming: StreamingHTTPClient) async throws {
        // Apollo's multipart protocol: a transport-level failure is a part whose payload is null.
        let body =
            "\r\n---\r\ncontent-type: application/json\r\n\r\n{\"payload\":{\"data\":{\"counter\":1}}}\r\n---"
            + "\r\ncontent-type: application/json\r\n\r\n{\"payload\":null,\"errors\":[{\"message\":\"The source failed\"}]}\r\n-----\r\n"
        let server = try ScriptedHTTPServer { _, _ in
            .http(status: 200, contentType: #"multipart/mixed;boundary="-";subscriptionSpec="1.0""#, body: body)
        }
        defer { server.stop() }
        let url = URL(string: "http://127.0.0.1:\(server.port)/graphql")!
        let store = QuillStore()
        var transport = MultipartSubscriptionTransport(url: url, store: store)
        transport.stream.client = streaming
        let client = QuillClient(networkTransport: transport, store: store)
        var counters: [Int?] = []
        do {
            for try await event in client.subscribe(subscription: CounterSubscription()) { counters.append(event.data?.counter) }
            Issue.record("the subscription ended without an error")
        } catch let error as SubscriptionError {
            guard case .failed(let errors) = error.reason else { throw error }
            #expect(errors.map(\.message) == ["The source failed"])
            #expect(error.description == "The subscription at \(url.absoluteString) failed: The source failed")
        }
        #expect(counters == [1])
    }

    @Test(arguments: Kind.allCases, clients) func aMutationsEventUpdatesAWatcherThroughTheCache(kind: Kind, streaming: StreamingHTTPClient)
        async throws
    {
        try await withExampleBackend("ConferencePlanner") { (url: URL, _: RecordingResponder) async throws -> Void in
            let store = QuillStore()
            let client = QuillClient(networkTransport: kind.transport(url, store: store, streaming: streaming), store: store)
            try await expectEventUpdatesWatcher(client: client, url: url)
        }
    }

    @Test func splitSendsQueriesOverHTTPAndSubscriptionsOverTheSocket() async throws {
        try await withExampleBackend("ConferencePlanner") { (url: URL, server: RecordingResponder) async throws -> Void in
            let store = QuillStore()
            let http = RequestChainNetworkTransport(interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: url)
            let socket = WebSocketTransport(url: url.webSocket, store: store, configuration: .init(keepAlive: nil))
            let client = QuillClient(
                networkTransport: SplitNetworkTransport(uploadingNetworkTransport: http, webSocketNetworkTransport: socket), store: store)
            try await expectEventUpdatesWatcher(client: client, url: url)
            // The queries and the mutations were POSTs; the subscription was not.
            #expect(server.requests.contains { $0.body.contains("query Conference(") })
            #expect(!server.requests.contains { $0.body.contains("ConferenceEvents") })
            await socket.close()
        }
    }
}

/// Watches a conference, subscribes to the conferences' events and renames the conference
/// from another client: the event arrives, and the watcher sees the new name from the cache.
/// The rename is repeated until an event arrives (the server subscribing is not observable
/// from here); each wait is an interval, not a verdict.
func expectEventUpdatesWatcher(client: QuillClient, url: URL) async throws {
    let list = try await client.fetch(query: ConferencesQuery())
    let uikonf = try #require(list.data?.allConferences.first)
    let watcher = client.watch(query: ConferenceQuery(id: uikonf.id))
    defer { watcher.cancel() }
    var watched = watcher.makeAsyncIterator()
    #expect(try #require(await watched.next()).get().data?.conference?.name == "UIKonf")
    let events = Inbox<GraphQLResult<ConferenceEventsSubscription.Data>>()
    let consumer = Task {
        for try await event in client.subscribe(subscription: ConferenceEventsSubscription()) { events.send(event) }
    }
    defer { consumer.cancel() }
    let other = QuillClient(url: url)
    var event: GraphQLResult<ConferenceEventsSubscription.Data>?
    for attempt in 1...60 where event == nil {
        _ = try await other.perform(mutation: RenameConferenceMutation(id: uikonf.id, name: "UIKonf \(attempt)"))
        event = try? await events.next(timeout: 1)
    }
    if event == nil {
        // Say how the subscription ended, if it did (a transport error is otherwise lost in the task).
        consumer.cancel()
        Issue.record("no event after 60 renames; the subscription's task ended with \(await consumer.result)")
    }
    let received = try #require(event)
    #expect(received.data?.Conference?.mutation == .updated)
    let name = try #require(received.data?.Conference?.node?.name)
    #expect(name.hasPrefix("UIKonf "))
    var seen = try #require(await watched.next()).get()
    // The watcher may first see an earlier rename's event.
    while seen.data?.conference?.name != name { seen = try #require(await watched.next()).get() }
    #expect(seen.source == .cache)
}
