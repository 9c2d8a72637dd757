/// Runs SQL statements on one connection, inside whatever transaction its owner opened.
package protocol SQLExecutor {
    /// Runs one statement; returns the number of rows it changed.
    @discardableResult
    func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int
    /// Runs one statement and returns its rows.
    func query(_ sql: String, _ arguments: [SQLValue]) throws -> [SQLRow]
}

extension SQLExecutor {
    @discardableResult
    package func execute(_ sql: String) throws -> Int { try execute(sql, []) }
    package func query(_ sql: String) throws -> [SQLRow] { try query(sql, []) }
}

/// A database the backend stores a model in: SQLite (in this process) or PostgreSQL
/// (over the network, shared by any number of processes), each with its `SQLDialect`.
package protocol Storage: Sendable {
    /// How to spell SQL for this database.
    var dialect: any SQLDialect { get }
    /// Runs `body` in a read-only transaction (one consistent snapshot); reads run concurrently.
    func read<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T
    /// Runs `body` in a write transaction, as if writes ran one at a time: committed if
    /// it returns, rolled back (and the error rethrown) if it throws. A database that
    /// runs writers concurrently may run `body` again after a conflict, so `body` must
    /// have no effects outside the transaction.
    @discardableResult
    func write<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T
    /// Like `write`, for schema changes, one migration at a time: foreign keys are not
    /// enforced while `body` runs (tables can be rebuilt) and are checked before the commit.
    @discardableResult
    func migrate<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T

    /// Whether statements are answered in this process (SQLite): the backend then reads
    /// and writes on the executor's threads. Otherwise (PostgreSQL) every use goes
    /// through `perform`.
    var answersInProcess: Bool { get }
    /// Runs `body`, which uses this storage, on one of the driver's own threads, where
    /// it may wait for the network (never on Swift's concurrency pool); a database that
    /// answers in process runs it in place.
    func perform<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T
    /// Where committed writes announce themselves to every process sharing the
    /// database; nil when one process owns it (SQLite).
    var notifications: (any NotificationChannel)? { get }
    /// How the database's pool of connections is used, for metrics.
    var connectionPoolUse: ConnectionPoolUse? { get }
}

/// How a database's connection pool is used, for metrics.
public struct ConnectionPoolUse: Sendable, Hashable {
    /// Connections lent to a transaction now.
    public var inUse: Int
    /// Connections open, lent or idle.
    public var open: Int
    /// The most the pool opens.
    public var limit: Int
}

extension Storage {
    /// The pool's use; nil for a database without a pool of its own (SQLite).
    package var connectionPoolUse: ConnectionPoolUse? { nil }

    /// Runs `body` in place when the database answers in process, else through `perform`.
    package func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        if answersInProcess { return try body() }
        return try await perform(body)
    }
}
