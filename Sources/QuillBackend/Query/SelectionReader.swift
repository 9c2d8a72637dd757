import GraphQL

/// Reads the nodes of a `SelectionPlan` and writes them as the response's JSON:
/// one statement per relation per nesting level (the parents' ids batched), every
/// level in the caller's one read transaction, no `Record`s and no resolvers.
///
/// A result is `nil` when some value cannot be written as the executor would
/// complete it (null in a non-null field, a value its type cannot represent):
/// the caller then resolves the field the ordinary way, which reports the error.
struct SelectionReader: Sendable {
    let compiler: QueryCompiler
    /// The most parent ids bound in one statement (see `RecordReader`).
    let parentsPerStatement: Int
    /// The text of lookup statements, by shape.
    private let statements = StatementTexts()

    init(compiler: QueryCompiler, parentsPerStatement: Int) {
        self.compiler = compiler
        self.parentsPerStatement = parentsPerStatement
    }

    /// The nodes of `plan.type` that `query` selects, as a JSON list.
    func list(_ plan: SelectionPlan, _ query: RecordQuery, in database: any SQLExecutor) throws -> [UInt8]? {
        let statement = compiler.select(plan.type, query, columns: plan.columns)
        let rows = try database.query(statement.sql, statement.arguments)
        // Every node of the type: the relations are read without binding their ids.
        let all = query.filter == .always && query.window.isAll
        let level = try load(plan, Level(rows: rows), parentsAreAll: all, in: database)
        var writer = JSONWriter(capacity: 256 + rows.count * 64)
        writer.writeByte(UInt8(ascii: "["))
        for index in rows.indices {
            if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
            guard write(plan, level, index, &writer) else { return nil }
        }
        writer.writeByte(UInt8(ascii: "]"))
        return writer.bytes
    }

    /// The nodes of `plan.type` that `query` selects (one more than a page), as a
    /// connection of `connection`'s page.
    func page(
        _ plan: SelectionPlan, _ connection: ConnectionPlan, _ query: RecordQuery, in database: any SQLExecutor
    ) throws -> [UInt8]? {
        let statement = compiler.select(plan.type, query, columns: plan.columns)
        let rows = try database.query(statement.sql, statement.arguments)
        let level = try load(plan, Level(rows: rows), parentsAreAll: false, in: database)
        var writer = JSONWriter(capacity: 256 + rows.count * 64)
        guard write(connection, plan, level, Array(rows.indices), &writer) else { return nil }
        return writer.bytes
    }

    /// The node of `plan.type` whose fields have the given values (a unique key) as a
    /// JSON object, `.some(nil)` when there is none; `nil` when it cannot be written.
    ///
    /// The first to-many relation the plan reads without arguments is read by the
    /// same statement, joined to the node.
    func node(
        _ plan: SelectionPlan, matching values: [(field: String, value: SQLValue)], in database: any SQLExecutor
    ) throws -> [UInt8]?? {
        guard !values.contains(where: { $0.value.isNull }) else {
            let filter = RecordFilter.and(values.map { .compare($0.field, .equals, $0.value) })
            return try one(list(plan, RecordQuery(filter: filter, window: RecordWindow(first: 1)), in: database))
        }
        let joined = plan.relations.firstIndex { $0.isList && $0.query == RecordQuery() }
        let fields = values.map(\.field), link = joined.map { plan.relations[$0].link }
        let targetColumns = joined.map { plan.relations[$0].plan.columns }
        let shape = LookupShape(type: plan.type, fields: fields, link: link, columns: plan.columns, targetColumns: targetColumns)
        let sql = statements.text(shape) {
            compiler.lookup(plan.type, fields: fields, including: link, columns: plan.columns, targetColumns: targetColumns)
        }
        let rows = try database.query(sql, values.map(\.value))
        guard let first = rows.first else { return .some(nil) }
        var preloaded: [Int: Level] = [:]
        if let joined {
            // The linked nodes' columns follow the node's in the same rows.
            let width = plan.columns.count
            preloaded[joined] = Level(rows: rows.filter { !$0.values[width].isNull }, offset: width)
        }
        let level = try load(plan, Level(rows: [first]), parentsAreAll: false, preloaded: preloaded, in: database)
        var writer = JSONWriter(capacity: 1024)
        guard write(plan, level, 0, &writer) else { return nil }
        return .some(writer.bytes)
    }

