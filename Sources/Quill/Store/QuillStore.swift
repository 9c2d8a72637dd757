import Foundation
import QuillSync

/// The normalized store: a `NormalizedCache` with the optimistic layers over it, the
/// watchers of its records, and the transactions that read and write it.
///
/// Every access goes through one lock (a `Locked`, not an actor: reads and writes are
/// short synchronous work, and transactions run their closure atomically under it).
/// Watchers are told of changes after the lock is released.
public final class QuillStore: Sendable {
    let state: Locked<StoreState>
    /// Seconds since 1970, for times to live (a test sets its own clock).
    let now: @Sendable () -> Double

    public convenience init(cache: sending any NormalizedCache = InMemoryNormalizedCache()) {
        self.init(cache: cache, now: { Date().timeIntervalSince1970 })
    }

    init(cache: sending any NormalizedCache, now: @escaping @Sendable () -> Double) {
        state = Locked(StoreState(cache: cache))
        self.now = now
    }

    /// The key of an object's record from its JSON (seed 000: `{ $0["id"] }`); nil keys an
    /// object by its path. Without one, objects are keyed by their type's key fields or
    /// `Typename:id` (see `SchemaMetadata`).
    public var cacheKeyForObject: (@Sendable (JSONObject) -> JSONValue?)? {
        get { state.withLock { $0.cacheKeyForObject } }
        set { state.withLock { $0.cacheKeyForObject = newValue } }
    }

    /// How long fields stay fresh; a stale field is a cache miss.
    public var timeToLive: TimeToLive {
        get { state.withLock { $0.timeToLive } }
        set { state.withLock { $0.timeToLive = newValue } }
    }

    // MARK: Reading

    /// The query's data from the cache; a `CacheError` when something is missing or stale
    /// (`.miss`) or the cache fails.
    public func load<Query: GraphQLQuery>(query: Query) throws(CacheError) -> GraphQLResult<Query.Data> {
        try read(query, collectingDependencies: false)
    }

    /// An operation's data read from its root record, with the fields it was read from.
    func read<Operation: GraphQLOperation>(_ operation: Operation, collectingDependencies: Bool) throws(CacheError)
        -> GraphQLResult<Operation.Data>
    {
        let (object, dependencies) = try read(
            Operation.Data.self, key: CacheRootKey.forOperation(Operation.operationType), variables: operation.__variables,
            collectingDependencies: collectingDependencies, fieldPolicies: Operation.__fieldPolicies, maxAges: Operation.__cacheMaxAges)
        return GraphQLResult(
            data: Operation.Data(_dataDict: DataDict(object)), errors: nil, extensions: nil, source: .cache,
            dependentKeys: collectingDependencies ? dependencies : nil)
    }

    func read<Data: SelectionSet>(
        _: Data.Type, key: CacheKey, variables: JSONObject?, collectingDependencies: Bool,
        fieldPolicies: [String: [String: [String]]] = [:], maxAges: CacheMaxAges = CacheMaxAges()
    ) throws(CacheError) -> (JSONObject, CacheChanges) {
        let plan = PlanCache.plan(for: Data.self)
        let now = now()
        return try state.withLock { state throws(CacheError) in
            try Self.read(
                plan, key: key, variables: variables, collectingDependencies: collectingDependencies, fieldPolicies: fieldPolicies,
                maxAges: maxAges, now: now, in: &state)
        }
    }

    static func read(
        _ plan: SelectionPlan, key: CacheKey, variables: JSONObject?, collectingDependencies: Bool,
        fieldPolicies: [String: [String: [String]]] = [:], maxAges: CacheMaxAges = CacheMaxAges(), now: Double, in state: inout StoreState
    ) throws(CacheError) -> (JSONObject, CacheChanges) {
        // Only fields with times (written under a time to live or a max-age) are checked.
        let freshness = Freshness(now: now, policy: state.timeToLive.over(maxAges))
        var reader = CacheReader(
            variables: variables, freshness: freshness, collectsDependencies: collectingDependencies, fieldPolicies: fieldPolicies)
        let object = try reader.read(key: key, plan: plan, from: &state)
        return (object, reader.dependencies)
    }

