internal import CSQLite

/// A value that binds to a statement's parameter.
package protocol SQLiteBindable {
    /// Binds this value to parameter `index` (1-based) of `statement`; SQLite's result code.
    func bind(to statement: SQLiteStatement, at index: Int32) -> Int32
}

extension Int64: SQLiteBindable {
    package func bind(to statement: SQLiteStatement, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement.handle, index, self)
    }
}

extension Double: SQLiteBindable {
    package func bind(to statement: SQLiteStatement, at index: Int32) -> Int32 {
        sqlite3_bind_double(statement.handle, index, self)
    }
}

extension String: SQLiteBindable {
    /// Binds the text (SQLite copies it).
    package func bind(to statement: SQLiteStatement, at index: Int32) -> Int32 {
        var text = self
        return text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { csqlite_bind_text(statement.handle, index, $0.baseAddress, Int32(buffer.count)) }
        }
    }
}

extension [UInt8]: SQLiteBindable {
    /// Binds the bytes as a blob (SQLite copies them; an empty array is an empty blob, not null).
    package func bind(to statement: SQLiteStatement, at index: Int32) -> Int32 {
        withUnsafeBytes { csqlite_bind_blob(statement.handle, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count)) }
    }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    /// Binds the value, or null.
    package func bind(to statement: SQLiteStatement, at index: Int32) -> Int32 {
        guard let self else { return sqlite3_bind_null(statement.handle, index) }
        return self.bind(to: statement, at: index)
    }
}
