import Foundation
internal import QuillSQLite

/// Records in a SQLite file, kept across launches: one table of serialized records, in
/// WAL mode, each merge one transaction (a crash leaves the file as it was before).
/// A file that is not a SQLite database, one another connection holds locked past
/// `busyTimeout` seconds, or a damaged record is a `CacheError` naming the file, never a crash.
public final class SQLiteNormalizedCache: NormalizedCache {
    private let connection: SQLiteConnection
    private let path: String
    /// How many keys one `IN (...)` list holds when loading records in batches.
    private static let batchSize = 200

    public init(path: String, busyTimeout: TimeInterval = 5) throws(CacheError) {
        self.path = path
        do {
            connection = try SQLiteConnection(path: path, busyTimeout: busyTimeout)
            try connection.executeScript("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
            try connection.executeScript("CREATE TABLE IF NOT EXISTS records (key TEXT NOT NULL PRIMARY KEY, record BLOB NOT NULL) WITHOUT ROWID")
            // A table of that name made by something else fails here rather than later.
            try connection.executeScript("SELECT key, record FROM records LIMIT 0")
        } catch {
            throw CacheError(sqlite: error, file: path)
        }
    }

    public convenience init(fileURL: URL, busyTimeout: TimeInterval = 5) throws(CacheError) {
        try self.init(path: fileURL.path, busyTimeout: busyTimeout)
    }

    public func loadRecord(forKey key: CacheKey) throws(CacheError) -> Record? {
        var found: [UInt8]?
        try run { () throws(SQLiteError) in
            try connection.execute("SELECT record FROM records WHERE key = ?", [key]) { row in found = row.blob(at: 0) }
        }
        return try found.map { bytes throws(CacheError) in try decode(key, bytes) }
    }

    public func loadRecords(forKeys keys: Set<CacheKey>) throws(CacheError) -> [CacheKey: Record] {
        var found: [CacheKey: Record] = [:]
        let keys = Array(keys)
        var start = 0
        while start < keys.count {
            let batch = keys[start..<min(start + Self.batchSize, keys.count)]
            let placeholders = Array(repeating: "?", count: batch.count).joined(separator: ",")
            var rows: [(CacheKey, [UInt8])] = []
            try run { () throws(SQLiteError) in
                try connection.execute("SELECT key, record FROM records WHERE key IN (\(placeholders))", batch) { row in
                    rows.append((row.text(at: 0), row.blob(at: 1)))
                }
            }
            for (key, bytes) in rows { found[key] = try decode(key, bytes) }
            start += Self.batchSize
        }
        return found
    }

    /// Merges each record in order into the stored one: a point read and a write per record
    /// in one transaction (a key met twice reads its first merge back).
    public func merge(records: RecordSet) throws(CacheError) -> CacheChanges {
        try mapped { () throws -> CacheChanges in
            try connection.inTransaction(.immediate) {
                var changes = CacheChanges()
                var bytes: [UInt8] = []
                for record in records.records {
                    var merged = try loadRecord(forKey: record.key) ?? .absent
                    var changed: [String] = []
                    if merged.merge(record, changed: { changed.append($0) }) {
                        changes.insert(record.key, fields: record.shape.allKeys)
                    } else {
                        guard !changed.isEmpty else { continue }
                        changes.insert(record.key, fields: changed)
                    }
                    merged.serialize(into: &bytes)
                    try connection.execute("INSERT OR REPLACE INTO records (key, record) VALUES (?, ?)", values: [record.key, bytes])
                }
                return changes
            }
        }
    }

    public func removeRecord(for key: CacheKey) throws(CacheError) {
        try run { () throws(SQLiteError) in try connection.execute("DELETE FROM records WHERE key = ?", [key]) }
    }

    public func removeRecords(matching pattern: CacheKey) throws(CacheError) {
        var escaped = ""
        for character in pattern {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        try run { () throws(SQLiteError) in try connection.execute("DELETE FROM records WHERE key LIKE ? ESCAPE '\\'", ["%\(escaped)%"]) }
    }

    public func clear() throws(CacheError) {
        try run { () throws(SQLiteError) in try connection.executeScript("DELETE FROM records") }
    }

    public func allKeys() throws(CacheError) -> Set<CacheKey> {
        var keys = Set<CacheKey>()
        try run { () throws(SQLiteError) in try connection.execute("SELECT key FROM records", [String]()) { row in keys.insert(row.text(at: 0)) } }
        return keys
    }

    /// How many records the file holds.
    public func count() throws(CacheError) -> Int {
        var count = 0
        try run { () throws(SQLiteError) in
            try connection.execute("SELECT count(*) FROM records", [String]()) { row in count = Int(row.int64(at: 0)) }
        }
        return count
    }

    /// Runs `body`; SQLite's error becomes a `CacheError` naming the file.
    @discardableResult
    private func run<T>(_ body: () throws(SQLiteError) -> T) throws(CacheError) -> T {
        do {
            return try body()
        } catch {
            throw CacheError(sqlite: error, file: path)
        }
    }

    /// Runs `body`, a transaction whose failures are SQLite's or the cache's own: either
    /// becomes a `CacheError` naming the file.
    private func mapped<T>(_ body: () throws -> T) throws(CacheError) -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw CacheError(sqlite: error, file: path)
        } catch var error as CacheError {
            error.file = path
            throw error
        } catch {
            preconditionFailure("a cache transaction threw \(error)")
        }
    }

    /// The record of `key` from its stored bytes; bytes that do not decode are an error naming the file.
    private func decode(_ key: CacheKey, _ bytes: [UInt8]) throws(CacheError) -> Record {
        do throws(CacheError) {
            return try Record(key: key, serialized: bytes)
        } catch {
            var error = error
            error.file = path
            throw error
        }
    }
}
