import GraphQL
import QuillSync

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
    /// For each relation field in `updatedFields` (under `@auth` rules): the nodes whose
    /// connections to this one changed, so that a subscriber who may read none of them
    /// is not told that the field changed.
    var counterparts: [String: [Counterpart]]

    /// A node on the other side of a changed connection: its type and owner.
    struct Counterpart: Sendable, Hashable {
        var type: String
        var owner: String?
    }

    init(
        kind: Kind, type: String, id: String, updatedFields: [String] = [], previousValues: SQLRow? = nil, node: SQLRow? = nil,
        counterparts: [String: [Counterpart]] = [:]
    ) {
        self.kind = kind
        self.type = type
        self.id = id
        self.updatedFields = updatedFields
        self.previousValues = previousValues
        self.node = node
        self.counterparts = counterparts
    }
}

/// Fans out mutation events in-process: each subscriber gets every event
/// published after it subscribed, in order, until it stops listening. Give one
/// backend's to the next (`quill dev` reopening on a changed model) so that its
/// subscribers keep receiving.
///
/// On a database shared by many processes (PostgreSQL) the events come from a
/// `NotificationChannel` (`relay(from:)`): every process's committed mutations, this
/// one's included, in commit order.
public final class MutationEvents: Sendable {
    private struct State {
        var next = 0
        var subscribers: [Int: MutationEventQueue] = [:]
        /// Which `relay(from:)` listens now: its listener's reports count, earlier ones' not.
        var relay = 0
        var relaysMade = 0
        /// Why the current relay's listener does not hear its channel, while it does not.
        var relayLost: String?
    }

    private struct Relay {
        var listener: (any NotificationListener)?
        /// The ids of the payloads published last (oldest first), so that one heard twice
        /// (by the listener of a reopened backend and its predecessor's) is published once.
        var recent: [String] = []
    }

    private let state = Locked(State())
    private let relayState = Locked(Relay())
    /// How many payload ids `relayState` remembers.
    private static let recentLimit = 256

    /// A fan-out with no subscribers yet.
    public init() {}

    deinit {
        relayState.withLock { $0.listener }?.stop()
    }

    /// Publishes the events of every transaction committed on `channel` from now on,
    /// instead of those of the channel relayed before (which stops once this one listens).
    func relay(from channel: any NotificationChannel) throws {
        let (relay, before) = state.withLock { state in
            defer {
                state.relaysMade += 1
                state.relay = state.relaysMade
                state.relayLost = nil
            }
            return (state.relaysMade + 1, (state.relay, state.relayLost))
        }
        let listener: any NotificationListener
        do {
            listener = try channel.listen(
                { [weak self] payload in self?.receive(payload) }, changed: { [weak self] in self?.relayChanged($0, relay: relay) })
        } catch {
            // The previous relay goes on.
            state.withLock { state in
                if state.relay == relay { (state.relay, state.relayLost) = before }
            }
            throw error
        }
        let previous = relayState.withLock { relay in
            defer { relay.listener = listener }
            return relay.listener
        }
        previous?.stop()
    }

    /// Publishes the events of a payload heard on the relayed channel, once per id.
    private func receive(_ payload: [UInt8]) {
        guard let (id, events) = MutationEventCoding.decode(payload) else { return }
        let isNew = relayState.withLock { relay in
            guard !relay.recent.contains(id) else { return false }
            relay.recent.append(id)
            if relay.recent.count > Self.recentLimit { relay.recent.removeFirst() }
            return true
        }
        if isNew { publish(events) }
    }

    /// The relayed channel's listener lost its connection (every subscriber may miss
    /// events: each ends with `missed`, as do subscriptions made until it listens again), or
    /// listens again. A listener being replaced (`relay`) is not heard.
    private func relayChanged(_ listener: ListenerState, relay: Int) {
        let subscribers = state.withLock { state -> [MutationEventQueue] in
            guard state.relay == relay else { return [] }
            switch listener {
            case .lost(let reason):
                state.relayLost = reason
                return Array(state.subscribers.values)
            case .listening:
                state.relayLost = nil
                return []
            }
        }
        if case .lost(let reason) = listener {
            for subscriber in subscribers { subscriber.fail(Self.relayMissed(reason)) }
        }
    }

    /// The error of a subscriber that may have missed events: why, and that it should subscribe again.
    static func missed(_ why: String) -> GraphQLError {
        APIError.error("\(why) Events were missed; subscribe again.", .eventsMissed)
    }

    private static func relayMissed(_ reason: String) -> GraphQLError {
        missed("The connection that hears the database's events was lost (\(reason)).")
    }

    /// The events published from now on; ending the iteration unsubscribes. A subscriber
    /// more than `MutationEventQueue.limit` events behind, or subscribed while the relayed
    /// channel is not heard, ends with `missed`.
    func subscribe() -> MutationEventStream {
        let (queue, relayLost) = state.withLock { state in
            defer { state.next += 1 }
            let key = state.next
            let queue = MutationEventQueue { [weak self] in
                _ = self?.state.withLock { $0.subscribers.removeValue(forKey: key) }
            }
            state.subscribers[key] = queue
            return (queue, state.relayLost)
        }
        if let relayLost { queue.fail(Self.relayMissed(relayLost)) }
        return MutationEventStream(queue)
    }

    /// Sends `events` to every subscriber: one append per subscriber.
    func publish(_ events: [MutationEvent]) {
        guard !events.isEmpty else { return }
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers { subscriber.append(events) }
    }

    /// How many subscribers are listening.
    public var subscriberCount: Int { state.withLock { $0.subscribers.count } }
}
