/// A subscription's source event stream (the spec's "Source Stream") with its
/// sequence type erased: built once per subscription from whatever
/// `AsyncSequence` a subscription resolver returns.
public struct EventStream: Sendable {
    private let makeIterator: @Sendable () -> SourceIterator

    public init<Events: AsyncSequence & Sendable>(_ events: Events) where Events.Element: Sendable {
        makeIterator = { SourceIterator(events.makeAsyncIterator()) }
    }

    func makeSourceIterator() -> SourceIterator {
        makeIterator()
    }
}

/// The iterator of an `EventStream`'s sequence, its type erased. Used by one task at a
/// time: its consumer's, then (see `EventIterator`) the task of its last, cancelled pull.
final class SourceIterator: @unchecked Sendable {
    private let nextEvent: () async throws -> (any Sendable)?

    init<Iterator: AsyncIteratorProtocol>(_ iterator: Iterator) where Iterator.Element: Sendable {
        var iterator = iterator
        nextEvent = { try await iterator.next() }
    }

    func next() async throws -> (any Sendable)? {
        try await nextEvent()
    }
}

/// One consumer's pull on an `EventStream`: the source's iterator, advanced in the
/// consumer's own task, one event per demand (no read-ahead, no task in between).
///
/// A Swift `AsyncSequence` has no `return()` (graphql-js calls the source
/// iterator's): it learns that its consumer is gone when the task calling its
/// `next()` is cancelled. That task is the consumer's, so cancelling it cancels a
/// `next()` under way (a source must honour cancellation, as `AsyncIteratorProtocol`
/// asks). Released while no `next()` runs (the consumer stopped iterating, or was
/// cancelled between events) before the source ended, it calls the source's `next()`
/// once more from a cancelled task, so the source sees the cancellation (an
/// `AsyncStream` runs its `onTermination`).
final class EventIterator {
    private let source: SourceIterator
    /// Whether the source ended (returned nil or threw): it is not asked again.
    private var ended = false

    init(_ events: EventStream) {
        source = events.makeSourceIterator()
    }

    deinit {
        guard !ended else { return }
        Task { [source] in
            withUnsafeCurrentTask { $0?.cancel() }
            _ = try? await source.next()
        }
    }

    /// The next event; `nil` when the source ended or the consuming task was cancelled.
    func next() async throws -> (any Sendable)? {
        do {
            guard let event = try await source.next() else {
                ended = true
                return nil
            }
            return event
        } catch {
            ended = true
            throw error
        }
    }
}

/// The response stream of a subscription (the spec's "MapSourceToResponseEvent"):
/// each source event executed as the root value of the subscription's selection
/// set. It ends when the source ends, when the consuming task is cancelled, or
/// after one response with the error a source throws (graphql-js 16 rejects the
/// iterator's `next()` with it; transports report it as one error message: here
/// it is that last response, so that iteration does not throw).
public struct ResponseStream: AsyncSequence, Sendable {
    public typealias Element = Response

    let events: EventStream
    let execute: @Sendable (_ event: any Sendable) async -> Response

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(events: EventIterator(events), execute: execute)
    }

    /// Executes the operation for each event as it is pulled.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// `nil` once the stream ended, releasing the source.
        private var events: EventIterator?
        private let execute: @Sendable (any Sendable) async -> Response

        init(events: EventIterator, execute: @escaping @Sendable (any Sendable) async -> Response) {
            self.events = events
            self.execute = execute
        }

        public mutating func next() async -> Response? {
            guard let source = events, !Task.isCancelled else { return finish() }
            let event: (any Sendable)?
            do {
                event = try await source.next()
            } catch {
                if Task.isCancelled || error is CancellationError { return finish() }
                events = nil
                return Response(errors: [error as? GraphQLError ?? GraphQLError(String(describing: error))])
            }
            guard let event, !Task.isCancelled else { return finish() }
            return await execute(event)
        }

        private mutating func finish() -> Response? {
            events = nil
            return nil
        }
    }
}

extension ResponseStream {
    /// A stream of responses made already (by a transformation of another stream): each
    /// element is a response as it is, and an error the sequence throws its last one.
    public init<Responses: AsyncSequence & Sendable>(responses: Responses) where Responses.Element == Response {
        self.init(events: EventStream(responses)) { event in
            // The events are the sequence's own responses.
            event as? Response ?? Response(errors: [GraphQLError("Not a response: \(event).")])
        }
    }
}
