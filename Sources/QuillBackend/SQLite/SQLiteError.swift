import CSQLite

/// An error from SQLite: its message, its extended result code and the statement.
public struct SQLiteError: DatabaseFailure, Sendable, Hashable, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE` is 2067).
    public var code: Int32
    public var message: String
    public var sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    // Extended result codes are C macros with casts, which Swift does not import.
    static let constraintForeignKey: Int32 = 787  // SQLITE_CONSTRAINT | 3 << 8
    static let constraintPrimaryKey: Int32 = 1555  // SQLITE_CONSTRAINT | 6 << 8
    static let constraintUnique: Int32 = 2067  // SQLITE_CONSTRAINT | 8 << 8

    /// The primary result code (the low byte of the extended one).
    public var primaryCode: Int32 { code & 0xFF }

    public var kind: DatabaseFailureKind {
        switch code {
        case Self.constraintUnique, Self.constraintPrimaryKey: .uniqueViolation
        case Self.constraintForeignKey: .foreignKeyViolation
        default: primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED ? .busy : .other
        }
    }

    public var isUniqueViolation: Bool { kind == .uniqueViolation }

    public var description: String {
        let statement = sql.map { " in \($0)" } ?? ""
        return "SQLite error \(code): \(message)\(statement)"
    }
}
