import Foundation
import Quill
import QuillTestSupport
import Testing

/// The client's subscription transports against the built `quill dev` serving the
/// ConferencePlanner example (the backend's subscriptions, as a user runs them).
@Suite(.timeLimit(.minutes(3))) struct QuillDevTransportTests {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case graphQLTransportWS, graphQLWS, serverSentEvents, multipart
        var description: String { rawValue }

        func transport(_ url: URL, store: QuillStore) -> any SubscriptionNetworkTransport {
            switch self {
            case .graphQLTransportWS, .graphQLWS:
                let subprotocol: WebSocketSubprotocol = self == .graphQLWS ? .graphQLWS : .graphQLTransportWS
                let socket = WebSocketTransport(url: url.webSocket, store: store, configuration: .init(subprotocol: subprotocol))
                let http = RequestChainNetworkTransport(interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: url)
                return SplitNetworkTransport(uploadingNetworkTransport: http, webSocketNetworkTransport: socket)
            case .serverSentEvents: return ServerSentEventsTransport(url: url, store: store)
            case .multipart: return MultipartSubscriptionTransport(url: url, store: store)
            }
        }
    }

    @Test(arguments: Kind.allCases) func aMutationsEventArrivesAndUpdatesAWatcher(kind: Kind) async throws {
        let directory = try temporaryDirectory("dev-\(kind)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withQuillDev(database: directory.appendingPathComponent("data.sqlite")) { dev in
            let store = QuillStore()
            let client = QuillClient(networkTransport: kind.transport(dev.url, store: store), store: store)
            try await expectEventUpdatesWatcher(client: client, url: dev.url)
        }
    }

    @Test func quillDevRestartedUnderTheClientTheSocketReconnectsAndResubscribes() async throws {
        let directory = try temporaryDirectory("dev-restart")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("data.sqlite")
        let events = Inbox<WebSocketTransportEvent>()
        let received = Inbox<String?>()
        let (url, socket, consumer, conference) = try await withQuillDev(database: database) { dev in
            let store = QuillStore()
            let socket = WebSocketTransport(
                url: dev.url.webSocket, store: store,
                configuration: .init(
                    keepAlive: nil, reconnection: .init(maxAttempts: 100, baseDelay: 0.05, maxDelay: 0.5),
                    onEvent: { events.send($0) }))
            let client = QuillClient(networkTransport: socket, store: store)
            let consumer = Task {
                for try await event in client.subscribe(subscription: ConferenceEventsSubscription()) {
                    received.send(event.data?.Conference?.node?.name)
                }
            }
            while try await events.next() != .connected {}
            let conference = try #require(try await QuillClient(url: dev.url).fetch(query: ConferencesQuery()).data?.allConferences.first)
            try await expectEvent(renaming: conference.id, at: dev.url, to: "Before", received: received)
            return (dev.url, socket, consumer, conference.id)
        }
        defer { consumer.cancel() }
        guard case .disconnected = try await events.next() else { Issue.record("the socket did not notice the restart"); return }
        try await withQuillDev(database: database, port: url.port!) { _ in
            // Reconnects are refused (and reported) until quill dev listens again.
            while try await events.next(timeout: 60) != .reconnected {}
            try await expectEvent(renaming: conference, at: url, to: "After", received: received)
            await socket.close()
        }
    }

    /// Renames the conference until an event with the new name arrives (the server
    /// subscribing is not observable from here; each wait is an interval, not a verdict).
    private func expectEvent(renaming id: String, at url: URL, to name: String, received: Inbox<String?>) async throws {
        let other = QuillClient(url: url)
        for attempt in 1...60 {
            _ = try await other.perform(mutation: RenameConferenceMutation(id: id, name: "\(name) \(attempt)"))
            while let event = try? await received.next(timeout: 0.5) {
                if event.hasPrefix(name) { return }
            }
        }
        Issue.record("no event for the rename to \(name)")
    }
}
