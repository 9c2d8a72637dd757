import QuillSQLite

/// A connection runs the backend's statements with `SQLValue`s.
extension SQLiteConnection: SQLExecutor {
    @discardableResult
    package func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
        try execute(sql, arguments, row: { _ in })
    }

    package func query(_ sql: String, _ arguments: [SQLValue]) throws -> [SQLRow] {
        var rows: [SQLRow] = []
        var columns: [String] = []
        try execute(sql, arguments) { row throws(SQLiteError) in
            if columns.isEmpty { columns = (0..<row.count).map(row.name(at:)) }
            rows.append(SQLRow(columns: columns, values: (0..<row.count).map { SQLValue(row, at: $0) }))
        }
        return rows
    }
}

extension SQLValue: SQLiteBindable {
    package func bind(to statement: SQLiteStatement, at index: Int32) -> Int32 {
        switch self {
        case .null: Int64?.none.bind(to: statement, at: index)
        case .integer(let value): value.bind(to: statement, at: index)
        case .real(let value): value.bind(to: statement, at: index)
        case .text(let value): value.bind(to: statement, at: index)
        case .blob(let value): value.bind(to: statement, at: index)
        }
    }

    /// The value in `column` of a SQLite row.
    init(_ row: SQLiteRow, at column: Int32) {
        switch row.type(at: column) {
        case .integer: self = .integer(row.int64(at: column))
        case .real: self = .real(row.double(at: column))
        case .text: self = .text(row.text(at: column))
        case .blob: self = .blob(row.blob(at: column))
        case .null: self = .null
        }
    }
}
