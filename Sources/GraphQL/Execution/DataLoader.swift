import QuillSync

/// Batches and caches loads by key within one request (graphql-js's companion
/// `dataloader`): the keys requested while the execution's other resolvers are
/// still running go to the batch function together, once each.
///
/// ```swift
/// struct AppContext: Sendable {
///     let users = DataLoader<String, User> { ids in
///         let found = try await database.users(ids: ids)
///         return ids.map { id in found[id].map(Result.success) ?? .failure(NotFound(id)) }
///     }
/// }
/// resolvers.field("Post", "author", on: Post.self) { post, _, context, _ in
///     try await context.users.load(post.authorID)
/// }
/// ```
///
/// Create one per request (in the context): values stay cached for the
/// loader's lifetime. (A subscription's events share its context, so a loader
/// there caches across events.)
///
/// "One tick" in Swift concurrency: the executor counts the tasks it runs for a
/// request (async sibling fields and list items run as child tasks). A task
/// that waits for a key stops counting; when no counted task is left running,
/// every one is waiting for a key or for its children, and the loaders with
/// waiting keys dispatch their batches. So N sibling fields loading N keys
/// make one batch, and each level of nesting one more. A load from a task the
/// executor did not start (an `async let` inside a resolver) or outside an
/// execution cannot be counted: its batch is dispatched after a `Task.yield()`,
/// or with the next counted batch if that comes first.
public final class DataLoader<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// Loads many keys at once: one result per key, in the keys' order.
    public typealias BatchLoad = @Sendable (_ keys: [Key]) async throws -> [Result<Value, any Error>]

    private let batchLoad: BatchLoad
    private let state = Locked(State())

    private struct State {
        var entries: [Key: Entry] = [:]
        /// The keys of the next batch, in the order first requested.
        var queue: [Key] = []
    }

    private enum Entry {
        case waiting([Waiter])
        case loaded(Result<Value, any Error>)
    }

    /// A task waiting for a key, with the scheduler that counts it, if any.
    private struct Waiter {
        let continuation: CheckedContinuation<Value, any Error>
        let scheduler: BatchScheduler?
    }

    public init(_ batchLoad: @escaping BatchLoad) {
        self.batchLoad = batchLoad
    }

    /// The value of `key`, from the cache or the next batch.
    public func load(_ key: Key) async throws -> Value {
        if let result = enqueue([key]) { return try result.get() }
        return try await wait(for: key)
    }

    /// The values of `keys`, each its own result; the keys not cached share one batch.
    public func loadMany(_ keys: [Key]) async -> [Result<Value, any Error>] {
        _ = enqueue(keys)
        var results: [Result<Value, any Error>] = []
        results.reserveCapacity(keys.count)
        for key in keys {
            do {
                results.append(.success(try await wait(for: key)))
            } catch {
                results.append(.failure(error))
            }
        }
        return results
    }

    /// Forgets the value of `key` (not a load in flight).
    public func clear(_ key: Key) {
        state.withLock { state in
            if case .loaded = state.entries[key] { state.entries[key] = nil }
        }
    }

    /// Forgets every value loaded.
    public func clearAll() {
        state.withLock { state in state.entries = state.entries.filter { if case .waiting = $0.value { true } else { false } } }
    }

    /// Caches `value` for `key` unless the key is already cached or loading.
    public func prime(_ key: Key, _ value: Value) {
        state.withLock { state in
            if state.entries[key] == nil { state.entries[key] = .loaded(.success(value)) }
        }
    }

    /// Queues the keys not yet known; the cached result of a single key.
    private func enqueue(_ keys: [Key]) -> Result<Value, any Error>? {
        let (cached, startsBatch) = state.withLock { state -> (Result<Value, any Error>?, Bool) in
            let wasEmpty = state.queue.isEmpty
            for key in keys {
                switch state.entries[key] {
                case .loaded(let result) where keys.count == 1: return (result, false)
                case .loaded, .waiting: continue
                case nil:
                    state.entries[key] = .waiting([])
                    state.queue.append(key)
                }
            }
            return (nil, wasEmpty && !state.queue.isEmpty)
        }
        if startsBatch { BatchScheduler.current?.schedule { await self.dispatch() } }
        return cached
    }

    /// Waits for the result of a queued or cached key.
    private func wait(for key: Key) async throws -> Value {
        let scheduler = BatchScheduler.current.flatMap { $0.isCounting ? $0 : nil }
        return try await withCheckedThrowingContinuation { continuation in
            let cached = state.withLock { state -> Result<Value, any Error>? in
                switch state.entries[key] {
                case .loaded(let result): return result
                case .waiting(let waiting):
                    state.entries[key] = .waiting(waiting + [Waiter(continuation: continuation, scheduler: scheduler)])
                    return nil
                case nil:
                    preconditionFailure("A key is queued before it is waited for")
                }
            }
            if let cached {
                continuation.resume(with: cached)
            } else if let scheduler {
                scheduler.waiting()
            } else {
                // No count can tell when this task waits: dispatch after the others ran.
                Task {
                    await Task.yield()
                    await self.dispatch()
                }
            }
        }
    }

    /// Loads the queued keys in one call and resumes their waiters.
    private func dispatch() async {
        let keys = state.withLock { state in
            defer { state.queue = [] }
            return state.queue
        }
        guard !keys.isEmpty else { return }
        var results: [Result<Value, any Error>]
        var cacheResults = true
        do {
            results = try await batchLoad(keys)
            if results.count != keys.count {
                let error = GraphQLError(
                    "DataLoader's batch function returned \(results.count) results for \(keys.count) keys.")
                results = keys.map { _ in .failure(error) }
            }
        } catch {
            results = keys.map { _ in .failure(error) }
            cacheResults = false
        }
        let resumed = state.withLock { state in
            var resumed: [(Waiter, Result<Value, any Error>)] = []
            for (key, result) in zip(keys, results) {
                if case .waiting(let waiting) = state.entries[key] {
                    resumed += waiting.map { ($0, result) }
                }
                state.entries[key] = cacheResults ? .loaded(result) : nil
            }
            return resumed
        }
        for (waiter, _) in resumed { waiter.scheduler?.resuming(1) }
        for (waiter, result) in resumed { waiter.continuation.resume(with: result) }
    }
}

