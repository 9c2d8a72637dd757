/// The reads the API makes for itself rather than for a response: whole rows (a
/// node's previous values, the nodes of events), counts, and whether a row matches a
/// filter (subscriptions).
struct RowReader: Sendable {
    let compiler: QueryCompiler

    /// The row of the node of `type` whose fields have the given values (a unique key), if any.
    func row(_ type: String, matching values: [(field: String, value: SQLValue)], in database: any SQLExecutor) throws -> SQLRow? {
        guard !values.contains(where: { $0.value.isNull }) else {
            let filter = RecordFilter.and(values.map { .compare($0.field, .equals, $0.value) })
            let statement = compiler.select(type, RecordQuery(filter: filter, window: RecordWindow(first: 1)), operation: .get)
            return try database.query(statement.sql, statement.arguments).first
        }
        let statement = compiler.lookup(type, fields: values.map(\.field))
        return try database.query(statement.sql, values.map(\.value) + statement.arguments.dropFirst(values.count)).first
    }

    /// The rows of the nodes of `type` that `query` selects: every column of the table.
    func rows(_ type: String, _ query: RecordQuery, in database: any SQLExecutor) throws -> [SQLRow] {
        let statement = compiler.select(type, query)
        return try database.query(statement.sql, statement.arguments)
    }

    /// How many nodes of `type` `query` selects.
    func count(_ type: String, _ query: RecordQuery, in database: any SQLExecutor) throws -> Int {
        let statement = compiler.count(type, query)
        return Int(try database.query(statement.sql, statement.arguments).first?[0].integer ?? 0)
    }

    /// The whole row of the node of `type` with the given key if `access`'s caller may read
    /// the node: found by the caller's own reads (so neither a node it may not read nor a
    /// field it may not read finds one), then read whole (its owner, every field).
    func visibleRow(
        _ type: String, matching values: [(field: String, value: SQLValue)], _ access: Access, in database: any SQLExecutor
    ) throws -> SQLRow? {
        guard access.isRestricted else { return try row(type, matching: values, in: database) }
        let restricted = RowReader(compiler: compiler.restricted(to: access))
        guard let found = try restricted.row(type, matching: values, in: database), let id = found["id"].text else { return nil }
        return try row(type, matching: [("id", .text(id))], in: database)
    }

    /// Whether `row`, a node of `type`, matches `filter`.
    func matches(_ row: SQLRow, of type: String, _ filter: RecordFilter, in database: any SQLExecutor) throws -> Bool {
        let statement = compiler.matches(row, of: type, filter)
        return try database.query(statement.sql, statement.arguments).first?[0].integer ?? 0 > 0
    }
}
