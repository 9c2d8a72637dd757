extension QuillStore {
    /// Runs `body` with a transaction that reads queries and objects, atomically.
    public func withinReadTransaction<T>(_ body: (ReadTransaction) throws -> T) throws -> T {
        let now = now()
        return try state.withLock { state in
            try withUnsafeMutablePointer(to: &state) { pointer in
                let transaction = ReadTransaction(state: pointer, now: now)
                defer { transaction.close() }
                return try body(transaction)
            }
        }
    }

    /// Runs `body` with a transaction that also writes, updates and removes, atomically;
    /// the watchers of what it changed are told once it is done. A throwing `body`
    /// keeps what it wrote before throwing.
    public func withinReadWriteTransaction<T>(_ body: (ReadWriteTransaction) throws -> T) throws -> T {
        let now = now()
        var changes = CacheChanges()
        defer { notify(changes) }
        return try state.withLock { state in
            try withUnsafeMutablePointer(to: &state) { pointer in
                let transaction = ReadWriteTransaction(state: pointer, now: now)
                defer {
                    changes = transaction.changes
                    transaction.close()
                }
                return try body(transaction)
            }
        }
    }
}

/// Reads queries and objects from the store inside `withinReadTransaction`; valid only
/// inside the closure it was given to.
public class ReadTransaction {
    let state: UnsafeMutablePointer<StoreState>
    let now: Double
    private var isOpen = true

    init(state: UnsafeMutablePointer<StoreState>, now: Double) {
        self.state = state
        self.now = now
    }

    func close() {
        isOpen = false
    }

    func checkOpen() {
        precondition(isOpen, "a store transaction was used outside the closure it was given to")
    }

    /// The query's data; a `CacheError` (`.miss`) when the cache does not hold all of it.
    public func read<Query: GraphQLQuery>(query: Query) throws(CacheError) -> Query.Data {
        try read(
            Query.Data.self, key: CacheRootKey.forOperation(Query.operationType), variables: query.__variables,
            fieldPolicies: Query.__fieldPolicies, maxAges: Query.__cacheMaxAges)
    }

    /// The selection set (a fragment) read from the record of `key`.
    public func readObject<Object: SelectionSet>(ofType _: Object.Type, withKey key: CacheKey, variables: JSONObject? = nil)
        throws(CacheError) -> Object
    {
        try read(Object.self, key: key, variables: variables, fieldPolicies: [:], maxAges: CacheMaxAges())
    }

    private func read<Object: SelectionSet>(
        _: Object.Type, key: CacheKey, variables: JSONObject?, fieldPolicies: [String: [String: [String]]], maxAges: CacheMaxAges
    ) throws(CacheError) -> Object {
        checkOpen()
        let (object, _) = try QuillStore.read(
            PlanCache.plan(for: Object.self), key: key, variables: variables, collectingDependencies: false,
            fieldPolicies: fieldPolicies, maxAges: maxAges, now: now, in: &state.pointee)
        return Object(_dataDict: DataDict(object))
    }
}

/// Reads, writes, updates and removes inside `withinReadWriteTransaction`.
public final class ReadWriteTransaction: ReadTransaction {
    private(set) var changes = CacheChanges()

    /// Writes `data` as the query's (or another operation's) result.
    public func write<Operation: GraphQLOperation>(data: Operation.Data, for operation: Operation) throws(CacheError) {
        try write(
            data, key: CacheRootKey.forOperation(Operation.operationType), variables: operation.__variables,
            keyFields: Operation.__cacheKeyFields, maxAges: Operation.__cacheMaxAges)
    }

    /// Writes a selection set (a fragment) into the record of `key` and the objects below.
    public func write<Object: SelectionSet>(selectionSet: Object, withKey key: CacheKey, variables: JSONObject? = nil)
        throws(CacheError)
    {
        let keyFields = (Object.self as? any GraphQLFragment.Type)?.__cacheKeyFields ?? [:]
        try write(selectionSet, key: key, variables: variables, keyFields: keyFields, maxAges: CacheMaxAges())
    }

    private func write<Object: SelectionSet>(
        _ selectionSet: Object, key: CacheKey, variables: JSONObject?, keyFields: [String: [String]], maxAges: CacheMaxAges
    ) throws(CacheError) {
        checkOpen()
        let records = try QuillStore.normalize(
            selectionSet, key: key, variables: variables,
            time: QuillStore.fieldTime(now: now, maxAge: nil, timeToLive: state.pointee.timeToLive.over(maxAges)),
            keys: CacheKeyResolver(cacheKeyForObject: state.pointee.cacheKeyForObject, keyFields: keyFields))
        changes.formUnion(try state.pointee.cache.merge(records: records))
    }

    /// Reads the query's data, lets `body` change it, and writes it back.
    public func update<Query: GraphQLQuery>(query: Query, _ body: (inout Query.Data) throws -> Void) throws {
        var data = try read(query: query)
        try body(&data)
        try write(data: data, for: query)
    }

    /// Reads the object of `key`, lets `body` change it, and writes it back.
    public func updateObject<Object: SelectionSet>(
        ofType type: Object.Type, withKey key: CacheKey, variables: JSONObject? = nil, _ body: (inout Object) throws -> Void
    ) throws {
        var object = try readObject(ofType: type, withKey: key, variables: variables)
        try body(&object)
        try write(selectionSet: object, withKey: key, variables: variables)
    }

    /// Removes the record of `key`.
    public func removeObject(for key: CacheKey) throws(CacheError) {
        checkOpen()
        changes.formUnion(try state.pointee.remove([key]))
    }

    /// Removes the records whose key contains `pattern` (ignoring case).
    public func removeObjects(matching pattern: CacheKey) throws(CacheError) {
        checkOpen()
        let keys = try state.pointee.cache.allKeys().filter { $0.containsIgnoringASCIICase(pattern) }
        changes.formUnion(try state.pointee.remove(keys))
    }
}
