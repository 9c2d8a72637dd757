internal import CSQLite

/// One SQLite connection: statements prepared once and cached by their SQL, scripts,
/// and transactions that roll back when their body throws.
///
/// `@unchecked Sendable` because a connection opened with `SQLITE_OPEN_NOMUTEX` must not
/// be used by two threads at once: each owner hands it to one caller at a time (the
/// backend's `SQLiteDatabase` under a lock, the client's cache under its store's lock).
package final class SQLiteConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    /// How many prepared statements to keep; past it the cache starts over, so that
    /// generated SQL (one text per filter shape) cannot grow it without bound.
    package let statementCacheLimit: Int
    /// Called with each statement's SQL before it runs (tests count statements).
    private let observer: (@Sendable (String) -> Void)?

    /// Opens `path` (`:memory:` for a database in memory), created unless `readOnly`;
    /// a statement waits up to `busyTimeout` seconds for another connection's lock.
    package init(
        path: String, readOnly: Bool = false, busyTimeout: Double, statementCacheLimit: Int = 512,
        observer: (@Sendable (String) -> Void)? = nil
    ) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw SQLiteError(resultCode: code, message: message)
        }
        self.handle = handle
        self.statementCacheLimit = statementCacheLimit
        self.observer = observer
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Int32(min(max(0, busyTimeout), 1_000_000) * 1000))
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement.handle) }
        sqlite3_close_v2(handle)
    }

    /// The cached statement for `sql` (one statement), prepared on first use.
    private func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] { return cached }
        var prepared: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = sql.withCString { sqlite3_prepare_v3(handle, $0, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, &tail) }
        guard code == SQLITE_OK, let prepared else {
            throw SQLiteError(resultCode: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), sql: sql)
        }
        if let tail, tail.pointee != 0, !String(cString: tail).allSatisfy(\.isWhitespace) {
            sqlite3_finalize(prepared)
            throw SQLiteError(resultCode: SQLITE_MISUSE, message: "more than one statement; run scripts with executeScript", sql: sql)
        }
        if statements.count >= statementCacheLimit {
            for cached in statements.values { sqlite3_finalize(cached.handle) }
            statements.removeAll(keepingCapacity: true)
        }
        let statement = SQLiteStatement(handle: prepared, sql: sql, connection: handle)
        statements[sql] = statement
        return statement
    }

    /// How many prepared statements the cache holds.
    package var cachedStatementCount: Int { statements.count }

    /// Runs the statement `sql` with `arguments`, giving each row to `row`; returns how
    /// many rows it changed (inserted, updated or deleted).
    @discardableResult
    package func execute<Arguments: Collection>(
        _ sql: String, _ arguments: Arguments, row: (SQLiteRow) throws(SQLiteError) -> Void = { _ in }
    ) throws(SQLiteError) -> Int where Arguments.Element: SQLiteBindable {
        observer?(sql)
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(arguments)
        while try statement.step() { try row(statement.row) }
        return Int(sqlite3_changes64(handle))
    }

    /// Runs `execute` with arguments of several types (text and a blob).
    @discardableResult
    package func execute(
        _ sql: String, values arguments: [any SQLiteBindable], row: (SQLiteRow) throws(SQLiteError) -> Void = { _ in }
    ) throws(SQLiteError) -> Int {
        try execute(sql, arguments.map(AnyBindable.init), row: row)
    }

    /// Runs `sql` without arguments or caching: statements separated by semicolons.
    package func executeScript(_ sql: String) throws(SQLiteError) {
        observer?(sql)
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(resultCode: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// How a transaction takes its locks: `BEGIN` (`deferred`: at its first read or
    /// write) or `BEGIN IMMEDIATE` (the write lock at once).
    package enum TransactionKind: String, Sendable {
        case deferred = "BEGIN"
        case immediate = "BEGIN IMMEDIATE"
    }

    /// Runs `body` in a transaction and commits; when anything throws (`body` or the
    /// commit), rolls back and rethrows that first error. (`BEGIN` and `COMMIT` are
    /// cached statements: parsing them is a good part of a small read.)
    package func inTransaction<T>(_ kind: TransactionKind = .deferred, _ body: () throws -> T) throws -> T {
        try execute(kind.rawValue, [Int64]())
        do {
            let result = try body()
            try execute("COMMIT", [Int64]())
            return result
        } catch {
            // SQLite may have rolled back already (a full disk, an interrupt).
            if sqlite3_get_autocommit(handle) == 0 { try? executeScript("ROLLBACK") }
            throw error
        }
    }
}

/// A value of any bindable type, for arguments of several types in one array.
private struct AnyBindable: SQLiteBindable {
    let value: any SQLiteBindable

    func bind(to statement: SQLiteStatement, at index: Int32) -> Int32 { value.bind(to: statement, at: index) }
}

extension SQLiteConnection {
    /// Adds the SQL function `name(text)`: `transform` of its argument as text (null for
    /// null). Deterministic, so that SQLite may use it in indexes and reuse its results.
    package func addFunction(_ name: String, _ transform: @escaping @Sendable (String) -> String) throws(SQLiteError) {
        let box = Unmanaged.passRetained(TextFunction(transform)).toOpaque()
        let code = sqlite3_create_function_v2(
            handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, _, arguments in
                guard let context, let argument = arguments?[0], sqlite3_value_type(argument) != SQLITE_NULL,
                    let text = sqlite3_value_text(argument)
                else { return sqlite3_result_null(context) }
                let function = Unmanaged<TextFunction>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
                let input = String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(argument))), as: UTF8.self)
                var result = function.transform(input)
                result.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { csqlite_result_text(context, $0.baseAddress, Int32(bytes.count)) }
                }
            },
            nil, nil, { box in box.map { Unmanaged<TextFunction>.fromOpaque($0).release() } })
        guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, message: String(cString: sqlite3_errmsg(handle))) }
    }
}

/// A Swift function SQL calls, kept alive by the connection.
private final class TextFunction {
    let transform: @Sendable (String) -> String

    init(_ transform: @escaping @Sendable (String) -> String) {
        self.transform = transform
    }
}
