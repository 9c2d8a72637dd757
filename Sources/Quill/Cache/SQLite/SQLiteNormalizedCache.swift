internal import CSQLite
import Foundation

/// Records in a SQLite file, kept across launches: one table of serialized records, in
/// WAL mode, each merge one transaction (a crash leaves the file as it was before).
/// A file that is not a SQLite database, or one another connection holds locked past
/// `busyTimeout` seconds, is a `SQLiteCacheError`, never a crash.
public final class SQLiteNormalizedCache: NormalizedCache {
    private let connection: SQLiteConnection
    /// How many keys one `IN (...)` list holds when loading records in batches.
    private static let batchSize = 200

    public init(path: String, busyTimeout: TimeInterval = 5) throws(SQLiteCacheError) {
        connection = try SQLiteConnection(path: path, busyTimeout: busyTimeout)
        try connection.execute("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.execute("CREATE TABLE IF NOT EXISTS records (key TEXT NOT NULL PRIMARY KEY, record BLOB NOT NULL) WITHOUT ROWID")
        // A table of that name made by something else fails here rather than later.
        try connection.run("SELECT key, record FROM records LIMIT 0")
    }

    public convenience init(fileURL: URL, busyTimeout: TimeInterval = 5) throws(SQLiteCacheError) {
        try self.init(path: fileURL.path, busyTimeout: busyTimeout)
    }

    public func loadRecord(forKey key: CacheKey) throws -> Record? {
        var found: Record?
        try connection.run("SELECT record FROM records WHERE key = ?", [.text(key)]) { row throws(SQLiteCacheError) in
            found = try decode(key, row.blob(0))
        }
        return found
    }

    public func loadRecords(forKeys keys: Set<CacheKey>) throws -> [CacheKey: Record] {
        var found: [CacheKey: Record] = [:]
        let keys = Array(keys)
        var start = 0
        while start < keys.count {
            let batch = keys[start..<min(start + Self.batchSize, keys.count)]
            let placeholders = Array(repeating: "?", count: batch.count).joined(separator: ",")
            try connection.run("SELECT key, record FROM records WHERE key IN (\(placeholders))", batch.map { .text($0) }) {
                row throws(SQLiteCacheError) in
                let key = row.text(0)
                found[key] = try decode(key, row.blob(1))
            }
            start += Self.batchSize
        }
        return found
    }

    /// Merges each record in order into the stored one: a point read and a write per record
    /// in one transaction (a key met twice reads its first merge back).
    public func merge(records: RecordSet) throws -> CacheChanges {
        try connection.writeTransaction {
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
                try connection.run("INSERT OR REPLACE INTO records (key, record) VALUES (?, ?)", [.text(record.key), .blob(bytes)])
            }
            return changes
        }
    }

    public func removeRecord(for key: CacheKey) throws {
        try connection.run("DELETE FROM records WHERE key = ?", [.text(key)])
    }

    public func removeRecords(matching pattern: CacheKey) throws {
        var escaped = ""
        for character in pattern {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        try connection.run("DELETE FROM records WHERE key LIKE ? ESCAPE '\\'", [.text("%\(escaped)%")])
    }

    public func clear() throws {
        try connection.run("DELETE FROM records")
    }

    public func allKeys() throws -> Set<CacheKey> {
        var keys = Set<CacheKey>()
        try connection.run("SELECT key FROM records") { row in keys.insert(row.text(0)) }
        return keys
    }

    /// How many records the file holds.
    public func count() throws -> Int {
        var count = 0
        try connection.run("SELECT count(*) FROM records") { row in count = Int(row.text(0)) ?? 0 }
        return count
    }

    private func decode(_ key: CacheKey, _ bytes: [UInt8]) throws(SQLiteCacheError) -> Record {
        do throws(RecordDecodingError) {
            return try Record(key: key, serialized: bytes)
        } catch {
            throw SQLiteCacheError(path: connection.path, code: SQLITE_CORRUPT, message: error.description)
        }
    }
}
