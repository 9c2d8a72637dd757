internal import CSQLite

/// An error SQLite reported: its extended result code, its message and the statement
/// that failed (when there was one).
package struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE` is 2067).
    package var resultCode: Int32
    package var message: String
    package var sql: String?

    package init(resultCode: Int32, message: String, sql: String? = nil) {
        self.resultCode = resultCode
        self.message = message
        self.sql = sql
    }

    /// The primary result code: the extended one's low byte (`SQLITE_CONSTRAINT` for 2067).
    package var primaryResultCode: Int32 { resultCode & 0xFF }

    // Extended result codes are C macros with casts, which Swift does not import.
    package static let constraintForeignKey: Int32 = 787  // SQLITE_CONSTRAINT | 3 << 8
    package static let constraintPrimaryKey: Int32 = 1555  // SQLITE_CONSTRAINT | 6 << 8
    package static let constraintUnique: Int32 = 2067  // SQLITE_CONSTRAINT | 8 << 8
    package static let busy = SQLITE_BUSY
    package static let locked = SQLITE_LOCKED
    package static let corrupt = SQLITE_CORRUPT

    /// `SQLite error 2067: UNIQUE constraint failed: t.email in INSERT INTO t …`.
    package var description: String {
        "SQLite error \(resultCode): \(message)" + (sql.map { " in \($0)" } ?? "")
    }
}
