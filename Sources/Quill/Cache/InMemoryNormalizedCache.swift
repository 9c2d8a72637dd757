/// Records in memory, optionally bounded: past the bound the least recently used
/// records (read or written longest ago) are evicted until a tenth of the bound is free.
public struct InMemoryNormalizedCache: NormalizedCache {
    /// A bound on what the cache holds.
    public enum SizeLimit: Sendable, Hashable {
        case records(Int)
        /// An estimate of the bytes the records take (keys, values and a fixed overhead each).
        case bytes(Int)
    }

    private var records: [CacheKey: Record] = [:]
    public let limit: SizeLimit?
    /// For a bounded cache: when each record was last used, and its estimated size.
    private var usage: [CacheKey: Usage] = [:]
    private var clock: UInt64 = 0
    private var totalBytes = 0

    private struct Usage {
        var stamp: UInt64
        var bytes: Int
    }

    public init(limit: SizeLimit? = nil) {
        self.limit = limit
    }

    /// How many records the cache holds.
    public var count: Int { records.count }

    /// The estimated bytes of the records (tracked for a `.bytes` bound only).
    public var estimatedBytes: Int { totalBytes }

    public mutating func loadRecords(forKeys keys: Set<CacheKey>) -> [CacheKey: Record] {
        var found: [CacheKey: Record] = [:]
        for key in keys {
            if let record = loadRecord(forKey: key) { found[key] = record }
        }
        return found
    }

    public mutating func loadRecord(forKey key: CacheKey) -> Record? {
        guard let record = records[key] else { return nil }
        if limit != nil { touch(key, bytes: nil) }
        return record
    }

    public mutating func merge(records incoming: RecordSet) -> CacheChanges {
        var changes = CacheChanges()
        records.reserveCapacity(records.count + incoming.count)
        for record in incoming.records {
            if let index = records.index(forKey: record.key) {
                var changed: [String] = []
                records.values[index].merge(record) { changed.append($0) }
                changes.insert(record.key, fields: changed)
            } else {
                records[record.key] = record
                changes.insert(record.key, fields: record.shape.keys)
            }
            if limit != nil { touch(record.key, bytes: records[record.key].map(Self.estimatedSize)) }
        }
        if limit != nil { evictIfNeeded() }
        return changes
    }

    public mutating func removeRecord(for key: CacheKey) {
        records[key] = nil
        forget(key)
    }

    public mutating func removeRecords(matching pattern: CacheKey) {
        for key in records.keys where key.containsIgnoringASCIICase(pattern) { removeRecord(for: key) }
    }

    public mutating func clear() {
        records = [:]
        usage = [:]
        totalBytes = 0
    }

    public func allKeys() -> Set<CacheKey> {
        Set(records.keys)
    }

    private mutating func touch(_ key: CacheKey, bytes: Int?) {
        clock += 1
        if let index = usage.index(forKey: key) {
            usage.values[index].stamp = clock
            if let bytes {
                totalBytes += bytes - usage.values[index].bytes
                usage.values[index].bytes = bytes
            }
        } else {
            let size = bytes ?? records[key].map(Self.estimatedSize) ?? 0
            usage[key] = Usage(stamp: clock, bytes: size)
            totalBytes += size
        }
    }

    private mutating func forget(_ key: CacheKey) {
        if let removed = usage.removeValue(forKey: key) { totalBytes -= removed.bytes }
    }

    private var isOverLimit: Bool {
        switch limit {
        case .records(let maximum): records.count > maximum
        case .bytes(let maximum): totalBytes > maximum
        case nil: false
        }
    }

    /// Evicts the least recently used records until the cache is at 90% of its bound.
    private mutating func evictIfNeeded() {
        guard isOverLimit, let limit else { return }
        let byAge = usage.sorted { $0.value.stamp < $1.value.stamp }
        var index = 0
        func atTarget() -> Bool {
            switch limit {
            case .records(let maximum): records.count <= maximum - maximum / 10
            case .bytes(let maximum): totalBytes <= maximum - maximum / 10
            }
        }
        while !atTarget(), index < byAge.count {
            removeRecord(for: byAge[index].key)
            index += 1
        }
    }

    /// A record's size, roughly: its key, each field's key and value, 48 bytes of overhead.
    static func estimatedSize(_ record: Record) -> Int {
        var size = 48 + record.key.utf8.count
        for (key, value) in zip(record.shape.keys, record.values) { size += 16 + key.utf8.count + estimatedSize(value) }
        return size
    }

    private static func estimatedSize(_ value: RecordValue) -> Int {
        switch value {
        case .value(let json): estimatedSize(json)
        case .reference(let key): 8 + key.utf8.count
        case .list(let elements): elements.reduce(16) { $0 + estimatedSize($1) }
        }
    }

    private static func estimatedSize(_ json: JSONValue) -> Int {
        switch json {
        case .null, .bool, .int, .double: 8
        case .string(let string): 16 + string.utf8.count
        case .array(let elements): elements.reduce(16) { $0 + estimatedSize($1) }
        case .object(let object): object.members.reduce(16) { $0 + 16 + $1.key.utf8.count + estimatedSize($1.value) }
        }
    }
}
