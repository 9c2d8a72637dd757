/// A database error the layers above act on without knowing the database: each driver's
/// error type conforms, and the driver sets its `kind` (SQLite from its result codes,
/// PostgreSQL from its SQLSTATEs and connection state).
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
    /// The database was locked for longer than the busy timeout, or every connection to
    /// it stayed in use for longer than the timeout.
    case busy
    /// The database cannot be reached or stopped answering (refused, lost, timed out):
    /// `reason` says which, in words fit for a client (no addresses, no credentials).
    case unavailable(reason: String)
    case other
}

/// The columns of one table whose values a unique constraint keeps distinct.
struct UniqueKey: Sendable, Hashable {
    var table: String
    var columns: [String]
}
