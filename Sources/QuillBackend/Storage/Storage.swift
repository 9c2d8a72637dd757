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

/// A database the backend stores a model in. SQLite is the one implementation;
/// PostgreSQL drops in behind the same interface and its own `SQLDialect`.
package protocol Storage: Sendable {
    /// How to spell SQL for this database.
    var dialect: any SQLDialect { get }
    /// Runs `body` in a read-only transaction (one consistent snapshot); reads run concurrently.
    func read<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T
    /// Runs `body` in a write transaction, one writer at a time: committed if it
    /// returns, rolled back (and the error rethrown) if it throws.
    @discardableResult
    func write<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T
    /// Like `write`, for schema changes: foreign keys are not enforced while `body`
    /// runs (tables can be rebuilt) and are checked before the commit.
    @discardableResult
    func migrate<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T
}
