internal import CSQLite
import Foundation

/// A SQLite connection for the cache: a handful of fixed statements, prepared once.
final class SQLiteConnection {
    let path: String
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    init(path: String, busyTimeout: TimeInterval) throws(SQLiteCacheError) {
        self.path = path
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw SQLiteCacheError(path: path, code: code, message: message)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Int32(min(max(0, busyTimeout), 1_000_000) * 1000))
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    func error(_ code: Int32) -> SQLiteCacheError {
        SQLiteCacheError(path: path, code: code, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// Runs statements that return no rows.
    func execute(_ sql: String) throws(SQLiteCacheError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(sqlite3_extended_errcode(handle)) }
    }

    /// Runs the prepared statement `sql` with text and blob arguments, giving each row to `row`.
    func run(_ sql: String, _ arguments: [SQLiteArgument] = [], row: (SQLiteRow) throws(SQLiteCacheError) -> Void = { _ in })
        throws(SQLiteCacheError)
    {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch argument {
            case .text(let text):
                var text = text
                code = text.withUTF8 { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { csqlite_bind_text(statement, index, $0.baseAddress, Int32(buffer.count)) }
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { csqlite_bind_blob(statement, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, Int32($0.count)) }
            }
            guard code == SQLITE_OK else { throw error(code) }
        }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw error(sqlite3_extended_errcode(handle)) }
            try row(SQLiteRow(statement: statement))
        }
    }

    private func prepared(_ sql: String) throws(SQLiteCacheError) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(sqlite3_extended_errcode(handle)) }
        statements[sql] = statement
        return statement
    }

    /// Runs `body` in a transaction that takes the write lock at once; rolls back on error.
    func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}

enum SQLiteArgument {
    case text(String)
    case blob([UInt8])
}

/// The current row of a statement.
struct SQLiteRow {
    let statement: OpaquePointer

    func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let pointer = sqlite3_column_blob(statement, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}

/// A SQLite cache file could not be opened, read or written: the path, SQLite's result
/// code and its message (`database is locked`, `file is not a database`).
public struct SQLiteCacheError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var code: Int32
    public var message: String

    public var description: String { "SQLite cache \(path): \(message) (SQLite error \(code))" }
}
