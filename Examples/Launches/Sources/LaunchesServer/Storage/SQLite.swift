import CSQLite3
import Synchronization

/// One SQLite connection, used by one caller at a time: `transaction` holds its lock.
/// Statements are prepared once and kept, by SQL.
final class SQLite: Sendable {
    /// The connection and its prepared statements, under the lock.
    private let connection: Mutex<Connection>

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A value to bind to a statement's `?` or to read from a column.
    enum Value: Sendable, Equatable {
        case null
        case integer(Int64)
        case text(String)
    }

    /// Opens (creating it if need be) the database file at `path` in WAL mode.
    init(path: String) throws(Failure) {
        let opened = try Connection(path: path)
        try opened.configure()
        connection = Mutex(opened)
    }

    /// Runs `body` on the connection inside a transaction, committed when `body` returns,
    /// rolled back when it throws.
    func transaction<T: Sendable>(_ body: (Connection) throws -> T) throws -> T {
        try connection.withLock { connection in
            try connection.execute("BEGIN IMMEDIATE")
            do {
                let result = try body(connection)
                try connection.execute("COMMIT")
                return result
            } catch {
                try? connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// Runs `body` on the connection (one statement needs no transaction).
    func read<T: Sendable>(_ body: (Connection) throws -> T) throws -> T {
        try connection.withLock { try body($0) }
    }

    /// The connection: not `Sendable`, reached only through `SQLite`'s lock.
    final class Connection {
        private let handle: OpaquePointer
        private var statements: [String: OpaquePointer] = [:]

        init(path: String) throws(Failure) {
            var handle: OpaquePointer?
            let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
            guard code == SQLITE_OK, let handle else {
                let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
                sqlite3_close_v2(handle)
                throw Failure(description: "cannot open \(path): \(message)")
            }
            self.handle = handle
            sqlite3_busy_timeout(handle, 5000)
        }

        /// WAL mode (readers do not wait for the writer), commits without an fsync each, foreign keys.
        func configure() throws(Failure) {
            for pragma in ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON"] {
                try query(pragma)
            }
        }

        deinit {
            for statement in statements.values { sqlite3_finalize(statement) }
            sqlite3_close_v2(handle)
        }

        /// Runs a statement that returns no rows.
        func execute(_ sql: String, _ arguments: [Value] = []) throws(Failure) {
            _ = try query(sql, arguments)
        }

        /// Runs a statement and returns its rows, each a list of column values.
        @discardableResult
        func query(_ sql: String, _ arguments: [Value] = []) throws(Failure) -> [[Value]] {
            let statement = try prepared(sql)
            defer {
                sqlite3_reset(statement)
                sqlite3_clear_bindings(statement)
            }
            for (index, argument) in arguments.enumerated() {
                let position = Int32(index + 1)
                let code: Int32 =
                    switch argument {
                    case .null: sqlite3_bind_null(statement, position)
                    case .integer(let value): sqlite3_bind_int64(statement, position, value)
                    case .text(let text): csqlite3_bind_text(statement, position, text, -1)
                    }
                guard code == SQLITE_OK else { throw failure(sql) }
            }
            var rows: [[Value]] = []
            while true {
                let code = sqlite3_step(statement)
                if code == SQLITE_DONE { return rows }
                guard code == SQLITE_ROW else { throw failure(sql) }
                rows.append(
                    (0..<sqlite3_column_count(statement)).map { column in
                        switch sqlite3_column_type(statement, column) {
                        case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
                        case SQLITE_NULL: .null
                        default: .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
                        }
                    })
            }
        }

        /// The id of the row the last INSERT made.
        var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

        /// How many rows the last statement changed.
        var changes: Int { Int(sqlite3_changes(handle)) }

        private func prepared(_ sql: String) throws(Failure) -> OpaquePointer {
            if let statement = statements[sql] { return statement }
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure(sql) }
            statements[sql] = statement
            return statement
        }

        private func failure(_ sql: String) -> Failure {
            Failure(description: "\(String(cString: sqlite3_errmsg(handle))) (in \(sql))")
        }
    }
}