    /// The fields of the record `key` that `Data`'s selections read there: what a watcher
    /// of data missing from the cache waits for.
    func fieldKeys<Data: SelectionSet>(of _: Data.Type, key: CacheKey, variables: JSONObject?) -> CacheChanges {
        let fields = PlanCache.plan(for: Data.self).fields(typename: nil, variables: variables).filter { !$0.isTypename }
        var changes = CacheChanges()
        changes.insert(key, fields: fields.map { $0.fixedKey ?? $0.key(variables: variables) })
        return changes
    }

    // MARK: Normalizing

    /// The records of an operation's data (nil: none) as the store writes them: its root
    /// record and the objects below, with `maxAge`, the response's `Cache-Control: max-age`.
    /// Data that does not match the operation's selections is a `.writeMismatch`.
    func records<Operation: GraphQLOperation>(of data: Operation.Data?, for operation: Operation, maxAge: Double?)
        throws(CacheError) -> RecordSet
    {
        guard let data else { return RecordSet() }
        let (keyForObject, timeToLive) = state.withLock { ($0.cacheKeyForObject, $0.timeToLive.over(Operation.__cacheMaxAges)) }
        return try Self.normalize(
            data, key: CacheRootKey.forOperation(Operation.operationType), variables: operation.__variables,
            time: Self.fieldTime(now: now(), maxAge: maxAge, timeToLive: timeToLive),
            keys: CacheKeyResolver(cacheKeyForObject: keyForObject, keyFields: Operation.__cacheKeyFields))
    }

    /// The records of a selection set's data, written into the record of `key` and the objects below.
    static func normalize<Data: SelectionSet>(
        _ data: Data, key: CacheKey, variables: JSONObject?, time: FieldTime?, keys: CacheKeyResolver
    ) throws(CacheError) -> RecordSet {
        var normalizer = ResponseNormalizer(variables: variables, keys: keys, writesRecords: true, time: time)
        do throws(ResponseMismatch) {
            try normalizer.normalize(data.__data._data, plan: PlanCache.plan(for: Data.self), key: key)
        } catch {
            throw CacheError(.writeMismatch(type: String(describing: Data.self), path: error.path, message: error.message))
        }
        return normalizer.records
    }

    /// Checks a response's `data` against `Data`'s selections (present, of their types,
    /// non-null where they must be), writing nothing.
    static func check<Data: SelectionSet>(_ data: JSONObject, as _: Data.Type, variables: JSONObject?) throws(ResponseMismatch) {
        var normalizer = ResponseNormalizer(variables: variables, keys: CacheKeyResolver(), writesRecords: false)
        try normalizer.normalize(data, plan: PlanCache.plan(for: Data.self), key: "")
    }

    /// The time stamped on written fields: with the response's max-age, or when a time to
    /// live is set (otherwise none, and fields never go stale).
    static func fieldTime(now: Double, maxAge: Double?, timeToLive: TimeToLive) -> FieldTime? {
        if let maxAge { return FieldTime(received: now, expires: now + maxAge) }
        return timeToLive.isEmpty ? nil : FieldTime(received: now, expires: .infinity)
    }

    // MARK: Writing

    /// Merges `records` into the cache and tells the watchers of the changed fields
    /// (but `origin`, the watcher whose fetch wrote them).
    @discardableResult
    func publish(_ records: RecordSet, origin: Int? = nil) throws(CacheError) -> CacheChanges {
        guard !records.isEmpty else { return CacheChanges() }
        let (changes, watchers) = try state.withLock { state throws(CacheError) in
            let changes = try state.cache.merge(records: records)
            return (changes, state.watchers.watchers(affectedBy: changes, except: origin))
        }
        for watcher in watchers { watcher.storeDidChange() }
        return changes
    }

