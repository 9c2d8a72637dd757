import Foundation
import CSQLite

/// An error from SQLite: its message, its extended result code and the statement, with
/// the kind the layers above act on, read from the code (and, for a unique violation,
/// the constraint's columns from the message: SQLite says them nowhere else).
struct SQLiteError: DatabaseFailure, Sendable, Hashable, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE` is 2067).
    var code: Int32
    var message: String
    var sql: String?
    let kind: DatabaseFailureKind

    init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
        kind = Self.kind(code: code, message: message)
    }

    // Extended result codes are C macros with casts, which Swift does not import.
    static let constraintForeignKey: Int32 = 787  // SQLITE_CONSTRAINT | 3 << 8
    static let constraintPrimaryKey: Int32 = 1555  // SQLITE_CONSTRAINT | 6 << 8
    static let constraintUnique: Int32 = 2067  // SQLITE_CONSTRAINT | 8 << 8

    private static func kind(code: Int32, message: String) -> DatabaseFailureKind {
        switch code {
        case constraintUnique, constraintPrimaryKey: .uniqueViolation(uniqueKey(message))
        case constraintForeignKey: .foreignKeyViolation
        // The primary result code is the extended one's low byte.
        default: [SQLITE_BUSY, SQLITE_LOCKED].contains(code & 0xFF) ? .busy : .other
        }
    }

    /// The table and columns of `UNIQUE constraint failed: Post.author, Post.number`.
    private static func uniqueKey(_ message: String) -> UniqueKey? {
        let prefix = "UNIQUE constraint failed: "
        guard message.hasPrefix(prefix) else { return nil }
        var table: Substring?
        var columns: [String] = []
        for qualified in message.dropFirst(prefix.count).components(separatedBy: ", ") {
            guard let dot = qualified.firstIndex(of: "."), table == nil || table == qualified[..<dot] else { return nil }
            table = qualified[..<dot]
            columns.append(String(qualified[qualified.index(after: dot)...]))
        }
        return table.map { UniqueKey(table: String($0), columns: columns) }
    }

    var description: String {
        let statement = sql.map { " in \($0)" } ?? ""
        return "SQLite error \(code): \(message)\(statement)"
    }
}
