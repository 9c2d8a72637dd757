/// Runs compiled reads and returns `Record`s: nodes of a type, nodes of a relation
/// for many parents at once, and counts.
public struct RecordReader: Sendable {
    public let compiler: QueryCompiler
    /// The most parent ids bound in one statement (SQLite allows 32 766 parameters):
    /// more parents take one statement per this many.
    public let parentsPerStatement: Int

    public init(compiler: QueryCompiler, parentsPerStatement: Int = 10_000) {
        self.compiler = compiler
        self.parentsPerStatement = max(1, parentsPerStatement)
    }

    /// The nodes of `type` that `query` selects.
    public func nodes(_ type: String, _ query: RecordQuery, in database: any SQLExecutor) throws -> [Record] {
        let statement = compiler.select(type, query)
        return records(type, try database.query(statement.sql, statement.arguments))
    }

    /// The node of `type` whose fields have the given values (a unique key), if any.
    public func node(_ type: String, matching values: [(field: String, value: SQLValue)], in database: any SQLExecutor) throws -> Record? {
        let filter = RecordFilter.and(values.map { .compare($0.field, .equals, $0.value) })
        return try nodes(type, RecordQuery(filter: filter, window: RecordWindow(first: 1)), in: database).first
    }

    /// The nodes `link` points at from each parent id: one statement for all parents.
    /// The nodes of all parents share one batch.
    public func related(
        _ link: RelationLink, parents: [String], _ query: RecordQuery, in database: any SQLExecutor
    ) throws -> [String: [Record]] {
        var rows: [SQLRow] = []
        for chunk in chunks(parents) {
            let statement = compiler.select(link, parents: chunk, query)
            rows += try database.query(statement.sql, statement.arguments)
        }
        let found = records(link.targetType, rows)
        var byParent: [String: [Record]] = [:]
        for record in found {
            byParent[record["__parent"].text ?? "", default: []].append(record)
        }
        return byParent
    }

    /// How many nodes of `type` `query` selects.
    public func count(_ type: String, _ query: RecordQuery, in database: any SQLExecutor) throws -> Int {
        let statement = compiler.count(type, query)
        return Int(try database.query(statement.sql, statement.arguments).first?[0].integer ?? 0)
    }

    /// Whether `row`, a node of `type`, matches `filter`.
    public func matches(_ row: SQLRow, of type: String, _ filter: RecordFilter, in database: any SQLExecutor) throws -> Bool {
        let statement = compiler.matches(row, of: type, filter)
        return try database.query(statement.sql, statement.arguments).first?[0].integer ?? 0 > 0
    }

    /// How many nodes `link` selects per parent id (absent parents have none).
    public func counts(
        _ link: RelationLink, parents: [String], _ query: RecordQuery, in database: any SQLExecutor
    ) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for chunk in chunks(parents) {
            let statement = compiler.count(link, parents: chunk, query)
            for row in try database.query(statement.sql, statement.arguments) {
                counts[row[0].text ?? ""] = Int(row[1].integer ?? 0)
            }
        }
        return counts
    }

    /// `parents` in slices of at most `parentsPerStatement` (one empty slice for none).
    func chunks(_ parents: [String]) -> [ArraySlice<String>] {
        guard parents.count > parentsPerStatement else { return [parents[...]] }
        return stride(from: 0, to: parents.count, by: parentsPerStatement).map {
            parents[$0..<min($0 + parentsPerStatement, parents.count)]
        }
    }

    private func records(_ type: String, _ rows: [SQLRow]) -> [Record] {
        var seen = Set<String>()
        let batch = RecordBatch(ids: rows.compactMap { row in row["id"].text.flatMap { seen.insert($0).inserted ? $0 : nil } })
        return rows.map { Record(type: type, row: $0, batch: batch) }
    }
}
