internal import QuillSQLite

/// A SQLite cache file could not be opened, read or written: the path, SQLite's result
/// code and its message (`database is locked`, `file is not a database`).
public struct SQLiteCacheError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var code: Int32
    public var message: String

    public var description: String { "SQLite cache \(path): \(message) (SQLite error \(code))" }

    init(path: String, code: Int32, message: String) {
        self.path = path
        self.code = code
        self.message = message
    }

    /// SQLite's `error`, on the cache file at `path`.
    init(path: String, _ error: SQLiteError) {
        self.init(path: path, code: error.resultCode, message: error.message)
    }
}
