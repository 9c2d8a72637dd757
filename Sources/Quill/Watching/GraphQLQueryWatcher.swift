import QuillSync

/// Watches a query: delivers its result, then its result again each time a field it
/// read changes in the cache (re-read from the cache, with no request), fetching again
/// when the cache no longer holds the whole query and the policy allows.
///
/// An `AsyncSequence` of results (one consumer), or a handler's calls on a queue.
/// Releasing the watcher (or `cancel()`) stops it: the store holds watchers weakly, and
/// an iteration holds its watcher until it ends.
public final class GraphQLQueryWatcher<Query: GraphQLQuery>: AsyncSequence, Cancellable, StoreWatcher {
    public typealias Element = Result<GraphQLResult<Query.Data>, any Error>

    public let query: Query
    public let cachePolicy: CachePolicy
    /// Whether a change that leaves the query incomplete in the cache fetches it again
    /// (Apollo's `refetchOnFailedUpdates`); when not, the watcher waits for the next change.
    public let refetchOnFailedUpdates: Bool
    private let client: QuillClient
    /// The caller's `RequestContext.userInfo`, on each of the watcher's requests.
    private let userInfo: [String: any Sendable]
    private let stream: AsyncStream<Element>
    private let state: Locked<State>
    private let id = Locked<Int?>(nil)

    /// How results leave the watcher.
    enum Delivery {
        case stream(AsyncStream<Element>.Continuation)
        case handler(CallbackHandler<Element>)
    }

    private struct State {
        var delivery: Delivery?
        var lastData: Query.Data?
        var fetch: Task<Void, Never>?
        var isCancelled = false
    }

    init(
        client: QuillClient, query: Query, cachePolicy: CachePolicy, refetchOnFailedUpdates: Bool = true,
        userInfo: [String: any Sendable] = [:], delivery handler: CallbackHandler<Element>?
    ) {
        self.client = client
        self.query = query
        self.cachePolicy = cachePolicy
        self.refetchOnFailedUpdates = refetchOnFailedUpdates
        self.userInfo = userInfo
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        self.stream = stream
        state = Locked(State(delivery: handler.map(Delivery.handler) ?? .stream(continuation)))
        if handler != nil { continuation.finish() }
        id.withLock { $0 = client.store.register(self) }
        fetch(cachePolicy)
    }

    deinit {
        stop()
    }

    /// Fetches the query from the server again (its answer is delivered like any result).
    public func refetch() {
        fetch(.fetchIgnoringCacheData)
    }

    /// Stops watching: no more results, and the sequence ends.
    public func cancel() {
        stop()
    }

    private func stop() {
        let (fetch, delivery) = state.withLock { state in
            state.isCancelled = true
            defer {
                state.fetch = nil
                state.delivery = nil
            }
            return (state.fetch, state.delivery)
        }
        fetch?.cancel()
        if case .stream(let continuation)? = delivery { continuation.finish() }
        if let id = id.withLock({ $0 }) { client.store.unregister(id) }
    }

    private func fetch(_ policy: CachePolicy) {
        let context = RequestContext(userInfo: userInfo, watcherID: id.withLock { $0 }, optimisticLayer: nil)
        let results = client.networkTransport.send(operation: query, cachePolicy: policy, context: context)
        let outlet = outlet
        let task = Task {
            do {
                for try await result in results { outlet.deliver(.success(result)) }
            } catch is CancellationError {
                return
            } catch {
                outlet.deliver(.failure(error))
            }
        }
        let previous = state.withLock { state in
            if state.isCancelled {
                task.cancel()
                return Task<Void, Never>?.none
            }
            defer { state.fetch = task }
            return state.fetch
        }
        previous?.cancel()
    }

    /// Re-reads the query from the cache (a field it read changed).
    func storeDidChange() {
        state.withLock { state in
            guard !state.isCancelled else { return }
            do throws(CacheError) {
                let result = try client.store.read(query, collectingDependencies: true)
                outlet.deliver(.success(result), in: &state)
            } catch  where error.isMiss && cachePolicy != .returnCacheDataDontFetch {
                guard refetchOnFailedUpdates else { return }
                Task { [weak self] in self?.fetch(.fetchIgnoringCacheData) }
            } catch {
                outlet.deliver(.failure(error), in: &state)
            }
        }
    }

    private var outlet: Outlet { Outlet(client: client, state: state, id: id) }

    /// What delivering a result needs, without the watcher: a fetch's task holds this, so
    /// that releasing the watcher frees it at once, even while a result is on its way.
    private struct Outlet: Sendable {
        let client: QuillClient
        let state: Locked<State>
        let id: Locked<Int?>

        func deliver(_ element: Element) {
            state.withLock { deliver(element, in: &$0) }
        }

        /// Records what the result depends on and passes it on, unless its data is the
        /// data delivered last (a change that did not change what the query reads).
        func deliver(_ element: Element, in state: inout State) {
            guard !state.isCancelled else { return }
            if case .success(let result) = element {
                if let keys = result.dependentKeys, let id = id.withLock({ $0 }) { client.store.setDependencies(id, keys) }
                if result.errors == nil, let data = result.data, data == state.lastData, result.source == .cache { return }
                state.lastData = result.data
            }
            switch state.delivery {
            case .stream(let continuation): continuation.yield(element)
            case .handler(let handler): handler(element)
            case nil: return
            }
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        /// Keeps the watcher alive while it is iterated.
        let watcher: GraphQLQueryWatcher
        var base: AsyncStream<Element>.Iterator

        public mutating func next() async -> Element? {
            await base.next()
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(watcher: self, base: stream.makeAsyncIterator())
    }
}
