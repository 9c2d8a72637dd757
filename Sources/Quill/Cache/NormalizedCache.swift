/// Where the store keeps records: in memory (`InMemoryNormalizedCache`), in a SQLite
/// file (`SQLiteNormalizedCache`) or anywhere else. The store calls it under its own
/// lock, one call at a time, so an implementation needs no locking of its own. Its
/// failures are `CacheError`s (`.storage` for its file's, `.corruptRecord` for bytes that
/// do not decode).
public protocol NormalizedCache {
    /// The records of `keys` that exist.
    mutating func loadRecords(forKeys keys: Set<CacheKey>) throws(CacheError) -> [CacheKey: Record]
    /// Merges `records` field by field (their values win) and returns the fields whose
    /// values changed.
    mutating func merge(records: RecordSet) throws(CacheError) -> CacheChanges
    mutating func removeRecord(for key: CacheKey) throws(CacheError)
    /// Removes the records whose key contains `pattern` (case-insensitive), as Apollo does.
    mutating func removeRecords(matching pattern: CacheKey) throws(CacheError)
    mutating func clear() throws(CacheError)

    /// One record; the reader calls this for each object it reads.
    mutating func loadRecord(forKey key: CacheKey) throws(CacheError) -> Record?
    /// Every key held, for garbage collection.
    mutating func allKeys() throws(CacheError) -> Set<CacheKey>
}

extension NormalizedCache {
    public mutating func loadRecord(forKey key: CacheKey) throws(CacheError) -> Record? {
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
