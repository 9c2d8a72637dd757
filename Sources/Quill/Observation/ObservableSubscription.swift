import Observation

/// A subscription as Observation (and SwiftUI) sees it: the latest event's `data` and
/// `errors`, how many events came, whether it is still active, and why it ended if it
/// failed; changed on the main actor, once per event.
///
/// Made by `QuillClient.observableSubscription(_:)`, it subscribes at once; each event is
/// written to the cache first (as `subscribe` does), so the watchers of what it changed
/// see it too. Released, it unsubscribes.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class ObservableSubscription<Subscription: GraphQLSubscription> {
    /// The latest event's data.
    public private(set) var data: Subscription.Data?
    /// The latest event's GraphQL errors.
    public private(set) var errors: [GraphQLError] = []
    /// The events received so far.
    public private(set) var eventCount = 0
    /// Until the server ends the subscription or it fails.
    public private(set) var isActive = true
    /// Why the subscription failed, or nil.
    public private(set) var error: (any Error)?

    @ObservationIgnored public let subscription: Subscription
    @ObservationIgnored private var task: Task<Void, Never>?

    init(client: QuillClient, subscription: Subscription) {
        self.subscription = subscription
        let events = client.subscribe(subscription: subscription)
        // Read off the main actor, applied on it, in order.
        task = Task.detached { [weak self] in
            do {
                for try await event in events { await self?.apply(event) }
                await self?.end(nil)
            } catch is CancellationError {
                return
            } catch {
                await self?.end(error)
            }
        }
    }

    deinit {
        task?.cancel()
    }

    private func apply(_ event: GraphQLResult<Subscription.Data>) {
        data = event.data
        if (event.errors ?? []) != errors { errors = event.errors ?? [] }
        eventCount += 1
    }

    private func end(_ failure: (any Error)?) {
        error = failure
        isActive = false
    }
}