    /// The object in a JSON list of at most one.
    private func one(_ list: [UInt8]?) -> [UInt8]?? {
        guard let list else { return nil }
        if list.count == 2 { return .some(nil) }
        return .some(Array(list[1..<(list.count - 1)]))
    }

    // MARK: Reading

    /// The rows of one nesting level (the plan's columns from `offset` on) and, per
    /// relation and count of its plan, what was read for all of them.
    private struct Level {
        let rows: [SQLRow]
        let offset: Int
        var children: [(level: Level, byParent: [String: [Int]])] = []
        var counts: [[String: Int]] = []

        init(rows: [SQLRow], offset: Int = 0) {
            self.rows = rows
            self.offset = offset
        }

        /// The id of the node in row `index`.
        func id(_ index: Int) -> String { rows[index].values[offset].text ?? "" }
    }

    /// Reads what `plan` needs below the nodes of `level`: each relation in one
    /// statement (per `parentsPerStatement` parent ids), the `preloaded` ones (by
    /// relation index: the nodes of the one node of `level`) not again.
    private func load(
        _ plan: SelectionPlan, _ level: Level, parentsAreAll: Bool, preloaded: [Int: Level] = [:],
        in database: any SQLExecutor
    ) throws -> Level {
        var level = level
        if plan.relations.isEmpty && plan.counts.isEmpty { return level }
        let ids = uniqueIDs(level)
        for (index, relation) in plan.relations.enumerated() {
            if let targets = preloaded[index] {
                let byParent = [level.id(0): Array(targets.rows.indices)]
                level.children.append((try load(relation.plan, targets, parentsAreAll: false, in: database), byParent))
                continue
            }
            var targets: [SQLRow] = []
            if parentsAreAll && !ids.isEmpty {
                let statement = compiler.selectFromAll(relation.link, relation.query, columns: relation.plan.columns)
                targets = try database.query(statement.sql, statement.arguments)
            } else if !ids.isEmpty {
                for chunk in ids.chunked(by: parentsPerStatement) {
                    let statement = compiler.select(relation.link, parents: chunk, relation.query, columns: relation.plan.columns)
                    targets += try database.query(statement.sql, statement.arguments)
                }
            }
            // Each row's parent id follows the plan's columns, in `__parent`.
            let parentColumn = relation.plan.columns.count
            var byParent: [String: [Int]] = [:]
            for (row, target) in targets.enumerated() {
                byParent[target.values[parentColumn].text ?? "", default: []].append(row)
            }
            level.children.append((try load(relation.plan, Level(rows: targets), parentsAreAll: false, in: database), byParent))
        }
        for count in plan.counts {
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
    private func uniqueIDs(_ level: Level) -> [String] {
        var seen = Set<String>()
        return level.rows.indices.compactMap { index in
            let id = level.id(index)
            return seen.insert(id).inserted ? id : nil
        }
    }

    // MARK: Writing

    /// Writes row `index` of `level` as an object of `plan`'s entries.
    private func write(_ plan: SelectionPlan, _ level: Level, _ index: Int, _ writer: inout JSONWriter) -> Bool {
        let row = level.rows[index], offset = level.offset
        writer.writeByte(UInt8(ascii: "{"))
        for position in plan.entries.indices {
            if position > 0 { writer.writeByte(UInt8(ascii: ",")) }
            writer.writeRaw(plan.entries[position].key)
            switch plan.entries[position].value {
            case .constant(let json):
                writer.writeRaw(json)
            case .column(let column, let scalar):
                guard ScalarWriter.write(row.values[offset + column], scalar, &writer) else { return false }
            case .relation(let relationIndex):
                let relation = plan.relations[relationIndex], (children, byParent) = level.children[relationIndex]
                let targets = byParent[level.id(index)] ?? []
                if relation.isList {
                    writer.writeByte(UInt8(ascii: "["))
                    for (position, target) in targets.enumerated() {
                        if position > 0 { writer.writeByte(UInt8(ascii: ",")) }
                        guard write(relation.plan, children, target, &writer) else { return false }
                    }
                    writer.writeByte(UInt8(ascii: "]"))
                } else if let target = targets.first {
                    guard write(relation.plan, children, target, &writer) else { return false }
                } else {
                    guard !relation.isNonNull else { return false }
                    writer.writeNull()
                }
            case .connection(let relationIndex, let connection):
                let (children, byParent) = level.children[relationIndex]
                let targets = byParent[level.id(index)] ?? []
                guard write(connection, plan.relations[relationIndex].plan, children, targets, &writer) else { return false }
            case .countObject(let countIndex, let entries):
                let count = level.counts[countIndex][level.id(index)] ?? 0
                writer.writeByte(UInt8(ascii: "{"))
                for (position, entry) in entries.enumerated() {
                    if position > 0 { writer.writeByte(UInt8(ascii: ",")) }
                    writer.writeRaw(entry.key)
                    switch entry.value {
                    case .constant(let json): writer.writeRaw(json)
                    case .count: writer.writeInt(count)
                    }
                }
                writer.writeByte(UInt8(ascii: "}"))
            }
        }
        writer.writeByte(UInt8(ascii: "}"))
        return true
    }

    /// Writes the page of `connection` that the nodes in rows `targets` of `level` (in
    /// order, one more than the page holds when there are more) make.
    private func write(
        _ connection: ConnectionPlan, _ plan: SelectionPlan, _ level: Level, _ targets: [Int], _ writer: inout JSONWriter
    ) -> Bool {
        let hasMore = targets.count > connection.count
        let nodes = !hasMore ? targets[...] : connection.fromEnd ? targets.dropFirst() : targets.prefix(connection.count)
        func cursor(_ index: Int) -> String {
            connection.cursor(level.rows[index].values[level.offset + connection.orderColumn], level.id(index))
        }
        func write(_ entries: [ConnectionPlan.Entry], node: Int?, _ writer: inout JSONWriter) -> Bool {
            writer.writeByte(UInt8(ascii: "{"))
            for position in entries.indices {
                if position > 0 { writer.writeByte(UInt8(ascii: ",")) }
                writer.writeRaw(entries[position].key)
                switch entries[position].value {
                case .constant(let json): writer.writeRaw(json)
                case .edges(let edge):
                    writer.writeByte(UInt8(ascii: "["))
                    for (position, node) in nodes.enumerated() {
                        if position > 0 { writer.writeByte(UInt8(ascii: ",")) }
                        guard write(edge, node: node, &writer) else { return false }
                    }
                    writer.writeByte(UInt8(ascii: "]"))
                case .node:
                    guard let node, self.write(plan, level, node, &writer) else { return false }
                case .cursor:
                    guard let node else { return false }
                    writer.writeString(cursor(node))
                case .pageInfo(let info): guard write(info, node: nil, &writer) else { return false }
                case .hasNextPage: writer.writeBool(!connection.fromEnd && hasMore)
                case .hasPreviousPage: writer.writeBool(connection.fromEnd && hasMore)
                case .startCursor: if let first = nodes.first { writer.writeString(cursor(first)) } else { writer.writeNull() }
                case .endCursor: if let last = nodes.last { writer.writeString(cursor(last)) } else { writer.writeNull() }
                }
            }
            writer.writeByte(UInt8(ascii: "}"))
            return true
        }
        return write(connection.entries, node: nil, &writer)
    }
}
