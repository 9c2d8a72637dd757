/// The slots of an in-memory cache by key: an open-addressing hash table of slot
/// numbers (4 bytes a bucket, at most half full), the keys themselves kept once, in
/// the slots. A `[String: Int32]` would keep a 16-byte key in every bucket at a load
/// factor of at most three quarters: for ten thousand records, half a megabyte more.
struct SlotIndex {
    private static let empty: Int32 = -1
    private static let removed: Int32 = -2

    private var buckets: [Int32] = []
    /// Occupied buckets, removed ones included (they slow probes until the next growth).
    private var used = 0
    private(set) var count = 0

    /// The slot of `key` (whose `hashValue` is `hash`), given each slot's key.
    @inline(__always)
    func find(_ key: CacheKey, hash: Int, keys: (Int32) -> CacheKey) -> Int32? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var bucket = hash & mask
        while true {
            let slot = buckets[bucket]
            if slot == Self.empty { return nil }
            if slot >= 0 && keys(slot) == key { return slot }
            bucket = (bucket + 1) & mask
        }
    }

    /// Adds `slot` for a key (whose `hashValue` is `hash`) that is not in the index.
    @inline(__always)
    mutating func insert(hash: Int, slot: Int32, keys: (Int32) -> CacheKey) {
        if (used + 1) * 2 > buckets.count { rebuild(capacity: count + 1, keys: keys) }
        let mask = buckets.count - 1
        var bucket = hash & mask
        while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
        if buckets[bucket] == Self.empty { used += 1 }
        buckets[bucket] = slot
        count += 1
    }

    /// Removes `key`'s entry; returns its slot.
    mutating func remove(_ key: CacheKey, keys: (Int32) -> CacheKey) -> Int32? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var bucket = key.hashValue & mask
        while true {
            let slot = buckets[bucket]
            if slot == Self.empty { return nil }
            if slot >= 0 && keys(slot) == key {
                buckets[bucket] = Self.removed
                count -= 1
                return slot
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// Makes room for `capacity` keys without growing again.
    mutating func reserveCapacity(_ capacity: Int, keys: (Int32) -> CacheKey) {
        if capacity * 2 > buckets.count { rebuild(capacity: capacity, keys: keys) }
    }

    /// Every slot in the index.
    var slots: [Int32] { buckets.filter { $0 >= 0 } }

    private mutating func rebuild(capacity: Int, keys: (Int32) -> CacheKey) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        let old = buckets
        buckets = Array(repeating: Self.empty, count: size)
        used = 0
        count = 0
        let mask = size - 1
        for slot in old where slot >= 0 {
            var bucket = keys(slot).hashValue & mask
            while buckets[bucket] != Self.empty { bucket = (bucket + 1) & mask }
            buckets[bucket] = slot
            used += 1
            count += 1
        }
    }
}
