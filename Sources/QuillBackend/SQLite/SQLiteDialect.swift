import Foundation

/// SQLite's SQL.
///
/// Column types: `TEXT` for text, date-times (ISO-8601), dates, decimals (compared as
/// numbers), IP addresses and JSON; `INTEGER` for integers and booleans (0/1); `REAL`
/// for floats; `BLOB` for bytes. A table is changed beyond
/// `ADD COLUMN` by rebuilding it (create the new table, copy, drop, rename), as
/// SQLite's documentation prescribes for `ALTER TABLE`.
struct SQLiteDialect: SQLDialect {
    init() {}

    func quote(_ identifier: String) -> String {
        // Identifiers rarely hold a quote: skip Foundation's search then (it ran for every
        // identifier of every generated statement, a third of a Conference(id:) request).
        guard identifier.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + identifier + "\"" }
        return "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    func literal(_ value: SQLValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let int): String(int)
        case .real(let double): double.isFinite ? "\(double)" : "NULL"
        case .text(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let bytes): "X'" + bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined() + "'"
        }
    }

    /// Numbered, so that a statement may bind its arguments in another order than it writes them.
    func placeholder(_ index: Int) -> String { "?\(index + 1)" }

    func typed(_ placeholder: String, as type: ColumnType) -> String { placeholder }

    func position(of needle: String, in haystack: String) -> String { "instr(\(haystack), \(needle))" }

    func folded(_ expression: String) -> String { "\(TextFolding.sqliteFunction)(\(expression))" }

    /// A decimal (text) compared as a number.
    func comparable(_ expression: String, as type: ColumnType) -> String {
        type == .decimal ? "CAST(\(expression) AS REAL)" : expression
    }

    func sqlType(_ type: ColumnType) -> String {
        switch type {
        case .text, .dateTime, .json, .date, .decimal, .inet: "TEXT"
        case .integer, .boolean: "INTEGER"
        case .real: "REAL"
        case .blob: "BLOB"
        }
    }

    func columnDefinition(_ column: ColumnDefinition) -> String {
        var sql = "\(quote(column.name)) \(sqlType(column.type))"
        if column.isPrimaryKey { sql += " PRIMARY KEY" }
        if column.isNotNull { sql += " NOT NULL" }
        if let value = column.defaultValue { sql += " DEFAULT \(literal(value))" }
        if let key = column.references {
            sql += " REFERENCES \(quote(key.table))(\(quote(key.column))) ON DELETE \(key.onDelete.rawValue)"
        }
        return sql
    }

    func createTable(_ table: TableDefinition) -> [String] {
        let columns = table.columns.map(columnDefinition).joined(separator: ", ")
        return ["CREATE TABLE \(quote(table.name)) (\(columns))"] + table.indexes.map { createIndex($0, on: table.name) }
    }

    func addColumn(_ column: ColumnDefinition, to table: String) -> [String] {
        ["ALTER TABLE \(quote(table)) ADD COLUMN \(columnDefinition(column))"]
    }

    /// None: SQLite declares a foreign key with its column, and does not check it while a migration runs.
    func addForeignKeys(of columns: [ColumnDefinition], to table: String) -> [String] { [] }

    func createIndex(_ index: IndexDefinition, on table: String) -> String {
        let columns = index.columns.map(quote).joined(separator: ", ")
        return "CREATE \(index.isUnique ? "UNIQUE " : "")INDEX \(quote(index.name)) ON \(quote(table)) (\(columns))"
    }

    func dropIndex(_ index: IndexDefinition, on table: String) -> String {
        "DROP INDEX \(quote(index.name))"
    }

    func dropTable(_ name: String) -> String {
        "DROP TABLE \(quote(name))"
    }

    func rebuildTable(from old: TableDefinition, to new: TableDefinition, keeping: [String]) -> [String] {
        let temporary = "_quill_new_\(new.name)"
        var renamed = new
        renamed.name = temporary
        renamed.indexes = []
        var statements = createTable(renamed)
        if !keeping.isEmpty {
            let columns = keeping.map(quote).joined(separator: ", ")
            statements.append("INSERT INTO \(quote(temporary)) (\(columns)) SELECT \(columns) FROM \(quote(old.name))")
        }
        statements.append(dropTable(old.name))
        statements.append("ALTER TABLE \(quote(temporary)) RENAME TO \(quote(new.name))")
        return statements + new.indexes.map { createIndex($0, on: new.name) }
    }

    /// An FTS5 table `<table>_search` whose content is the table's (by rowid, read back
    /// from it), kept in step by triggers, as FTS5's documentation prescribes; words are
    /// Unicode's, case folded, accents kept (as PostgreSQL's `simple` configuration).
    func createSearchIndex(on table: String, columns: [String]) -> [String] {
        let index = quote(table + "_search")
        let source = quote(table)
        let names = columns.map(quote).joined(separator: ", ")
        let new = columns.map { "new." + quote($0) }.joined(separator: ", ")
        let old = columns.map { "old." + quote($0) }.joined(separator: ", ")
        let insert = "INSERT INTO \(index)(rowid, \(names)) VALUES (new.rowid, \(new));"
        let delete = "INSERT INTO \(index)(\(index), rowid, \(names)) VALUES ('delete', old.rowid, \(old));"
        return [
            "CREATE VIRTUAL TABLE \(index) USING fts5(\(names), content=\(literal(.text(table))), tokenize='unicode61 remove_diacritics 0')",
            "CREATE TRIGGER \(quote(table + "_search_insert")) AFTER INSERT ON \(source) BEGIN \(insert) END",
            "CREATE TRIGGER \(quote(table + "_search_delete")) AFTER DELETE ON \(source) BEGIN \(delete) END",
            "CREATE TRIGGER \(quote(table + "_search_update")) AFTER UPDATE OF \(names) ON \(source) BEGIN \(delete) \(insert) END",
            "INSERT INTO \(index)(\(index)) VALUES ('rebuild')",
        ]
    }

    func dropSearchIndex(on table: String) -> [String] {
        ["insert", "delete", "update"].map { "DROP TRIGGER IF EXISTS \(quote(table + "_search_" + $0))" }
            + ["DROP TABLE IF EXISTS \(quote(table + "_search"))"]
    }

    /// The matching rows' rowids and BM25 scores (negated: FTS5's are lower for better), joined.
    func search(_ table: String, alias: String, placeholder: String) -> SearchSQL {
        let index = quote(table + "_search")
        let match = quote("__match")
        return SearchSQL(
            join:
                " JOIN (SELECT rowid AS \(quote("__rowid")), -bm25(\(index)) AS \(quote("__score")) FROM \(index) WHERE \(index) MATCH \(placeholder)) AS \(match) ON \(match).\(quote("__rowid")) = \(alias).rowid",
            condition: nil, score: "\(match).\(quote("__score"))")
    }

    func searchArgument(_ text: SearchText) -> String { text.fts5Expression }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