    /// Tells the watchers of `changes` (after a transaction or a layer change).
    func notify(_ changes: CacheChanges, except origin: Int? = nil) {
        guard !changes.isEmpty else { return }
        let watchers = state.withLock { $0.watchers.watchers(affectedBy: changes, except: origin) }
        for watcher in watchers { watcher.storeDidChange() }
    }

    // MARK: Watchers

    func register(_ watcher: any StoreWatcher) -> Int {
        state.withLock { $0.watchers.add(watcher) }
    }

    func unregister(_ id: Int) {
        state.withLock { $0.watchers.remove(id) }
    }

    func setDependencies(_ id: Int, _ dependencies: CacheChanges) {
        state.withLock { $0.watchers.setDependencies(id, dependencies) }
    }

    /// How many watchers are registered (released ones are dropped as changes find them).
    var watcherCount: Int { state.withLock { $0.watchers.count } }

    // MARK: Optimistic layers

    /// Puts `records` over the cache until `removeLayer` (the mutation answered or failed).
    func addLayer(_ records: RecordSet) -> Int {
        let (id, changes) = state.withLock { state in
            state.nextLayerID += 1
            state.layers.append(OptimisticLayer(id: state.nextLayerID, records: records))
            return (state.nextLayerID, records.fields)
        }
        notify(changes)
        return id
    }

    /// Removes layer `id` and merges `replacement` (the server's answer) in one step, so
    /// that watchers see the answer without seeing the layer's removal first.
    @discardableResult
    func removeLayer(_ id: Int, replacingWith replacement: RecordSet? = nil, origin: Int? = nil) throws(CacheError)
        -> CacheChanges
    {
        let (changes, watchers) = try state.withLock { state throws(CacheError) in
            guard let index = state.layers.firstIndex(where: { $0.id == id }) else { return (CacheChanges(), [any StoreWatcher]()) }
            var changes = state.layers.remove(at: index).fields
            if let replacement, !replacement.isEmpty { changes.formUnion(try state.cache.merge(records: replacement)) }
            return (changes, state.watchers.watchers(affectedBy: changes, except: origin))
        }
        for watcher in watchers { watcher.storeDidChange() }
        return changes
    }

    // MARK: Maintenance

    /// Removes every record (watchers are not told; Apollo's `clearCache` does the same).
    public func clearCache() throws(CacheError) {
        try state.withLock { state throws(CacheError) in
            try state.cache.clear()
            state.layers = []
        }
    }

    /// Removes the record of `key`; its watchers read again (and fetch where their policy allows).
    public func evict(key: CacheKey) throws(CacheError) {
        let changes = try state.withLock { state throws(CacheError) in try state.remove([key]) }
        notify(changes)
    }

    /// Removes the records `QUERY_ROOT` does not reach through references (mutations'
    /// and subscriptions' roots among them). Returns the keys removed.
    @discardableResult
    public func collectGarbage() throws(CacheError) -> Set<CacheKey> {
        try state.withLock { state throws(CacheError) in
            var reachable = Set<CacheKey>()
            var pending = [CacheRootKey.query]
            while let key = pending.popLast() {
                guard reachable.insert(key).inserted, let record = try state.cache.loadRecord(forKey: key) else { continue }
                for value in record.values { value.forEachReference { pending.append($0) } }
            }
            let garbage = try state.cache.allKeys().subtracting(reachable)
            for key in garbage { try state.cache.removeRecord(for: key) }
            return garbage
        }
    }

    /// How many records the cache holds.
    public func recordCount() throws(CacheError) -> Int {
        try state.withLock { state throws(CacheError) in try state.cache.allKeys().count }
    }
}

extension StoreState {
    /// Removes records and returns their fields, for their watchers.
    mutating func remove(_ keys: some Sequence<CacheKey>) throws(CacheError) -> CacheChanges {
        var changes = CacheChanges()
        for key in keys {
            if let record = try cache.loadRecord(forKey: key) { changes.insert(key, fields: record.shape.allKeys) }
            try cache.removeRecord(for: key)
        }
        return changes
    }
}

/// Apollo's name for the store.
public typealias ApolloStore = QuillStore
