import Synchronization

/// One subscriber's events, in the order published: a commit's events are queued under one
/// lock, and its single consumer takes them one at a time, waiting only when none is
/// queued. At most `limit` wait; beyond that the oldest are dropped (a subscriber that falls
/// that far behind loses events rather than the server buffering without bound).
final class MutationEventQueue: Sendable {
    /// How many events may wait for the consumer.
    static let limit = 10_000

    private struct State {
        var events: [MutationEvent] = []
        /// Index of the oldest waiting event in `events`.
        var head = 0
        /// The consumer, waiting for an event (only while none is queued).
        var waiter: UnsafeContinuation<MutationEvent?, Never>?
        var ended = false

        mutating func take() -> MutationEvent? {
            guard head < events.count else { return nil }
            let event = events[head]
            head += 1
            if head == events.count {
                events.removeAll(keepingCapacity: true)
                head = 0
            }
            return event
        }

        mutating func append(_ batch: ArraySlice<MutationEvent>) {
            events.append(contentsOf: batch)
            let excess = events.count - head - MutationEventQueue.limit
            if excess > 0 { head += excess }
            if head > events.count / 2 {
                events.removeFirst(head)
                head = 0
            }
        }
    }

    private let state = Mutex(State())
    /// Called once, when the queue ends: the fan-out forgets it.
    private let ended: @Sendable () -> Void

    init(ended: @escaping @Sendable () -> Void) {
        self.ended = ended
    }

    /// Queues `batch` (nothing once the queue ended), handing the first to a waiting consumer.
    func append(_ batch: [MutationEvent]) {
        guard !batch.isEmpty else { return }
        let handed: (UnsafeContinuation<MutationEvent?, Never>, MutationEvent)? = state.withLock { state in
            guard !state.ended else { return nil }
            guard let waiter = state.waiter else {
                state.append(batch[...])
                return nil
            }
            state.waiter = nil
            state.append(batch.dropFirst())
            return (waiter, batch[0])
        }
        if let (waiter, event) = handed { waiter.resume(returning: event) }
    }

    /// The next event, waiting for one if none is queued; nil once the queue ended, which
    /// cancelling the waiting task does.
    func next() async -> MutationEvent? {
        let queued: MutationEvent?? = state.withLock { state in
            if state.ended { return .some(nil) }
            if let event = state.take() { return .some(event) }
            return .none
        }
        if let queued { return queued }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<MutationEvent?, Never>) in
                let now: MutationEvent?? = state.withLock { state in
                    if state.ended { return .some(nil) }
                    if let event = state.take() { return .some(event) }
                    state.waiter = continuation
                    return .none
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            end()
        }
    }

    /// Ends the queue: drops what waits, answers a waiting consumer with nil, and tells the fan-out.
    func end() {
        let (first, waiter) = state.withLock { state in
            defer {
                state.ended = true
                state.events = []
                state.head = 0
                state.waiter = nil
            }
            return (!state.ended, state.waiter)
        }
        waiter?.resume(returning: nil)
        if first { ended() }
    }
}

/// The events published after `MutationEvents.subscribe()`, for one consumer (as an
/// `AsyncStream`'s): cancelling the task that iterates or releasing the iterator ends the
/// subscription, and so does releasing a stream that was never iterated.
struct MutationEventStream: AsyncSequence, Sendable {
    /// Ends the queue when released, unless it was handed to an iterator.
    final class Subscription: Sendable {
        let queue: MutationEventQueue
        let iterated = Atomic(false)
        init(_ queue: MutationEventQueue) { self.queue = queue }
        deinit { if !iterated.load(ordering: .relaxed) { queue.end() } }
    }

    /// Ends the queue when the iterator is released.
    final class Consumer: Sendable {
        let queue: MutationEventQueue
        init(_ queue: MutationEventQueue) { self.queue = queue }
        deinit { queue.end() }
    }

    private let subscription: Subscription

    init(_ queue: MutationEventQueue) {
        subscription = Subscription(queue)
    }

    func makeAsyncIterator() -> Iterator {
        subscription.iterated.store(true, ordering: .relaxed)
        return Iterator(consumer: Consumer(subscription.queue))
    }

    struct Iterator: AsyncIteratorProtocol {
        let consumer: Consumer

        mutating func next() async -> MutationEvent? {
            await consumer.queue.next()
        }
    }
}
