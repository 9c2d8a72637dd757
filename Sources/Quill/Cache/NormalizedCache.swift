/// Where the store keeps records: in memory (`InMemoryNormalizedCache`), in a SQLite
/// file (`SQLiteNormalizedCache`) or anywhere else. The store calls it under its own
/// lock, one call at a time, so an implementation needs no locking of its own.
public protocol NormalizedCache {
    /// The records of `keys` that exist.
    mutating func loadRecords(forKeys keys: Set<CacheKey>) throws -> [CacheKey: Record]
    /// Merges `records` field by field (their values win) and returns the fields whose
    /// values changed.
    mutating func merge(records: RecordSet) throws -> CacheChanges
    mutating func removeRecord(for key: CacheKey) throws
    /// Removes the records whose key contains `pattern` (case-insensitive), as Apollo does.
    mutating func removeRecords(matching pattern: CacheKey) throws
    mutating func clear() throws

    /// One record; the reader calls this for each object it reads.
    mutating func loadRecord(forKey key: CacheKey) throws -> Record?
    /// Every key held, for garbage collection.
    mutating func allKeys() throws -> Set<CacheKey>
}

extension NormalizedCache {
    public mutating func loadRecord(forKey key: CacheKey) throws -> Record? {
        try loadRecords(forKeys: [key])[key]
    }
}

extension String {
    /// Whether `pattern` occurs in the string, ignoring ASCII case.
    func containsIgnoringASCIICase(_ pattern: String) -> Bool {
        let haystack = Array(utf8)
        let needle = Array(pattern.utf8)
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
        outer: for start in 0...(haystack.count - needle.count) {
            for offset in needle.indices where lower(haystack[start + offset]) != lower(needle[offset]) { continue outer }
            return true
        }
        return false
    }
}
