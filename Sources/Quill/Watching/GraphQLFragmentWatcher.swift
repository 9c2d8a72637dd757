import QuillSync

/// Watches a fragment in the cache, the object of one record (apollo-ios #2329): delivers
/// it, then again each time a field it read changes (a query's or a mutation's answer, a
/// store write); it never sends a request. While the record (or a field the fragment
/// selects) is missing, the result is a `CacheError` miss, and a write to the record's
/// fields delivers the fragment.
///
/// An `AsyncSequence` of results (one consumer). Releasing the watcher (or `cancel()`)
/// stops it; an iteration holds its watcher until it ends.
public final class GraphQLFragmentWatcher<Fragment: GraphQLFragment>: AsyncSequence, Cancellable, StoreWatcher {
    public typealias Element = Result<Fragment, CacheError>

    /// The record the fragment is read from.
    public let key: CacheKey
    private let store: QuillStore
    private let variables: JSONObject?
    private let stream: AsyncStream<Element>
    private let state: Locked<State>

    private struct State {
        var continuation: AsyncStream<Element>.Continuation?
        var id: Int?
        var lastData: Fragment?
        var lastWasMiss = false
    }

    init(store: QuillStore, key: CacheKey, variables: JSONObject?) {
        self.store = store
        self.key = key
        self.variables = variables
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        self.stream = stream
        state = Locked(State(continuation: continuation))
        let id = store.register(self)
        state.withLock { $0.id = id }
        storeDidChange()
    }

    deinit {
        cancel()
    }

    /// Stops watching: no more results, and the sequence ends.
    public func cancel() {
        let (continuation, id) = state.withLock { state in
            defer {
                state.continuation = nil
                state.id = nil
            }
            return (state.continuation, state.id)
        }
        continuation?.finish()
        if let id { store.unregister(id) }
    }

    /// Reads the fragment again (a field it read changed), and delivers it unless it is
    /// what was delivered last.
    func storeDidChange() {
        state.withLock { state in
            guard let continuation = state.continuation, let id = state.id else { return }
            do throws(CacheError) {
                let (object, dependencies) = try store.read(Fragment.self, key: key, variables: variables, collectingDependencies: true)
                store.setDependencies(id, dependencies)
                let fragment = Fragment(_dataDict: DataDict(object))
                guard fragment != state.lastData || state.lastWasMiss else { return }
                state.lastData = fragment
                state.lastWasMiss = false
                continuation.yield(.success(fragment))
            } catch {
                // What was read before the miss is not known: the record's own fields are.
                store.setDependencies(id, store.fieldKeys(of: Fragment.self, key: key, variables: variables))
                state.lastData = nil
                state.lastWasMiss = true
                continuation.yield(.failure(error))
            }
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        /// Keeps the watcher alive while it is iterated.
        let watcher: GraphQLFragmentWatcher
        var base: AsyncStream<Element>.Iterator

        public mutating func next() async -> Element? {
            await base.next()
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(watcher: self, base: stream.makeAsyncIterator())
    }
}
