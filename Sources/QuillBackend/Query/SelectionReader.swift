import GraphQL
import QuillSync

/// Reads the nodes of a `CompiledSelection`: one statement per relation per nesting
/// level (the parents' ids batched), every level in the caller's one transaction. What
/// it read is written by `SelectionWriter` as the field's value.
struct SelectionReader: Sendable {
    private(set) var compiler: QueryCompiler
    /// The most parent ids bound in one statement (SQLite allows 32 766 parameters):
    /// more parents take one statement per this many.
    let parentsPerStatement: Int
    /// The text of lookup statements, by shape.
    private let statements = StatementTexts()

    init(compiler: QueryCompiler, parentsPerStatement: Int = 10_000) {
        self.compiler = compiler
        self.parentsPerStatement = max(1, parentsPerStatement)
    }

    /// The reader of `access`'s caller: only what it may read.
    func restricted(to access: Access) -> SelectionReader {
        var reader = self
        reader.compiler = compiler.restricted(to: access)
        return reader
    }

    /// The nodes of `selection.type` that `query` selects, in its order.
    func nodes(_ selection: CompiledSelection, _ query: RecordQuery, in database: any SQLExecutor) throws -> NodeLevel {
        let statement = compiler.select(selection.type, query, columns: selection.columns)
        let rows = try database.query(statement.sql, statement.arguments)
        // Every node of the type: the relations are read without binding their ids.
        let all = query.filter == .always && query.window.isAll && query.search == nil
        return try load(selection, NodeLevel(rows: rows), parentsAreAll: all, in: database)
    }

    /// The nodes of `selection.type` with these ids, in this order (those that exist).
    func nodes(_ selection: CompiledSelection, ids: [String], in database: any SQLExecutor) throws -> NodeLevel {
        let query = RecordQuery(filter: .oneOf("id", ids.map { .text($0) }))
        let statement = compiler.select(selection.type, query, columns: selection.columns, operation: .get)
        var byID: [String: SQLRow] = [:]
        for row in try database.query(statement.sql, statement.arguments) { byID[row[0].text ?? ""] = row }
        return try load(selection, NodeLevel(rows: ids.compactMap { byID[$0] }), parentsAreAll: false, in: database)
    }

    /// The nodes in `rows` (every column of their table), with what `selection` reads
    /// below them: in `database`, which may be nil when it reads nothing below.
    func nodes(_ selection: CompiledSelection, rows: [SQLRow], in database: (any SQLExecutor)?) throws -> NodeLevel {
        let level = NodeLevel(rows: rows.map { row in SQLRow(columns: selection.columns, values: selection.columns.map { row[$0] }) })
        guard selection.readsBelow, !rows.isEmpty else { return level }
        guard let database else { preconditionFailure("A selection that reads relations needs a database") }
        return try load(selection, level, parentsAreAll: false, in: database)
    }

    /// The node of `selection.type` whose fields have the given values (a unique key),
    /// if any: one plain `SELECT … WHERE`, its text made once per shape (unless a
    /// caller's rules restrict the reads).
    ///
    /// The first to-many relation the selection reads without arguments is read by the
    /// same statement, joined to the node.
    func node(
        _ selection: CompiledSelection, matching values: [(field: String, value: SQLValue)], in database: any SQLExecutor
    ) throws -> NodeLevel {
        guard !values.contains(where: { $0.value.isNull }) else {
            let filter = RecordFilter.and(values.map { .compare($0.field, .equals, $0.value) })
            let statement = compiler.select(
                selection.type, RecordQuery(filter: filter, window: RecordWindow(first: 1)), columns: selection.columns, operation: .get)
            return try load(selection, NodeLevel(rows: try database.query(statement.sql, statement.arguments)), parentsAreAll: false, in: database)
        }
        let joined = selection.relations.firstIndex { $0.isList && $0.query == RecordQuery() }
        let fields = values.map(\.field)
        let link = joined.map { selection.relations[$0].link }
        let targetColumns = joined.map { selection.relations[$0].selection.columns }
        // A caller's rules add to the text what they admit of each type (the same text for
        // every caller of the same kind), and bind its subject.
        let access = compiler.access.map { access in
            access.readShape(selection.type, .get) + (link.map { "|" + access.readShape($0.targetType, $0.readOperation) } ?? "")
        }
        let shape = LookupShape(
            type: selection.type, fields: fields, link: link, columns: selection.columns, targetColumns: targetColumns, access: access ?? "")
        let lookup = statements.lookup(shape) {
            let statement = compiler.lookup(
                selection.type, fields: fields, including: link, columns: selection.columns, targetColumns: targetColumns)
            return CachedLookup(statement, keys: fields.count, subject: compiler.access?.caller.subject)
        }
        let subject = compiler.access?.caller.subject.map(SQLValue.text) ?? .null
        let rows = try database.query(lookup.sql, values.map(\.value) + Array(repeating: subject, count: lookup.subjectArguments))
        guard let first = rows.first else { return NodeLevel(rows: []) }
        var preloaded: [Int: NodeLevel] = [:]
        if let joined {
            // The linked nodes' columns follow the node's in the same rows.
            let width = selection.columns.count
            preloaded[joined] = NodeLevel(rows: rows.filter { !$0.values[width].isNull }, offset: width)
        }
        return try load(selection, NodeLevel(rows: [first]), parentsAreAll: false, preloaded: preloaded, in: database)
    }