/// The executor's count of the running tasks of one request, which tells
/// `DataLoader`s when to dispatch (see `DataLoader`).
final class BatchScheduler: Sendable {
    /// The scheduler of the request a task runs for.
    @TaskLocal static var current: BatchScheduler?
    /// The task the executor counts (its identity), so that loads from other
    /// tasks leave the count alone.
    @TaskLocal private static var countedTask: Int?

    private let state = Locked(State())

    private struct State {
        /// Counted tasks that are neither waiting for a key nor for their children.
        var running = 1
        var batches: [@Sendable () async -> Void] = []
    }

    /// Whether the current task is one the executor counts.
    var isCounting: Bool {
        Self.countedTask != nil && Self.countedTask == withUnsafeCurrentTask { $0?.hashValue }
    }

    /// Runs an execution's root task, counted.
    func runRoot<T>(_ body: () async -> T) async -> T {
        await Self.$current.withValue(self) {
            await Self.$countedTask.withValue(withUnsafeCurrentTask { $0?.hashValue }) { await body() }
        }
    }

    /// The counted current task starts `count` child tasks and waits for them.
    func forking(_ count: Int) {
        change(by: count - 1)
    }

    /// The body of a child task started after `forking`: counted until it ends.
    static func child<T>(of scheduler: BatchScheduler?, _ body: () async -> T) async -> T {
        guard let scheduler else { return await body() }
        let result = await $countedTask.withValue(withUnsafeCurrentTask { $0?.hashValue }) { await body() }
        scheduler.change(by: -1)
        return result
    }

    /// The counted current task resumes after its children ended.
    func joined() {
        change(by: 1)
    }

    /// A batch to dispatch once no counted task runs.
    func schedule(_ batch: @escaping @Sendable () async -> Void) {
        state.withLock { $0.batches.append(batch) }
        change(by: 0)
    }

    /// The counted current task waits for a key; a batch resumes it.
    func waiting() {
        change(by: -1)
    }

    /// A batch resumes `count` waiters, which count again.
    func resuming(_ count: Int) {
        change(by: count)
    }

    private func change(by delta: Int) {
        let batches = state.withLock { state -> [@Sendable () async -> Void] in
            state.running += delta
            guard state.running <= 0, !state.batches.isEmpty else { return [] }
            defer { state.batches = [] }
            state.running += state.batches.count
            return state.batches
        }
        for batch in batches {
            Task {
                await Self.$current.withValue(self) {
                    await Self.$countedTask.withValue(withUnsafeCurrentTask { $0?.hashValue }) { await batch() }
                }
                self.change(by: -1)
            }
        }
    }
}
