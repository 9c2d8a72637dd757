import GraphQL
import Synchronization

/// The `tripsBooked` events: each booking or cancellation is sent to every subscriber.
final class TripEvents: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<JSONValue>.Continuation]>([:])
    private let nextID = Atomic(0)

    /// A new subscriber's events, `{"tripsBooked": change}`, until it goes away.
    func subscribe() -> AsyncStream<JSONValue> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (events, continuation) = AsyncStream<JSONValue>.makeStream(bufferingPolicy: .bufferingNewest(1000))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return events
    }

    /// Sends a change in the number of booked trips.
    func publish(_ change: Int) {
        for subscriber in subscribers.withLock({ Array($0.values) }) {
            subscriber.yield(["tripsBooked": .int(change)])
        }
    }

    /// How many subscribers listen (for tests that wait for one).
    var subscriberCount: Int { subscribers.withLock { $0.count } }
}
