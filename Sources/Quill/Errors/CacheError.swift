import Foundation

/// The cache could not give or take what was asked: it misses part of a selection, data
/// written to it does not match its selections, a stored record does not decode, or its
/// file failed.
public struct CacheError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    public enum Reason: Sendable, Hashable {
        /// The cache does not hold all of a selection (`returnCacheDataDontFetch` answers so).
        case miss(CacheMiss)
        /// Data written to the store does not match the selections of `type`: where, and what was wrong.
        case writeMismatch(type: String, path: [PathComponent], message: String)
        /// A stored record's bytes do not decode (the file was damaged or written by something else).
        case corruptRecord(key: CacheKey, offset: Int, message: String)
        /// The file failed: SQLite's result code and message (`database is locked`).
        case storage(code: Int32, message: String)
    }

    public var reason: Reason
    /// The cache's file (a `SQLiteNormalizedCache`'s); nil for a cache in memory.
    public var file: String?

    public init(_ reason: Reason, file: String? = nil) {
        self.reason = reason
        self.file = file
    }

    /// Whether the cache merely misses data (a fetch can bring it).
    public var isMiss: Bool {
        if case .miss = reason { return true }
        return false
    }

    public var description: String {
        let text: String
        switch reason {
        case .miss(let miss): text = miss.description
        case .writeMismatch(let type, let path, let message): text = "Cannot write \(type) to the store: \(path.located(message))"
        case .corruptRecord(let key, let offset, let message): text = "The stored record \(key) \(message) (at byte \(offset))"
        case .storage(let code, let message): text = "\(message) (SQLite error \(code))"
        }
        return file.map { "SQLite cache \($0): \(text)" } ?? text
    }

    public var errorDescription: String? { description }
}

/// What a cache miss found missing: the first field of the selection that is absent,
/// stale or of another type than selected, or the record itself.
public struct CacheMiss: Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        case noRecord, missing, stale, mismatch
    }

    public var key: CacheKey
    public var field: String?
    public var reason: Reason

    public init(key: CacheKey, field: String?, reason: Reason) {
        self.key = key
        self.field = field
        self.reason = reason
    }

    public var description: String {
        let place = field.map { "\(key).\($0)" } ?? key
        return switch reason {
        case .noRecord: "No record \(key) in the cache"
        case .missing: "No value for \(place) in the cache"
        case .stale: "The cached value of \(place) is stale"
        case .mismatch: "The cached value of \(place) does not match the selection's type"
        }
    }
}
