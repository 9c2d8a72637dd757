import QuillSync

/// A PostgreSQL database: a pool of connections, used only from the driver's own
/// threads (`perform`), shared with any number of other processes.
///
/// Reads are `REPEATABLE READ READ ONLY` transactions (one snapshot); writes are
/// `SERIALIZABLE`, run again (until the timeout) when they meet a concurrent write, so
/// that they end as if writes ran one at a time, as on SQLite. A transaction
/// whose connection was lost before its commit was sent runs again on a new one.
/// Every transaction ends by `timeout`: waiting for a connection, for a thread or for
/// the server's answers (statements are also cancelled on the server after it).
final class PostgresDatabase: Storage {
    let dialect: any SQLDialect = PostgresDialect()
    var answersInProcess: Bool { false }
    let notifications: (any NotificationChannel)?
    let timeout: Double
    private let pool: ConnectionPool
    private let threads: BlockingThreads

    var connectionPoolUse: ConnectionPoolUse? {
        let (open, idle) = pool.counts
        return ConnectionPoolUse(inUse: open - idle, open: open, limit: pool.limit)
    }

    /// The advisory lock migrations hold, so that processes starting together migrate in
    /// turn: this key and a hash of the schema, so that migrations of other schemas of the
    /// database (other apps, or tests) do not wait for each other.
    static let migrationLock: Int32 = 0x7175_696C  // "quil"

    /// Connects to `url` (failing now when the database cannot be reached), with a pool
    /// of at most `connections` connections and as many threads.
    init(url: String, connections: Int, timeout: Double, observer: (@Sendable (String) -> Void)? = nil) throws {
        let seconds = max(1, Int(timeout))
        let settings = [
            "SET statement_timeout = \(seconds * 1000)",
            "SET idle_in_transaction_session_timeout = \(max(60, seconds * 2) * 1000)",
        ]
        pool = ConnectionPool(limit: connections) { () throws(PostgresError) -> PostgresConnection in
            try PostgresConnection(url: url, connectTimeout: Int(seconds), settings: settings, observer: observer)
        }
        threads = BlockingThreads(count: connections)
        self.timeout = timeout
        let schema = try Self.currentSchema(pool, until: MonotonicInstant.now + timeout)
        notifications = PostgresNotifications(url: url, channel: "quill:\(schema)", timeout: timeout)
        try migrate { database in try PostgresNotifications.createTable(in: database) }
    }

    /// The schema tables are made in (the first of the connection's `search_path`).
    private static func currentSchema(_ pool: ConnectionPool, until deadline: MonotonicInstant) throws(PostgresError) -> String {
        let connection = try pool.acquire(until: deadline)
        defer { pool.release(connection) }
        connection.deadline = deadline
        return try connection.query("SELECT current_schema()", []).first?[0].text ?? "public"
    }

    func read<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", isWrite: false, body)
    }

    @discardableResult
    func write<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        try transaction("BEGIN ISOLATION LEVEL SERIALIZABLE", isWrite: true, body)
    }

    @discardableResult
    func migrate<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        try transaction("BEGIN", isWrite: true) { database in
            _ = try database.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock), hashtext(current_schema()))")
            try database.execute("SET CONSTRAINTS ALL DEFERRED")
            let result = try body(database)
            try database.execute("SET CONSTRAINTS ALL IMMEDIATE")
            return result
        }
    }

    func perform<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        let limit = pool.limit
        let timeout = timeout
        return try await threads.run(
            timeout: timeout,
            busy: {
                PostgresError(sqlState: "53300", message: "all \(limit) connections to the database stayed in use for \(timeout)")
            }, body)
    }

    /// Runs `body` in a transaction opened with `begin`, again after a conflict (a write)
    /// or a connection lost before the commit.
    private func transaction<T>(_ begin: String, isWrite: Bool, _ body: (any SQLExecutor) throws -> T) throws -> T {
        let deadline = MonotonicInstant.now + timeout
        var attempt = 0
        while true {
            attempt += 1
            let connection = try pool.acquire(until: deadline)
            defer { pool.release(connection) }
            connection.begin(begin, until: deadline)
            var committing = false
            do {
                let result = try body(connection)
                committing = true
                if isWrite {
                    try connection.commit(waiting: true)
                } else {
                    // A read-only transaction has nothing to commit: its answer is read later, its failure does not matter.
                    try? connection.commit(waiting: false)
                }
                return result
            } catch let error as PostgresError {
                connection.rollback()
                let again = (isWrite && error.isConflict) || (error.isConnectionLost && !committing && attempt < 3)
                guard again, MonotonicInstant.now < deadline else { throw error }
                if error.isConflict { Self.pause(attempt: attempt) }
            } catch {
                connection.rollback()
                throw error
            }
        }
    }

    /// Waits a little before running a conflicting transaction again: longer, and
    /// randomly spread, after each conflict, so that the writers that met stop meeting.
    private static func pause(attempt: Int) {
        let microseconds = UInt32.random(in: 0...UInt32(min(attempt, 20) * 500))
        usleep(microseconds)
    }

    /// How many connections are open (idle or in use).
    var openConnections: Int { pool.openCount }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
