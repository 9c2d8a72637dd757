import Foundation

/// An error from PostgreSQL or from the connection to it: the server's SQLSTATE and
/// message (with the detail and table it names), or a connection that failed, with the
/// kind the layers above act on.
struct PostgresError: DatabaseFailure, Sendable, Hashable, CustomStringConvertible {
    /// The five-character SQLSTATE (`23505` for a unique violation); nil when the
    /// connection failed rather than the statement.
    var sqlState: String?
    var message: String
    var detail: String?
    var table: String?
    var sql: String?
    let kind: DatabaseFailureKind

    init(sqlState: String?, message: String, detail: String? = nil, table: String? = nil, sql: String? = nil) {
        self.sqlState = sqlState
        self.message = message
        self.detail = detail
        self.table = table
        self.sql = sql
        kind = Self.kind(sqlState: sqlState, detail: detail, table: table)
    }

    /// A connection that could not be opened, was lost or stopped answering; `reason`
    /// is what a client is told, `message` (libpq's) is for the log.
    init(unavailable reason: String, message: String, sql: String? = nil) {
        sqlState = nil
        self.message = message
        self.sql = sql
        kind = .unavailable(reason: reason)
    }

    /// Whether the statement met a concurrent transaction's writes (serialization failure,
    /// deadlock): the transaction can run again.
    var isConflict: Bool { sqlState == "40001" || sqlState == "40P01" }

    /// Whether the connection is gone (or the server is going), so that another connection may succeed.
    var isConnectionLost: Bool {
        if case .unavailable = kind { return true }
        return false
    }

    private static func kind(sqlState: String?, detail: String?, table: String?) -> DatabaseFailureKind {
        guard let sqlState else { return .unavailable(reason: "the connection failed") }
        switch sqlState {
        case "23505": return .uniqueViolation(uniqueKey(detail: detail, table: table))
        case "23503": return .foreignKeyViolation
        case "40001", "40P01", "55P03", "53300": return .busy
        case "57014": return .unavailable(reason: "a statement took too long")
        case "57P01", "57P02", "57P03": return .unavailable(reason: "the database server is shutting down or starting up")
        default: return sqlState.hasPrefix("08") ? .unavailable(reason: "the connection failed") : .other
        }
    }

    /// The table and columns of a unique violation, from its detail: `Key (author, "createdAt")=(…) already exists.`
    /// (Names are quoted where they need it; the model's names hold no comma.)
    static func uniqueKey(detail: String?, table: String?) -> UniqueKey? {
        guard let table, let detail, detail.hasPrefix("Key ("), let end = detail.range(of: ")=(") else { return nil }
        let list = detail[detail.index(detail.startIndex, offsetBy: 5)..<end.lowerBound]
        let columns = list.components(separatedBy: ", ").map { name in
            guard name.count >= 2, name.first == "\"", name.last == "\"" else { return String(name) }
            return String(name.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
        }
        return columns.contains(where: \.isEmpty) ? nil : UniqueKey(table: table, columns: columns)
    }

    var description: String {
        let code = sqlState.map { " \($0)" } ?? ""
        let more = detail.map { " (\($0))" } ?? ""
        let statement = sql.map { " in \($0)" } ?? ""
        return "PostgreSQL error\(code): \(message)\(more)\(statement)"
    }
}
