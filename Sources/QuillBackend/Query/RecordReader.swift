import QuillSync

/// Runs compiled reads and returns `Record`s: nodes of a type, nodes of a relation
/// for many parents at once, and counts.
struct RecordReader: Sendable {
    let compiler: QueryCompiler
    /// The most parent ids bound in one statement (SQLite allows 32 766 parameters):
    /// more parents take one statement per this many.
    let parentsPerStatement: Int
    /// The text of lookup statements, by shape.
    private let statements = StatementTexts()

    init(compiler: QueryCompiler, parentsPerStatement: Int = 10_000) {
        self.compiler = compiler
        self.parentsPerStatement = max(1, parentsPerStatement)
    }

    /// The nodes of `type` that `query` selects.
    ///
    /// With `including` links from `type`, the nodes each points at from all of them
    /// (one statement per link, in the same transaction) are kept in their batch under
    /// the link's key, where the relation field's resolver looks first.
    func nodes(
        _ type: String, _ query: RecordQuery, including links: [(link: RelationLink, key: String)] = [],
        in database: any SQLExecutor
    ) throws -> [Record] {
        let statement = compiler.select(type, query)
        let rows = try database.query(statement.sql, statement.arguments)
        guard !links.isEmpty, !rows.isEmpty else { return records(type, rows) }
        let ids = uniqueIDs(rows)
        var loaded: [String: any Sendable] = [:]
        // Every node of the type: their relations are read without binding their ids.
        let all = query.filter == .always && query.window.isAll
        for (link, key) in links {
            loaded[key] = try all ? relatedToAll(link, in: database) : related(link, parents: ids, RecordQuery(), in: database)
        }
        let batch = RecordBatch(ids: ids, loaded: loaded)
        return rows.map { Record(type: type, row: $0, batch: batch) }
    }

    /// The node of `type` whose fields have the given values (a unique key), if any:
    /// one plain `SELECT … WHERE`, its text made once per type and fields.
    ///
    /// With `including`, a to-many link from `type`, the same statement reads the
    /// nodes it points at (all of them, in id order); they are kept in the node's
    /// batch under `key`, where the relation field's resolver looks first.
    func node(
        _ type: String, matching values: [(field: String, value: SQLValue)],
        including link: RelationLink? = nil, key: String = "", in database: any SQLExecutor
    ) throws -> Record? {
        if values.contains(where: { $0.value.isNull }) {
            let filter = RecordFilter.and(values.map { .compare($0.field, .equals, $0.value) })
            return try nodes(type, RecordQuery(filter: filter, window: RecordWindow(first: 1)), in: database).first
        }
        let fields = values.map(\.field)
        let sql = statements.text(LookupShape(type: type, fields: fields, link: link)) {
            compiler.lookup(type, fields: fields, including: link)
        }
        let rows = try database.query(sql, values.map(\.value))
        guard let first = rows.first else { return nil }
        let width = compiler.columns[type]?.count ?? 0
        let node = SQLRow(columns: Array(first.columns[..<width]), values: Array(first.values[..<width]))
        guard let link else { return Record(type: type, row: node, batch: RecordBatch(ids: [node["id"].text ?? ""])) }
        let targetColumns = Array(first.columns[width...])
        let targets = rows.compactMap { row -> SQLRow? in
            let target = SQLRow(columns: targetColumns, values: Array(row.values[width...]))
            return target["id"].isNull ? nil : target
        }
        let id = node["id"].text ?? ""
        let related: [String: [Record]] = [id: records(link.targetType, targets)]
        return Record(type: type, row: node, batch: RecordBatch(ids: [id], loaded: [key: related]))
    }

    /// The nodes `link` points at from each parent id: one statement for all parents.
    /// The nodes of all parents share one batch.
    func related(
        _ link: RelationLink, parents: [String], _ query: RecordQuery, in database: any SQLExecutor
    ) throws -> [String: [Record]] {
        var rows: [SQLRow] = []
        for chunk in chunks(parents) {
            let statement = compiler.select(link, parents: chunk, query)
            rows += try database.query(statement.sql, statement.arguments)
        }
        return byParent(records(link.targetType, rows))
    }

    /// The nodes `link` points at from every node of its source type, by parent id.
    func relatedToAll(_ link: RelationLink, in database: any SQLExecutor) throws -> [String: [Record]] {
        let statement = compiler.selectFromAll(link, RecordQuery())
        return byParent(records(link.targetType, try database.query(statement.sql, statement.arguments)))
    }

    /// `found` (rows with `__parent`) by parent id, in order.
    private func byParent(_ found: [Record]) -> [String: [Record]] {
        var byParent: [String: [Record]] = [:]
        for record in found {
            byParent[record["__parent"].text ?? "", default: []].append(record)
        }
        return byParent
    }

    /// How many nodes of `type` `query` selects.
    func count(_ type: String, _ query: RecordQuery, in database: any SQLExecutor) throws -> Int {
        let statement = compiler.count(type, query)
        return Int(try database.query(statement.sql, statement.arguments).first?[0].integer ?? 0)
    }

    /// Whether `row`, a node of `type`, matches `filter`.
    func matches(_ row: SQLRow, of type: String, _ filter: RecordFilter, in database: any SQLExecutor) throws -> Bool {
        let statement = compiler.matches(row, of: type, filter)
        return try database.query(statement.sql, statement.arguments).first?[0].integer ?? 0 > 0
    }

    /// How many nodes `link` selects per parent id (absent parents have none).
    func counts(
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
        parents.chunked(by: parentsPerStatement)
    }

    private func records(_ type: String, _ rows: [SQLRow]) -> [Record] {
        let batch = RecordBatch(ids: uniqueIDs(rows))
        return rows.map { Record(type: type, row: $0, batch: batch) }
    }

    /// The rows' ids, each once, in order.
    private func uniqueIDs(_ rows: [SQLRow]) -> [String] {
        var seen = Set<String>()
        return rows.compactMap { row in row["id"].text.flatMap { seen.insert($0).inserted ? $0 : nil } }
    }
}

/// What a lookup statement's text depends on.
struct LookupShape: Hashable {
    var type: String
    var fields: [String]
    var link: RelationLink?
    /// The columns read of the node and of the linked nodes (`nil`: all of them).
    var columns: [String]? = nil
    var targetColumns: [String]? = nil
}

/// Statement texts made once per shape and kept: at most `limit` of them (shapes
/// vary with the columns requests select), then the cache starts over.
final class StatementTexts: Sendable {
    private let texts = Locked<[LookupShape: String]>([:])
    private let limit: Int

    init(limit: Int = 512) {
        self.limit = limit
    }

    /// The text kept for `shape`, made by `make` the first time.
    func text(_ shape: LookupShape, _ make: () -> String) -> String {
        if let text = texts.withLock({ $0[shape] }) { return text }
        let text = make()
        texts.withLock { texts in
            if texts.count >= limit { texts.removeAll(keepingCapacity: true) }
            texts[shape] = text
        }
        return text
    }
}

extension Array where Element == String {
    /// The ids in slices of at most `size` (one empty slice for none).
    func chunked(by size: Int) -> [ArraySlice<String>] {
        guard count > size else { return [self[...]] }
        return stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
