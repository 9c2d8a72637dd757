/// Records by key: what a response normalizes into and what a cache merges.
public struct RecordSet: Sendable, Hashable {
    public private(set) var storage: [CacheKey: Record]

    public init() {
        storage = [:]
    }

    public init(records: some Sequence<Record>) {
        storage = [:]
        for record in records { merge(record) }
    }

    public var isEmpty: Bool { storage.isEmpty }
    public var count: Int { storage.count }
    public var keys: Dictionary<CacheKey, Record>.Keys { storage.keys }
    public var records: Dictionary<CacheKey, Record>.Values { storage.values }

    public subscript(key: CacheKey) -> Record? { storage[key] }

    /// Adds `record`, merging it into a record of the same key already here.
    public mutating func merge(_ record: Record) {
        if let index = storage.index(forKey: record.key) {
            storage.values[index].merge(record) { _ in }
        } else {
            storage[record.key] = record
        }
    }

    mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// Every field of every record, as watchers depend on them.
    var fieldKeys: CacheChanges {
        var changes = CacheChanges()
        for record in storage.values { changes.insert(record.key, fields: record.shape.keys) }
        return changes
    }
}

/// The fields a merge changed, grouped by record: what watchers are matched against.
public struct CacheChanges: Sendable, Hashable, Sequence {
    private(set) var fieldsByRecord: [CacheKey: [String]] = [:]

    public init() {}

    public init(_ keys: some Sequence<CacheFieldKey>) {
        for key in keys { insert(key) }
    }

    public var isEmpty: Bool { fieldsByRecord.isEmpty }
    /// The records with a changed field.
    public var recordKeys: Dictionary<CacheKey, [String]>.Keys { fieldsByRecord.keys }

    public func contains(_ key: CacheFieldKey) -> Bool {
        fieldsByRecord[key.recordKey]?.contains(key.fieldKey) ?? false
    }

    /// The changed fields of `record`.
    public func fields(of record: CacheKey) -> [String] {
        fieldsByRecord[record] ?? []
    }

    public mutating func insert(_ key: CacheFieldKey) {
        fieldsByRecord[key.recordKey, default: []].append(key.fieldKey)
    }

    /// Records every field of `record` in `fields` (a new record's keys: the array is shared).
    mutating func insert(_ record: CacheKey, fields: [String]) {
        guard !fields.isEmpty else { return }
        if fieldsByRecord[record] == nil {
            fieldsByRecord[record] = fields
        } else {
            fieldsByRecord[record]!.append(contentsOf: fields)
        }
    }

    public mutating func formUnion(_ other: CacheChanges) {
        for (record, fields) in other.fieldsByRecord { insert(record, fields: fields) }
    }

    public func makeIterator() -> some IteratorProtocol<CacheFieldKey> {
        fieldsByRecord.lazy.flatMap { record, fields in fields.lazy.map { CacheFieldKey(recordKey: record, fieldKey: $0) } }
            .makeIterator()
    }
}
