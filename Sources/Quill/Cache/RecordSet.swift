/// Records to merge: what a response normalizes into and what a cache merges, in the
/// order they were made. A key may occur more than once (an object that appears twice in
/// a response); merging them in order gives the record the union of their fields.
public struct RecordSet: Sendable, Hashable {
    public private(set) var records: [Record]

    public init() {
        records = []
    }

    public init(records: some Sequence<Record>) {
        self.records = Array(records)
    }

    public var isEmpty: Bool { records.isEmpty }
    public var count: Int { records.count }
    public var keys: [CacheKey] { records.map(\.key) }

    /// The record of `key`, its occurrences merged (a linear search).
    public subscript(key: CacheKey) -> Record? {
        var found: Record?
        for record in records where record.key == key {
            if found == nil { found = record } else { found!.merge(record) { _ in } }
        }
        return found
    }

    /// Adds `record`, to be merged after the ones before it.
    public mutating func merge(_ record: Record) {
        records.append(record)
    }

    /// The records by key, their occurrences merged.
    var byKey: [CacheKey: Record] {
        var byKey: [CacheKey: Record] = [:]
        byKey.reserveCapacity(records.count)
        for record in records { byKey[record.key, default: .absent].merge(record) { _ in } }
        return byKey
    }

    /// Every field of every record, as watchers depend on them.
    var fields: CacheChanges {
        var changes = CacheChanges()
        for record in records { changes.insert(record.key, fields: record.shape.allKeys) }
        return changes
    }
}

/// Record fields, grouped by record: the fields a merge changed, or those a watcher
/// depends on. A record may have more than one entry (the changes of two merges).
public struct CacheChanges: Sendable, Hashable, Sequence {
    private(set) var entries: [(record: CacheKey, fields: [String])] = []

    public init() {}

    public init(_ keys: some Sequence<RecordField>) {
        for key in keys { insert(key) }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The records with a field here.
    public var recordKeys: Set<CacheKey> { Set(entries.map(\.record)) }

    public func contains(_ key: RecordField) -> Bool {
        entries.contains { $0.record == key.recordKey && $0.fields.contains(key.fieldKey) }
    }

    /// The fields of `record` here.
    public func fields(of record: CacheKey) -> [String] {
        entries.filter { $0.record == record }.flatMap(\.fields)
    }

    public mutating func insert(_ key: RecordField) {
        entries.append((key.recordKey, [key.fieldKey]))
    }

    /// Records the fields of `record` (a new record's shape keys: the array is shared).
    mutating func insert(_ record: CacheKey, fields: [String]) {
        guard !fields.isEmpty else { return }
        entries.append((record, fields))
    }

    public mutating func formUnion(_ other: CacheChanges) {
        if entries.isEmpty {
            entries = other.entries
        } else {
            entries += other.entries
        }
    }

    public func makeIterator() -> some IteratorProtocol<RecordField> {
        entries.lazy.flatMap { entry in entry.fields.lazy.map { RecordField(recordKey: entry.record, fieldKey: $0) } }.makeIterator()
    }

    public static func == (lhs: CacheChanges, rhs: CacheChanges) -> Bool {
        Set(lhs) == Set(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(Set(self))
    }
}
