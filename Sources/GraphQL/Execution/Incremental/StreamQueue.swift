import QuillSync

/// A stream's completed items in order, then its end or failure (graphql-js's
/// `StreamItemQueue`), taken in batches by the publisher. Items that cannot
/// suspend are completed when a batch is due, as many as the queue holds (100
/// entries, as graphql-js's); the others by a task of their own as they come.
final class StreamQueue: Sendable {
    enum Entry: Sendable {
        case item(WorkResult)
        case end
        case failure(GraphQLError)
    }

    static let capacity = 100

    private let state = Locked(State())

    private struct State {
        var entries: [Entry] = []
        /// The next item to complete without suspending.
        var next = 0
        var finished = false
        /// Whether a batch is due and none was there: the next entry makes one.
        var waiting = false
        /// The items delivered so far.
        var delivered = 0
    }

    /// Completes items without suspending until the queue is full or finished.
    func fill(_ stream: ItemStream, _ execution: IncrementalExecution) {
        state.withLock { state in
            while !state.finished, state.entries.count < Self.capacity {
                guard state.next < stream.items.count else {
                    state.entries.append(.end)
                    state.finished = true
                    break
                }
                switch execution.completeSync(stream, state.next) {
                case .success(let item): state.entries.append(.item(item))
                case .failure(let error):
                    state.entries.append(.failure(error))
                    state.finished = true
                }
                state.next += 1
            }
        }
    }

    /// The next batch as a graph event: the leading items (and the end, when it
    /// follows them), or the end or failure at the head; nil when empty.
    func take(_ stream: ItemStream) -> GraphEvent? {
        state.withLock { Self.take(stream, &$0) }
    }

    /// `take`, or waits: the entry that comes next makes the batch.
    func takeOrWait(_ stream: ItemStream) -> GraphEvent? {
        state.withLock { state in
            let event = Self.take(stream, &state)
            state.waiting = event == nil
            return event
        }
    }

    /// Adds an entry a producing task completed; the batch it makes when one was due.
    func append(_ entry: Entry, _ stream: ItemStream) -> GraphEvent? {
        state.withLock { state in
            state.entries.append(entry)
            guard state.waiting else { return nil }
            state.waiting = false
            return Self.take(stream, &state)
        }
    }

    /// Counts `count` items delivered; the index (after `initialCount`) of the first of them.
    func delivered(_ count: Int) -> Int {
        state.withLock { state in
            defer { state.delivered += count }
            return state.delivered
        }
    }

    private static func take(_ stream: ItemStream, _ state: inout State) -> GraphEvent? {
        guard let head = state.entries.first else { return nil }
        switch head {
        case .end:
            state.entries.removeFirst()
            return .streamSuccess(stream)
        case .failure(let error):
            state.entries.removeFirst()
            return .streamFailure(stream, error)
        case .item:
            var items: [WorkResult] = []
            while items.count < capacity, case .item(let item)? = state.entries.first {
                items.append(item)
                state.entries.removeFirst()
            }
            guard case .end? = state.entries.first else { return .streamItems(stream, items, stopped: false) }
            state.entries.removeFirst()
            return .streamItems(stream, items, stopped: true)
        }
    }
}