    /// Reads what `selection` needs below the nodes of `level`: each relation in one
    /// statement (per `parentsPerStatement` parent ids), the `preloaded` ones (by
    /// relation index: the nodes of the one node of `level`) not again.
    private func load(
        _ selection: CompiledSelection, _ level: NodeLevel, parentsAreAll: Bool, preloaded: [Int: NodeLevel] = [:],
        in database: any SQLExecutor
    ) throws -> NodeLevel {
        var level = level
        if selection.relations.isEmpty && selection.counts.isEmpty { return level }
        let ids = uniqueIDs(level)
        for (index, relation) in selection.relations.enumerated() {
            if let targets = preloaded[index] {
                let byParent = [level.id(0): Array(targets.rows.indices)]
                level.children.append((try load(relation.selection, targets, parentsAreAll: false, in: database), byParent))
                continue
            }
            var targets: [SQLRow] = []
            if parentsAreAll && !ids.isEmpty {
                let statement = compiler.selectFromAll(relation.link, relation.query, columns: relation.selection.columns)
                targets = try database.query(statement.sql, statement.arguments)
            } else if !ids.isEmpty {
                for chunk in ids.chunked(by: parentsPerStatement) {
                    let statement = compiler.select(relation.link, parents: chunk, relation.query, columns: relation.selection.columns)
                    targets += try database.query(statement.sql, statement.arguments)
                }
            }
            // Each row's parent id follows the selection's columns, in `__parent`.
            let parentColumn = relation.selection.columns.count
            var byParent: [String: [Int]] = [:]
            for (row, target) in targets.enumerated() {
                byParent[target.values[parentColumn].text ?? "", default: []].append(row)
            }
            level.children.append((try load(relation.selection, NodeLevel(rows: targets), parentsAreAll: false, in: database), byParent))
        }
        for count in selection.counts {
            var counts: [String: Int] = [:]
            for chunk in ids.chunked(by: parentsPerStatement) where !ids.isEmpty {
                let statement = compiler.count(count.link, parents: chunk, count.query)
                for row in try database.query(statement.sql, statement.arguments) {
                    counts[row[0].text ?? ""] = Int(row[1].integer ?? 0)
                }
            }
            level.counts.append(counts)
        }
        return level
    }

    /// The ids of `level`'s nodes, each once, in order.
    private func uniqueIDs(_ level: NodeLevel) -> [String] {
        var seen = Set<String>()
        return level.rows.indices.compactMap { index in
            let id = level.id(index)
            return seen.insert(id).inserted ? id : nil
        }
    }
}

/// The rows of one nesting level of a selection (its columns from `offset` on) and, per
/// relation and count of the selection, what was read for all of them.
struct NodeLevel: Sendable {
    let rows: [SQLRow]
    let offset: Int
    var children: [(level: NodeLevel, byParent: [String: [Int]])] = []
    var counts: [[String: Int]] = []

    init(rows: [SQLRow], offset: Int = 0) {
        self.rows = rows
        self.offset = offset
    }

    /// The id of the node in row `index`.
    func id(_ index: Int) -> String { rows[index].values[offset].text ?? "" }
}

/// What a lookup statement's text depends on.
struct LookupShape: Hashable {
    var type: String
    var fields: [String]
    var link: RelationLink?
    /// The columns read of the node and of the linked nodes.
    var columns: [String]
    var targetColumns: [String]?
    /// What the caller's rules admit of the node's type and the linked one (`Access.readShape`).
    var access: String
}

/// A lookup statement's text, with how many arguments after the key's values bind the
/// caller's subject (what its rules bind: each owner condition).
struct CachedLookup: Sendable {
    let sql: String
    let subjectArguments: Int

    /// The text of `statement`, whose first `keys` arguments are the key's; nil for the
    /// statement itself if any other argument is not `subject` (then it is made each time).
    init(_ statement: SQLStatement, keys: Int, subject: String?) {
        let rest = statement.arguments.dropFirst(keys)
        sql = statement.sql
        subjectArguments = rest.count
        precondition(rest.allSatisfy { $0 == .text(subject ?? "") }, "a lookup binds a value other than the caller's subject")
    }
}

/// Statement texts made once per shape and kept: at most `limit` of them (shapes
/// vary with the columns requests select), then the cache starts over.
final class StatementTexts: Sendable {
    private let lookups = Locked<[LookupShape: CachedLookup]>([:])
    private let limit: Int

    init(limit: Int = 512) {
        self.limit = limit
    }

    /// The lookup kept for `shape`, made by `make` the first time.
    func lookup(_ shape: LookupShape, _ make: () -> CachedLookup) -> CachedLookup {
        if let lookup = lookups.withLock({ $0[shape] }) { return lookup }
        let lookup = make()
        lookups.withLock { lookups in
            if lookups.count >= limit { lookups.removeAll(keepingCapacity: true) }
            lookups[shape] = lookup
        }
        return lookup
    }
}

extension Array where Element == String {
    /// The ids in slices of at most `size` (one empty slice for none).
    func chunked(by size: Int) -> [ArraySlice<String>] {
        guard count > size else { return [self[...]] }
        return stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
