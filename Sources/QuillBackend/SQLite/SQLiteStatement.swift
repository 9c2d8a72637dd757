import CSQLite

/// A prepared statement: binding arguments, stepping, reading columns.
///
/// Statements belong to one `SQLiteConnection`, which caches them by SQL and
/// resets them after each use.
struct SQLiteStatement {
    let handle: OpaquePointer
    let sql: String
    let connection: OpaquePointer

    func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(connection), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }

    /// Binds `arguments` to the parameters in order.
    func bind(_ arguments: [SQLValue]) throws(SQLiteError) {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count == expected else {
            throw SQLiteError(code: SQLITE_RANGE, message: "the statement has \(expected) parameters but \(arguments.count) arguments were given", sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 = switch argument {
            case .null: sqlite3_bind_null(handle, index)
            case .integer(let value): sqlite3_bind_int64(handle, index, value)
            case .real(let value): sqlite3_bind_double(handle, index, value)
            case .text(let value):
                value.utf8CString.withUnsafeBufferPointer { csqlite_bind_text(handle, index, $0.baseAddress, Int32($0.count - 1)) }
            case .blob(let value):
                value.withUnsafeBytes { csqlite_bind_blob(handle, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count)) }
            }
            guard code == SQLITE_OK else { throw error(code) }
        }
    }

    /// Steps once: true when a row is ready, false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw error(code)
        }
    }

    /// The result's column names.
    func columnNames() -> [String] {
        (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    /// The current row's value in column `index`.
    func value(at index: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let text = sqlite3_column_text(handle, index) else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let bytes = sqlite3_column_blob(handle, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }

    /// Clears the bindings and rewinds, ready for the next use.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }
}
