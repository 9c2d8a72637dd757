import GraphQL
import QuillSync

/// One subscriber's events, in the order published: a commit's events are queued under one
/// lock, and its single consumer takes them one at a time, waiting only when none is
/// queued. At most `limit` wait: a subscriber that falls further behind gets those, then
/// the error `MutationEvents.missed` says, and ends (rather than the server buffering
/// without bound, or the subscriber missing events unawares). `fail` ends it so too.
final class MutationEventQueue: Sendable {
    /// How many events may wait for the consumer.
    static let limit = 10_000

    private struct State {
        var events: [MutationEvent] = []
        /// Index of the oldest waiting event in `events`.
        var head = 0
        /// The consumer, waiting for an event (only while none is queued).
        var waiter: UnsafeContinuation<MutationEvent?, any Error>?
        var ended = false
        /// Why events were missed: thrown to the consumer after the events queued before.
        var failure: GraphQLError?

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
            guard failure == nil else { return }
            if events.count - head + batch.count > MutationEventQueue.limit {
                failure = MutationEvents.missed("This subscription fell more than \(MutationEventQueue.limit) events behind.")
                return
            }
            if head > events.count / 2 {
                events.removeFirst(head)
                head = 0
            }
            events.append(contentsOf: batch)
        }

        /// What the consumer gets now: nil once ended, the next event, else the failure;
        /// nothing yet (nil) when it must wait.
        mutating func poll() -> Result<MutationEvent?, GraphQLError>? {
            if ended { return .success(nil) }
            if let event = take() { return .success(event) }
            return failure.map { .failure($0) }
        }
    }

    private let state = Locked(State())
    /// Called once, when the queue ends: the fan-out forgets it.
    private let ended: @Sendable () -> Void

    init(ended: @escaping @Sendable () -> Void) {
        self.ended = ended
    }

    /// Queues `batch` (nothing once the queue ended or failed), handing the first to a waiting consumer.
    func append(_ batch: [MutationEvent]) {
        guard !batch.isEmpty else { return }
        let handed: (UnsafeContinuation<MutationEvent?, any Error>, MutationEvent)? = state.withLock { state in
            guard !state.ended, state.failure == nil else { return nil }
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

    /// Ends the queue with `error` after the events already queued (unless it failed or ended before).
    func fail(_ error: GraphQLError) {
        let waiter = state.withLock { state -> UnsafeContinuation<MutationEvent?, any Error>? in
            guard !state.ended, state.failure == nil else { return nil }
            state.failure = error
            defer { state.waiter = nil }
            return state.waiter
        }
        guard let waiter else { return }
        end()
        waiter.resume(throwing: error)
    }

    /// The next event, waiting for one if none is queued; after the last queued, the error
    /// of `fail` or of falling behind, if any; nil once the queue ended, which cancelling
    /// the waiting task does.
    func next() async throws -> MutationEvent? {
        let queued = state.withLock { $0.poll() }
        if case .failure(let error) = queued { end(); throw error }
        if case .success(let event) = queued { return event }
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<MutationEvent?, any Error>) in
                let now = state.withLock { state in
                    let now = state.poll()
                    if now == nil { state.waiter = continuation }
                    return now
                }
                if case .failure = now { end() }
                if let now { continuation.resume(with: now) }
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
        let iterated = Locked(false)
        init(_ queue: MutationEventQueue) { self.queue = queue }
        deinit { if !iterated.value { queue.end() } }
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
        subscription.iterated.withLock { $0 = true }
        return Iterator(consumer: Consumer(subscription.queue))
    }

    struct Iterator: AsyncIteratorProtocol {
        let consumer: Consumer

        mutating func next() async throws -> MutationEvent? {
            try await consumer.queue.next()
        }
    }
}
