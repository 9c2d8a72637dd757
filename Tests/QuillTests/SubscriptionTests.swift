import Foundation
import Quill
import QuillTestSupport
import Testing

/// `subscribe` over a real subscription transport (Server-Sent Events) against the
/// ConferencePlanner backend, whose mutations publish events.
@Suite(.timeLimit(.minutes(2))) struct SubscriptionTests {
    @Test func eventsArriveAndAreWrittenToTheCache() async throws {
        try await withExampleBackend("ConferencePlanner") { (url: URL, server: RecordingResponder) async throws -> Void in
            let store = QuillStore()
            let transport = ServerSentEventsTestTransport(url: url, store: store)
            let client = QuillClient(networkTransport: transport, store: store)
            let list = try await client.fetch(query: ConferencesQuery())
            let uikonf = try #require(list.data?.allConferences.first)
            let watcher = client.watch(query: ConferenceQuery(id: uikonf.id))
            var watched = watcher.makeAsyncIterator()
            let first = try #require(await watched.next()).get()
            #expect(first.data?.conference?.name == "UIKonf")

            var events = client.subscribe(subscription: ConferenceEventsSubscription()).makeAsyncIterator()
            let subscribing = Task { try await events.next() }
            _ = try await transport.opened.next()
            // Another client changes the conference: this client learns of it by the event alone.
            _ = try await QuillClient(url: url).perform(mutation: RenameConferenceMutation(id: uikonf.id, name: "UIKonf Live"))
            let event = try #require(try await subscribing.value)
            #expect(event.data?.conference?.mutation == "UPDATED")
            #expect(event.data?.conference?.node?.name == "UIKonf Live")
            #expect(event.source == .server)
            let updated = try #require(await watched.next()).get()
            #expect(updated.data?.conference?.name == "UIKonf Live")
            #expect(updated.source == .cache)
            // The subscription's root was sent as written (a subscription selects one root field).
            let sent = try #require(server.requests.last { $0.body.contains("ConferenceEvents") })
            #expect(sent.body.contains(#"subscription ConferenceEvents {\n  Conference {\n    __typename\n"#))
            watcher.cancel()
        }
    }

    @Test func aTransportWithoutSubscriptionsSaysSo() async throws {
        let client = QuillClient(url: URL(string: "http://127.0.0.1:1/graphql")!)
        do {
            for try await _ in client.subscribe(subscription: ConferenceEventsSubscription()) {}
            Issue.record("subscribed without a subscription transport")
        } catch let error as SubscriptionsUnavailableError {
            #expect(error.description.hasPrefix("The client's network transport (RequestChainNetworkTransport) carries no subscriptions"))
        }
    }
}
