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
            let client = QuillClient(networkTransport: ServerSentEventsTransport(url: url, store: store), store: store)
            try await expectEventUpdatesWatcher(client: client, url: url)
            // The subscription's root has no `__typename` (a subscription selects one root field).
            let sent = try #require(server.requests.last { $0.body.contains("ConferenceEvents") })
            #expect(sent.body.contains("subscription ConferenceEvents { Conference { __typename mutation"))
            #expect(sent.headers["accept"] == "text/event-stream")
        }
    }

    @Test func aTransportWithoutSubscriptionsSaysSo() async throws {
        let client = QuillClient(url: URL(string: "http://127.0.0.1:1/graphql")!)
        do {
            for try await _ in client.subscribe(subscription: ConferenceEventsSubscription()) {}
            Issue.record("subscribed without a subscription transport")
        } catch let error as SubscriptionError {
            #expect(error.description.hasPrefix("The client's network transport (RequestChainNetworkTransport) carries no subscriptions"))
        }
    }
}
