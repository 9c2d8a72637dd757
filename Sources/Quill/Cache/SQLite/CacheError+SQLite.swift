internal import QuillSQLite

extension CacheError {
    /// SQLite's `error` on the cache file at `file`.
    init(sqlite error: SQLiteError, file: String) {
        self.init(.storage(code: error.resultCode, message: error.message), file: file)
    }
}
