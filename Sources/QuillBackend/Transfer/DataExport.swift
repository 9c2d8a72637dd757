import GraphQL

/// Writes every row of a model's database as JSON lines (`TransferFormat`), read in one
/// transaction (one consistent snapshot). The database must be migrated to the model.
package struct DataExport: Sendable {
    let model: Model
    let storage: any Storage

    package init(model: Model, storage: any Storage) {
        self.model = model
        self.storage = storage
    }

    /// The export's text, and how many rows each table had.
    package func run() throws -> (text: String, counts: [TransferCount]) {
        let schema = DatabaseSchema(model: model)
        let dialect = storage.dialect
        // The text is made inside the transaction and written after it: a read may run
        // again (a connection lost), which must not repeat output.
        return try storage.read { database in
            try Self.requireApplied(schema, in: database)
            var writer = JSONWriter(capacity: 64 * 1024)
            writer.writeRaw(TransferFormat.header.utf8)
            writer.writeByte(UInt8(ascii: "\n"))
            var counts: [TransferCount] = []
            for table in schema.tables {
                let columns = table.columns.map { dialect.quote($0.name) }.joined(separator: ", ")
                let rows = try database.query(
                    "SELECT \(columns) FROM \(dialect.quote(table.name)) ORDER BY \(TransferFormat.order(of: table, dialect))")
                let (key, name) = TransferFormat.key(of: table.origin)
                let prefix = Array("{\"\(key)\":".utf8)
                for row in rows {
                    writer.writeRaw(prefix)
                    writer.writeString(name)
                    do throws(TransferError) {
                        if case .type = table.origin {
                            writer.writeRaw(",\"node\":{".utf8)
                            try Self.write(row, of: table, to: &writer)
                            writer.writeByte(UInt8(ascii: "}"))
                        } else {
                            writer.writeByte(UInt8(ascii: ","))
                            try Self.write(row, of: table, to: &writer)
                        }
                    } catch {
                        let id = row.values.first?.text.map { " '\($0)'" } ?? ""
                        throw TransferError("\(table.origin.description), row\(id): \(error.message)")
                    }
                    writer.writeRaw("}\n".utf8)
                }
                counts.append(TransferCount(origin: table.origin, rows: rows.count))
            }
            return (writer.string, counts)
        }
    }

    /// The members `"column":value` of a row, in the table's column order.
    private static func write(_ row: SQLRow, of table: TableDefinition, to writer: inout JSONWriter) throws(TransferError) {
        for (index, column) in table.columns.enumerated() {
            if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
            writer.writeString(column.name)
            writer.writeByte(UInt8(ascii: ":"))
            try TransferFormat.write(row[index], of: column, to: &writer)
        }
    }

    /// Throws unless the database's applied schema is `schema` (the model's).
    static func requireApplied(_ schema: DatabaseSchema, in database: any SQLExecutor) throws {
        let applied: DatabaseSchema?
        do {
            applied = try Migrator.appliedSchema(database)
        } catch {
            throw TransferError("the database holds no model's data (\(error)); `quill migrate` prepares one")
        }
        guard applied == schema else {
            throw TransferError(
                "the database is not migrated to this model\(applied == nil ? "" : " (it holds an older or other one)"); run `quill migrate` with the model first"
            )
        }
    }
}

/// How many rows of one table an export wrote or an import read.
package struct TransferCount: Sendable, Hashable {
    package var origin: TableOrigin
    package var rows: Int

    /// `type Conference: 3 nodes`, `relation Attendees: 5 connections`.
    package var description: String {
        switch origin {
        case .type: "\(origin.description): \(rows) node\(rows == 1 ? "" : "s")"
        case .relation: "\(origin.description): \(rows) connection\(rows == 1 ? "" : "s")"
        }
    }
}
