import QuillSQLite
import QuillSync

/// A SQLite database file: one writer connection and a pool of reader connections.
///
/// The file is in WAL mode, so readers see the last committed state while the
/// writer writes. Writes are serialized by a lock around the writer; each read
/// takes a free reader (opening one if none is free) and returns it afterwards.
/// An in-memory database (`:memory:`) has no readers: reads use the writer.
final class SQLiteDatabase: Storage {
    let path: String
    var dialect: any SQLDialect { SQLiteDialect() }
    var answersInProcess: Bool { true }
    var notifications: (any NotificationChannel)? { nil }

    private let writer: Locked<SQLiteConnection>
    private let readers = Locked<[SQLiteConnection]>([])
    private let maxIdleReaders: Int
    private let busyTimeout: Double
    private let observer: (@Sendable (String) -> Void)?
    private var isInMemory: Bool { path == ":memory:" || path.isEmpty }

    /// Opens (creating if needed) the database at `path`.
    ///
    /// - Parameters:
    ///   - maxIdleReaders: how many reader connections to keep open between reads.
    ///   - busyTimeout: how long a statement waits for a lock, in seconds.
    ///   - observer: called with the SQL of every statement run (for tests and tracing).
    init(
        path: String, maxIdleReaders: Int = 4, busyTimeout: Double = 5,
        observer: (@Sendable (String) -> Void)? = nil
    ) throws {
        self.path = path
        self.maxIdleReaders = maxIdleReaders
        self.busyTimeout = busyTimeout
        self.observer = observer
        let connection = try Self.connect(path, readOnly: false, busyTimeout: busyTimeout, observer: observer)
        if !(path == ":memory:" || path.isEmpty) {
            try connection.executeScript("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        }
        writer = Locked(connection)
    }

    /// A connection to `path` with foreign keys on; an error names the path.
    private static func connect(
        _ path: String, readOnly: Bool, busyTimeout: Double, observer: (@Sendable (String) -> Void)?
    ) throws(SQLiteError) -> SQLiteConnection {
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path, readOnly: readOnly, busyTimeout: busyTimeout, observer: observer)
        } catch {
            throw SQLiteError(resultCode: error.resultCode, message: "cannot open \(path): \(error.message)")
        }
        try connection.executeScript("PRAGMA foreign_keys = ON")
        try connection.addFunction(TextFolding.sqliteFunction, TextFolding.fold)
        return connection
    }

    func read<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        if isInMemory {
            return try writer.withLock { connection throws -> T in try connection.inTransaction { try body(connection) } }
        }
        let connection =
            try readers.withLock { $0.popLast() }
            ?? Self.connect(path, readOnly: true, busyTimeout: busyTimeout, observer: observer)
        defer {
            readers.withLock { idle in
                if idle.count < maxIdleReaders { idle.append(connection) }
            }
        }
        return try connection.inTransaction { try body(connection) }
    }

    func perform<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T { try body() }

    @discardableResult
    func write<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        try writer.withLock { connection throws -> T in try connection.inTransaction(.immediate) { try body(connection) } }
    }

    @discardableResult
    func migrate<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        try writer.withLock { connection throws -> T in
            try connection.executeScript("PRAGMA foreign_keys = OFF")
            defer { try? connection.executeScript("PRAGMA foreign_keys = ON") }
            return try connection.inTransaction(.immediate) {
                let result = try body(connection)
                let violations = try connection.query("PRAGMA foreign_key_check")
                if let first = violations.first {
                    throw SQLiteError(
                        resultCode: SQLiteError.constraintForeignKey,
                        message:
                            "the migration leaves \(violations.count) rows whose foreign keys point nowhere (first in table \(first[0].text ?? "?"))"
                    )
                }
                return result
            }
        }
    }
}
