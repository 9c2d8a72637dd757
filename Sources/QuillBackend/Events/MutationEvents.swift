import Synchronization

/// A change to one node, published after the transaction that made it commits.
struct MutationEvent: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case created = "CREATED"
        case updated = "UPDATED"
        case deleted = "DELETED"
    }

    var kind: Kind
    var type: String
    var id: String
    /// The fields the mutation changed (for `updated`): scalar fields set, and
    /// relation fields whose connections changed.
    var updatedFields: [String]
    /// The node's row before the mutation (for `updated` and `deleted`).
    var previousValues: SQLRow?
    /// The node's row as the mutation's transaction left it (not for `deleted`);
    /// read before the commit, and only while someone subscribes.
    var node: SQLRow?

    init(
        kind: Kind, type: String, id: String, updatedFields: [String] = [], previousValues: SQLRow? = nil, node: SQLRow? = nil
    ) {
        self.kind = kind
        self.type = type
        self.id = id
        self.updatedFields = updatedFields
        self.previousValues = previousValues
        self.node = node
    }
}

/// Fans out mutation events in-process: each subscriber gets every event
/// published after it subscribed, in order, until it stops listening. Give one
/// backend's to the next (`quill dev` reopening on a changed model) so that its
/// subscribers keep receiving.
public final class MutationEvents: Sendable {
    private struct State {
        var next = 0
        var subscribers: [Int: AsyncStream<MutationEvent>.Continuation] = [:]
    }

    private let state = Mutex(State())

    /// A fan-out with no subscribers yet.
    public init() {}

    /// The events published from now on; ending the iteration unsubscribes.
    func subscribe() -> AsyncStream<MutationEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: MutationEvent.self, bufferingPolicy: .bufferingNewest(10_000))
        let key = state.withLock { state in
            defer { state.next += 1 }
            state.subscribers[state.next] = continuation
            return state.next
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: key) }
        }
        return stream
    }

    /// Sends `events` to every subscriber.
    func publish(_ events: [MutationEvent]) {
        guard !events.isEmpty else { return }
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers {
            for event in events { subscriber.yield(event) }
        }
    }

    /// How many subscribers are listening.
    var subscriberCount: Int { state.withLock { $0.subscribers.count } }
}
