import CSQLite

/// One SQLite connection with a cache of prepared statements keyed by SQL.
///
/// `@unchecked Sendable` because SQLite connections opened with
/// `SQLITE_OPEN_NOMUTEX` must not be used by two threads at once: the only owner,
/// `SQLiteDatabase`, hands each connection to one caller at a time under a lock.
final class SQLiteConnection: SQLExecutor, @unchecked Sendable {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    /// How many prepared statements to keep; past it the cache starts over, so that
    /// generated SQL (one text per filter shape) cannot grow it without bound.
    static let statementCacheLimit = 512
    /// Called with each statement's SQL before it runs (for tests that count statements).
    private let observer: (@Sendable (String) -> Void)?

    /// Opens `path` (created if `readOnly` is false), with foreign keys on and `busyTimeout` in milliseconds.
    init(path: String, readOnly: Bool, busyTimeout: Int32, observer: (@Sendable (String) -> Void)?) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw SQLiteError(code: code, message: "cannot open \(path): \(message)")
        }
        self.handle = handle
        self.observer = observer
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeout)
        try executeScript("PRAGMA foreign_keys = ON")
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement.handle) }
        sqlite3_close_v2(handle)
    }

    /// The cached statement for `sql`, prepared on first use.
    private func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] { return cached }
        var prepared: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = sql.withCString { sqlite3_prepare_v3(handle, $0, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, &tail) }
        guard code == SQLITE_OK, let prepared else {
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), sql: sql)
        }
        if let tail, tail.pointee != 0, !String(cString: tail).allSatisfy(\.isWhitespace) {
            sqlite3_finalize(prepared)
            throw SQLiteError(code: SQLITE_MISUSE, message: "more than one statement; run scripts with executeScript", sql: sql)
        }
        let statement = SQLiteStatement(handle: prepared, sql: sql, connection: handle)
        if statements.count >= Self.statementCacheLimit {
            for cached in statements.values { sqlite3_finalize(cached.handle) }
            statements.removeAll(keepingCapacity: true)
        }
        statements[sql] = statement
        return statement
    }

    /// How many prepared statements the cache holds.
    var cachedStatementCount: Int { statements.count }

    @discardableResult
    func execute(_ sql: String, _ arguments: [SQLValue]) throws(SQLiteError) -> Int {
        observer?(sql)
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        while try statement.step() {}
        return Int(sqlite3_changes64(handle))
    }

    func query(_ sql: String, _ arguments: [SQLValue]) throws(SQLiteError) -> [SQLRow] {
        observer?(sql)
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        let columns = statement.columnNames()
        var rows: [SQLRow] = []
        while try statement.step() {
            rows.append(SQLRow(columns: columns, values: (0..<Int32(columns.count)).map { statement.value(at: $0) }))
        }
        return rows
    }

    /// Runs statements separated by semicolons, without arguments or caching.
    func executeScript(_ sql: String) throws(SQLiteError) {
        observer?(sql)
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Runs `body` between `begin` and `COMMIT`; on any error rolls back and rethrows it.
    /// (`begin` and `COMMIT` run as cached statements: parsing them is a good part of a small read.)
    func transaction<T>(_ begin: String, _ body: (SQLiteConnection) throws -> T) throws -> T {
        try execute(begin, [])
        do {
            let result = try body(self)
            try execute("COMMIT", [])
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { try? executeScript("ROLLBACK") }
            throw error
        }
    }
}
