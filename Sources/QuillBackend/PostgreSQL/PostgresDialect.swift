import Foundation

/// PostgreSQL's SQL.
///
/// Column types: `TEXT COLLATE "C"` for text (byte order, as SQLite sorts), `BIGINT`,
/// `DOUBLE PRECISION`, `BOOLEAN`, `TIMESTAMPTZ` for date-times, `DATE`, `NUMERIC`,
/// `BYTEA`, `INET` and `JSON` for JSON (kept as written). Foreign keys are added once every table of a migration exists
/// (a table may refer to one created after it), and are `DEFERRABLE`, so that a
/// migration checks them at its commit. A table changes in place (`ALTER TABLE … DROP COLUMN`, `ADD COLUMN`):
/// rebuilding it would drop the foreign keys that point at it.
struct PostgresDialect: SQLDialect {
    /// The longest identifier PostgreSQL keeps (longer ones are cut, and could collide).
    static let maxIdentifierBytes = 63

    func quote(_ identifier: String) -> String {
        guard identifier.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + identifier + "\"" }
        return "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    func literal(_ value: SQLValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let int): String(int)
        case .real(let double): double.isFinite ? "\(double)" : "NULL"
        case .text(let text): "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let bytes): "'\\x" + bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined() + "'::bytea"
        }
    }

    func placeholder(_ index: Int) -> String { "$\(index + 1)" }

    func typed(_ placeholder: String, as type: ColumnType) -> String {
        type == .text ? "CAST(\(placeholder) AS TEXT) COLLATE \"C\"" : "CAST(\(placeholder) AS \(sqlType(type)))"
    }

    func position(of needle: String, in haystack: String) -> String { "strpos(\(haystack), \(needle))" }

    func comparable(_ expression: String, as type: ColumnType) -> String { expression }

    /// ICU's lowercase (`und`, Unicode's full mapping), then `TextFolding.replacements`.
    func folded(_ expression: String) -> String {
        TextFolding.replacements.reduce(Self.icuLower(expression)) { folded, replacement in
            "replace(\(folded), \(literal(.text(replacement.0))), \(literal(.text(replacement.1))))"
        }
    }

    func sqlType(_ type: ColumnType) -> String {
        switch type {
        case .text: "TEXT"
        case .integer: "BIGINT"
        case .real: "DOUBLE PRECISION"
        case .boolean: "BOOLEAN"
        case .dateTime: "TIMESTAMPTZ"
        case .json: "JSON"
        case .date: "DATE"
        case .decimal: "NUMERIC"
        case .blob: "BYTEA"
        case .inet: "INET"
        }
    }

    func columnDefinition(_ column: ColumnDefinition) -> String {
        var sql = "\(quote(column.name)) \(sqlType(column.type))"
        if column.type == .text { sql += " COLLATE \"C\"" }
        if column.isPrimaryKey { sql += " PRIMARY KEY" }
        if column.isNotNull { sql += " NOT NULL" }
        if let value = column.defaultValue {
            // Booleans are 0 and 1 to the backend, as in SQLite.
            if column.type == .boolean, let flag = value.integer {
                sql += " DEFAULT \(flag != 0 ? "TRUE" : "FALSE")"
            } else {
                sql += " DEFAULT \(literal(value))"
            }
        }
        return sql
    }

    func addForeignKeys(of columns: [ColumnDefinition], to table: String) -> [String] {
        columns.compactMap { column in
            column.references.map { key in
                "ALTER TABLE \(quote(table)) ADD FOREIGN KEY (\(quote(column.name))) REFERENCES \(quote(key.table))(\(quote(key.column))) ON DELETE \(key.onDelete.rawValue) DEFERRABLE INITIALLY IMMEDIATE"
            }
        }
    }

    func createTable(_ table: TableDefinition) -> [String] {
        let columns = table.columns.map(columnDefinition).joined(separator: ", ")
        return ["CREATE TABLE \(quote(table.name)) (\(columns))"] + table.indexes.map { createIndex($0, on: table.name) }
    }

    func addColumn(_ column: ColumnDefinition, to table: String) -> [String] {
        ["ALTER TABLE \(quote(table)) ADD COLUMN \(columnDefinition(column))"]
    }

    func createIndex(_ index: IndexDefinition, on table: String) -> String {
        let columns = index.columns.map(quote).joined(separator: ", ")
        return "CREATE \(index.isUnique ? "UNIQUE " : "")INDEX \(quote(indexName(index.name))) ON \(quote(table)) (\(columns))"
    }

    func dropIndex(_ index: IndexDefinition, on table: String) -> String {
        "DROP INDEX IF EXISTS \(quote(indexName(index.name)))"
    }

    func dropTable(_ name: String) -> String {
        "DROP TABLE \(quote(name)) CASCADE"
    }

    func rebuildTable(from old: TableDefinition, to new: TableDefinition, keeping: [String]) -> [String] {
        let table = quote(new.name)
        var statements = old.indexes.map { dropIndex($0, on: old.name) }
        for column in old.columns where !keeping.contains(column.name) {
            statements.append("ALTER TABLE \(table) DROP COLUMN \(quote(column.name))")
        }
        for column in new.columns where !keeping.contains(column.name) {
            statements += addColumn(column, to: new.name)
        }
        return statements + new.indexes.map { createIndex($0, on: new.name) }
    }

    /// A generated `tsvector` column `_search` of the columns' words (the `simple`
    /// configuration, no stemming, lowercased by ICU whatever the database's locale: as
    /// SQLite's index), with a GIN index.
    func createSearchIndex(on table: String, columns: [String]) -> [String] {
        let text = columns.map { "coalesce(\(Self.icuLower(quote($0))), '')" }.joined(separator: " || ' ' || ")
        return [
            "ALTER TABLE \(quote(table)) ADD COLUMN \(quote(Self.searchColumn)) tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, \(text))) STORED",
            "CREATE INDEX \(quote(indexName(table + "_search"))) ON \(quote(table)) USING GIN (\(quote(Self.searchColumn)))",
        ]
    }

    func dropSearchIndex(on table: String) -> [String] {
        ["ALTER TABLE \(quote(table)) DROP COLUMN IF EXISTS \(quote(Self.searchColumn))"]
    }

    func search(_ table: String, alias: String, placeholder: String) -> SearchSQL {
        let column = "\(alias).\(quote(Self.searchColumn))"
        let query = "websearch_to_tsquery('simple'::regconfig, \(Self.icuLower(placeholder)))"
        return SearchSQL(join: "", condition: "\(column) @@ \(query)", score: "ts_rank(\(column), \(query))::float8")
    }

    func searchArgument(_ text: SearchText) -> String { text.websearchText }

    /// Text lowercased as Unicode says (ICU's `und`), not as the database's locale does.
    static func icuLower(_ expression: String) -> String { "lower((\(expression)) COLLATE \"und-x-icu\")" }

    /// The column of a table's full-text index.
    static let searchColumn = "_search"

    /// An index's name as PostgreSQL keeps it: names longer than it allows are cut and
    /// end in a hash of the whole name, so that they stay distinct.
    func indexName(_ name: String) -> String {
        guard name.utf8.count > Self.maxIdentifierBytes else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        var prefix = ""
        for character in name {
            guard prefix.utf8.count + character.utf8.count <= Self.maxIdentifierBytes - 17 else { break }
            prefix.append(character)
        }
        return prefix + "_" + String(hash, radix: 16).leftPadded(to: 16)
    }
}
