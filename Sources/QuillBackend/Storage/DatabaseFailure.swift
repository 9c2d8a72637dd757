/// A database error the layers above act on without knowing the database: each driver's
/// error type conforms, and the driver sets its `kind` (SQLite from its result codes).
protocol DatabaseFailure: Error {
    var kind: DatabaseFailureKind { get }
    /// The database's own message, for logs (`UNIQUE constraint failed: Conference.name`).
    var message: String { get }
}

/// What went wrong, as far as the API cares.
enum DatabaseFailureKind: Sendable, Hashable {
    /// A unique constraint (or primary key) would hold two equal values: `key` names it,
    /// when the database says which.
    case uniqueViolation(UniqueKey?)
    /// A foreign key points at a row that does not exist.
    case foreignKeyViolation
    /// The database was locked for longer than the busy timeout.
    case busy
    case other
}

/// The columns of one table whose values a unique constraint keeps distinct.
struct UniqueKey: Sendable, Hashable {
    var table: String
    var columns: [String]
}
