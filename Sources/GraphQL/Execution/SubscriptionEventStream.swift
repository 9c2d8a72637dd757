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

/// The iterator of an `EventStream`'s sequence, its type erased.
final class SourceIterator {
    private let nextEvent: () async throws -> (any Sendable)?

    init<Iterator: AsyncIteratorProtocol>(_ iterator: Iterator) where Iterator.Element: Sendable {
        var iterator = iterator
        nextEvent = { try await iterator.next() }
    }

    func next() async throws -> (any Sendable)? {
        try await nextEvent()
    }
}

/// One consumer's pull on an `EventStream`.
///
/// A Swift `AsyncSequence` has no `return()` (graphql-js calls the source
/// iterator's): it learns that its consumer is gone when the task calling its
/// `next()` is cancelled. So the source is iterated by a task of its own, one
/// event per demand (no read-ahead), and that task is cancelled when the
/// consumer's task is cancelled or its iterator is released; if the task is not
/// inside the source's `next()` then, it calls it once more, cancelled, so the
/// source sees the cancellation (an `AsyncStream` runs its `onTermination`).
final class EventIterator {
    private let demand: AsyncStream<Void>.Continuation
    private var results: AsyncThrowingStream<any Sendable, any Error>.AsyncIterator
    private let pump: Task<Void, Never>

    init(_ events: EventStream) {
        let (demands, demand) = AsyncStream<Void>.makeStream()
        let (resultStream, results) = AsyncThrowingStream<any Sendable, any Error>.makeStream()
        pump = Task {
            let source = events.makeSourceIterator()
            do {
                for await _ in demands {
                    guard let event = try await source.next() else { return results.finish() }
                    results.yield(event)
                }
                _ = try? await source.next()
                results.finish()
            } catch {
                results.finish(throwing: error)
            }
        }
        results.onTermination = { [pump] _ in pump.cancel() }
        self.demand = demand
        self.results = resultStream.makeAsyncIterator()
    }

    deinit {
        demand.finish()
        pump.cancel()
    }

    /// The next event; `nil` when the source ended or the consuming task was cancelled.
    func next() async throws -> (any Sendable)? {
        demand.yield()
        return try await results.next()
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
