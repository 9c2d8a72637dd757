import GraphQL

/// Reads an export's JSON lines (`TransferFormat`) into an empty database of the same
/// model, in one transaction: migrated first if it is not yet (a new database), then
/// every row inserted, ids as they were. Every line is checked before the database is
/// touched (its JSON, its table, its columns and their values, ids unique, relations
/// pointing at nodes of the input); any failure, then or in the database, names the
/// line and leaves the database as it was.
package struct DataImport: Sendable {
    let model: Model
    let storage: any Storage

    package init(model: Model, storage: any Storage) {
        self.model = model
        self.storage = storage
    }

    /// One row read from a line.
    struct Row {
        var line: Int
        var table: Int
        var values: [SQLValue]
    }

    /// Imports `text`; how many rows each table received.
    package func run(_ text: String) throws -> [TransferCount] {
        let schema = DatabaseSchema(model: model)
        let rows = try Self.read(text, schema: schema)
        try Self.checkReferences(rows, schema: schema)
        let dialect = storage.dialect
        let model = model
        let migrator = Migrator(storage: storage)
        let inserts = schema.tables.map { table in
            let columns = table.columns.map { dialect.quote($0.name) }.joined(separator: ", ")
            let placeholders = table.columns.indices.map { dialect.placeholder($0) }.joined(separator: ", ")
            return "INSERT INTO \(dialect.quote(table.name)) (\(columns)) VALUES (\(placeholders))"
        }
        try storage.migrate { database in
            try migrator.apply(model, acceptDataLoss: false, in: database)
            for table in schema.tables where try !database.query("SELECT 1 FROM \(dialect.quote(table.name)) LIMIT 1").isEmpty {
                throw TransferError("the database already holds data (\(table.origin.description)); import into an empty one")
            }
            for row in rows {
                do {
                    try database.execute(inserts[row.table], row.values)
                } catch {
                    throw TransferError(line: row.line, "\(error)")
                }
            }
        }
        return schema.tables.enumerated().map { index, table in
            TransferCount(origin: table.origin, rows: rows.lazy.filter { $0.table == index }.count)
        }
    }

    /// Every row of `text`, checked against `schema`; blank lines are skipped.
    static func read(_ text: String, schema: DatabaseSchema) throws(TransferError) -> [Row] {
        var tables: [String: Int] = [:]
        for (index, table) in schema.tables.enumerated() {
            let (key, name) = TransferFormat.key(of: table.origin)
            tables[key + " " + name] = index
        }
        var rows: [Row] = []
        var sawHeader = false
        for (offset, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
            if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            let json: JSONValue
            do throws(JSONReadError) {
                json = try JSONReader().read(Array(bytes))
            } catch {
                throw TransferError(line: number, "column \(error.column): \(error.message)")
            }
            guard sawHeader else {
                guard json == (try? JSONReader().read(TransferFormat.header)) else {
                    throw TransferError(line: number, "the first line must be the export's header \(TransferFormat.header)")
                }
                sawHeader = true
                continue
            }
            do throws(TransferError) {
                rows.append(try row(json, line: number, tables: tables, schema: schema))
            } catch {
                throw TransferError(line: number, error.message)
            }
        }
        guard sawHeader else { throw TransferError("the input is empty; an export starts with its header \(TransferFormat.header)") }
        return rows
    }

    /// The row of one line (after the header).
    private static func row(_ json: JSONValue, line: Int, tables: [String: Int], schema: DatabaseSchema) throws(TransferError) -> Row {
        guard case .object(let object) = json else { throw TransferError("expected an object, not \(TransferFormat.quoted(json))") }
        let keys = object.members.map(\.key)
        guard let key = ["type", "relation"].first(where: keys.contains), case .string(let name)? = object[key] else {
            throw TransferError("expected a \"type\" or a \"relation\" (a string) naming the line's table")
        }
        guard let index = tables[key + " " + name] else {
            let known = schema.tables.map { TransferFormat.key(of: $0.origin) }.filter { $0.key == key }.map(\.name)
            throw TransferError("the model has no \(key) '\(name)' (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
        }
        let table = schema.tables[index]
        let fields: JSONObject
        if key == "type" {
            guard keys.count == 2, case .object(let node)? = object["node"] else {
                throw TransferError("a node's line has \"type\" and \"node\" (an object), nothing else")
            }
            fields = node
        } else {
            var rest = object
            rest.members.removeAll { $0.key == "relation" }
            fields = rest
        }
        for member in fields.members where table.column(named: member.key) == nil {
            throw TransferError("\(table.origin.description) has no field '\(member.key)'")
        }
        var values: [SQLValue] = []
        values.reserveCapacity(table.columns.count)
        for column in table.columns {
            guard let value = fields[column.name] else { throw TransferError("the line lacks '\(column.name)' (null if it has no value)") }
            values.append(try TransferFormat.value(value, of: column))
        }
        return Row(line: line, table: index, values: values)
    }

    /// Throws at the first row whose id repeats another's, or whose relation column holds
    /// an id that no node of the input has (the database is empty: the input is all there is).
    static func checkReferences(_ rows: [Row], schema: DatabaseSchema) throws(TransferError) {
        var ids: [String: [String: Int]] = [:]
        var pairs: [Int: [[SQLValue]: Int]] = [:]
        for row in rows {
            let table = schema.tables[row.table]
            if case .type = table.origin, let id = row.values.first?.text {
                if let first = ids[table.name]?[id] {
                    throw TransferError(
                        line: row.line, "a second node of \(table.origin.description) with id '\(id)' (the first is on line \(first))")
                }
                ids[table.name, default: [:]][id] = row.line
            } else if case .relation = table.origin {
                if let first = pairs[row.table]?[row.values] {
                    throw TransferError(line: row.line, "the same connection as line \(first)")
                }
                pairs[row.table, default: [:]][row.values] = row.line
            }
        }
        for row in rows {
            for (column, value) in zip(schema.tables[row.table].columns, row.values) {
                guard let key = column.references, let id = value.text, ids[key.table]?[id] == nil else { continue }
                throw TransferError(line: row.line, "'\(column.name)' points at \(key.table) '\(id)', which no node of the input is")
            }
        }
    }
}
