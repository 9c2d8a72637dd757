/// Records in memory, optionally bounded: past the bound the least recently used
/// records (read or written longest ago) are evicted until a tenth of the bound is free.
///
/// Records live in an array of slots (key, shape, values), found through a `SlotIndex`;
/// times (for times to live) in an array beside, made only when a record has some.
public struct InMemoryNormalizedCache: NormalizedCache {
    /// A bound on what the cache holds.
    public enum SizeLimit: Sendable, Hashable {
        case records(Int)
        /// An estimate of the bytes the records take (keys, values and a fixed overhead each).
        case bytes(Int)
    }

    public let limit: SizeLimit?
    private var slots: [Slot] = []
    private var times: [[FieldTime]?] = []
    private var index = SlotIndex()
    /// Slots of removed records, to reuse.
    private var free: [Int32] = []
    /// For a bounded cache, per slot: when it was last used, and its estimated size.
    private var stamps: [UInt64] = []
    private var sizes: [Int] = []
    private var clock: UInt64 = 0
    private var totalBytes = 0

    private struct Slot {
        var key: CacheKey
        var shape: RecordShape
        var values: [RecordValue]
    }

    public init(limit: SizeLimit? = nil) {
        self.limit = limit
    }

    /// How many records the cache holds.
    public var count: Int { index.count }

    /// The estimated bytes of the records (tracked for a bound only).
    public var estimatedBytes: Int { totalBytes }

    public mutating func loadRecords(forKeys keys: Set<CacheKey>) -> [CacheKey: Record] {
        var found: [CacheKey: Record] = [:]
        for key in keys {
            if let record = loadRecord(forKey: key) { found[key] = record }
        }
        return found
    }

    public mutating func loadRecord(forKey key: CacheKey) -> Record? {
        guard let slot = find(key) else { return nil }
        if limit != nil { touch(slot) }
        return Record(key: key, body: body(slot))
    }

    private func find(_ key: CacheKey, hash: Int? = nil) -> Int? {
        let slots = slots
        return index.find(key, hash: hash ?? key.hashValue) { slots[Int($0)].key }.map(Int.init)
    }

    private func body(_ slot: Int) -> RecordBody {
        RecordBody(shape: slots[slot].shape, values: slots[slot].values, times: times.isEmpty ? nil : times[slot])
    }

    public mutating func merge(records incoming: RecordSet) -> CacheChanges {
        var changes = CacheChanges()
        slots.reserveCapacity(slots.count + incoming.count)
        reserveIndex(index.count + incoming.count)
        for record in incoming.records {
            let slot: Int
            let hash = record.key.hashValue
            if let existing = find(record.key, hash: hash) {
                slot = existing
                var body = take(slot)
                var changed: [String] = []
                body.merge(record.body) { changed.append($0) }
                put(body, at: slot)
                changes.insert(record.key, fields: changed)
            } else {
                slot = claimSlot(for: record.key, hash: hash)
                put(record.body, at: slot)
                changes.insert(record.key, fields: record.shape.allKeys)
            }
            if limit != nil {
                touch(slot)
                let size = Self.estimatedSize(key: record.key, body(slot))
                totalBytes += size - sizes[slot]
                sizes[slot] = size
            }
        }
        if limit != nil { evictIfNeeded() }
        return changes
    }

    private mutating func reserveIndex(_ capacity: Int) {
        let slots = slots
        index.reserveCapacity(capacity) { slots[Int($0)].key }
    }

    /// A free slot (or a new one) holding `key`, in the index.
    private mutating func claimSlot(for key: CacheKey, hash: Int) -> Int {
        let slot: Int
        if let reused = free.popLast() {
            slot = Int(reused)
            slots[slot].key = key
        } else {
            slot = slots.count
            slots.append(Slot(key: key, shape: .absent, values: []))
            if !times.isEmpty { times.append(nil) }
            if limit != nil {
                stamps.append(0)
                sizes.append(0)
            }
        }
        let slots = slots
        index.insert(hash: hash, slot: Int32(slot)) { slots[Int($0)].key }
        return slot
    }

    /// The slot's body, moved out (so that merging into it copies nothing).
    private mutating func take(_ slot: Int) -> RecordBody {
        let body = RecordBody(shape: slots[slot].shape, values: slots[slot].values, times: times.isEmpty ? nil : times[slot])
        slots[slot].values = []
        if !times.isEmpty { times[slot] = nil }
        return body
    }

    private mutating func put(_ body: RecordBody, at slot: Int) {
        slots[slot].shape = body.shape
        slots[slot].values = body.values
        if let bodyTimes = body.times {
            if times.isEmpty { times = Array(repeating: nil, count: slots.count) }
            times[slot] = bodyTimes
        } else if !times.isEmpty {
            times[slot] = nil
        }
    }

    public mutating func removeRecord(for key: CacheKey) {
        let slots = slots
        guard let slot = index.remove(key, keys: { slots[Int($0)].key }).map(Int.init) else { return }
        self.slots[slot] = Slot(key: "", shape: .absent, values: [])
        if !times.isEmpty { times[slot] = nil }
        free.append(Int32(slot))
        if limit != nil {
            totalBytes -= sizes[slot]
            sizes[slot] = 0
        }
    }

    public mutating func removeRecords(matching pattern: CacheKey) {
        for key in allKeys() where key.containsIgnoringASCIICase(pattern) { removeRecord(for: key) }
    }

    public mutating func clear() {
        slots = []
        times = []
        index = SlotIndex()
        free = []
        stamps = []
        sizes = []
        totalBytes = 0
    }

    public func allKeys() -> Set<CacheKey> {
        Set(index.slots.map { slots[Int($0)].key })
    }

    private mutating func touch(_ slot: Int) {
        clock += 1
        stamps[slot] = clock
    }

    private var isOverLimit: Bool {
        switch limit {
        case .records(let maximum): index.count > maximum
        case .bytes(let maximum): totalBytes > maximum
        case nil: false
        }
    }

    /// Evicts the least recently used records until the cache is at 90% of its bound.
    private mutating func evictIfNeeded() {
        guard isOverLimit, let limit else { return }
        let byAge = index.slots.sorted { stamps[Int($0)] < stamps[Int($1)] }.map { slots[Int($0)].key }
        var position = 0
        func atTarget() -> Bool {
            switch limit {
            case .records(let maximum): index.count <= maximum - maximum / 10
            case .bytes(let maximum): totalBytes <= maximum - maximum / 10
            }
        }
        while !atTarget(), position < byAge.count {
            removeRecord(for: byAge[position])
            position += 1
        }
    }

    /// A record's size, roughly: its key, each field's key and value, 48 bytes of overhead.
    static func estimatedSize(key: CacheKey, _ body: RecordBody) -> Int {
        var size = 48 + key.utf8.count
        for (fieldKey, value) in zip(body.shape.keys, body.values) { size += 16 + fieldKey.utf8.count + estimatedSize(value) }
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
