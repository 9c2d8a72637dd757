internal import CSQLite

/// A prepared statement of one `SQLiteConnection`, which caches it by its SQL: bind
/// its parameters, step through its rows, read the current row's columns.
package struct SQLiteStatement {
    let handle: OpaquePointer
    package let sql: String
    private let connection: OpaquePointer

    init(handle: OpaquePointer, sql: String, connection: OpaquePointer) {
        self.handle = handle
        self.sql = sql
        self.connection = connection
    }

    /// The connection's last error (a failed bind or step sets it), with this statement.
    func error() -> SQLiteError {
        SQLiteError(resultCode: sqlite3_extended_errcode(connection), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }

    /// Binds `arguments` to the parameters in order: as many as the statement has.
    func bind<Arguments: Collection>(_ arguments: Arguments) throws(SQLiteError) where Arguments.Element: SQLiteBindable {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count == expected else {
            throw SQLiteError(
                resultCode: SQLITE_RANGE, message: "the statement has \(expected) parameters but \(arguments.count) arguments were given",
                sql: sql)
        }
        var index: Int32 = 1
        for argument in arguments {
            let code = argument.bind(to: self, at: index)
            guard code == SQLITE_OK else { throw error() }
            index += 1
        }
    }

    /// Steps once: true when a row is ready (read it with `row`), false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw error()
        }
    }

    /// The current row.
    var row: SQLiteRow { SQLiteRow(handle: handle) }

    /// Clears the bindings and rewinds, ready for the next use.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }
}

/// The current row of a statement: valid until the statement steps again or is reset.
package struct SQLiteRow {
    let handle: OpaquePointer

    /// The storage class of a column's value.
    package enum ColumnType {
        case integer, real, text, blob, null
    }

    /// How many columns the row has.
    package var count: Int32 { sqlite3_column_count(handle) }

    /// A column's name in the result.
    package func name(at column: Int32) -> String { String(cString: sqlite3_column_name(handle, column)) }

    package func type(at column: Int32) -> ColumnType {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: .integer
        case SQLITE_FLOAT: .real
        case SQLITE_TEXT: .text
        case SQLITE_BLOB: .blob
        default: .null
        }
    }

    package func int64(at column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    package func double(at column: Int32) -> Double { sqlite3_column_double(handle, column) }

    /// The column as UTF-8 text ("" for null).
    package func text(at column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column as bytes (empty for null).
    package func blob(at column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }
}
