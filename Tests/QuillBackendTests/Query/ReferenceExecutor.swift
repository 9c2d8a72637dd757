import GraphQL

@testable import QuillBackend

/// The oracle of the compiled reads: an executor of a backend's schema that answers
/// from a snapshot of its database (every table read with a plain `SELECT *`), field by
/// field. Filters, orders and windows are evaluated here in Swift (what
/// `QueryCompiler` must do in SQL); every value is completed by the executor (what
/// `SelectionWriter` must write). Arguments are read by the API's own readers.
struct ReferenceExecutor {
    /// A node of the snapshot.
    struct Node: Sendable {
        let type: String
        let row: SQLRow
        var id: String { row["id"].text ?? "" }
    }

    /// A page of a collection.
    struct Page: Sendable {
        let nodes: [Node]
        let order: [RecordOrder]
        let hasNextPage: Bool
        let hasPreviousPage: Bool
        /// The nodes the filter selects, every page together.
        let totalCount: Int
    }

    struct Edge: Sendable {
        let node: Node
        let order: [RecordOrder]
    }

    let model: Model
    /// Each type's rows, in id order.
    let nodes: [String: [Node]]
    /// Each join table's rows.
    let joinRows: [String: [SQLRow]]

    init(_ backend: Backend) throws {
        model = backend.model
        let model = backend.model
        let dialect = backend.storage.dialect
        (nodes, joinRows) = try backend.storage.read { database in
            var nodes: [String: [Node]] = [:]
            for type in model.types {
                let rows = try database.query("SELECT * FROM \(dialect.quote(type.name)) ORDER BY \(dialect.quote("id"))")
                nodes[type.name] = rows.map { Node(type: type.name, row: $0) }
            }
            var joinRows: [String: [SQLRow]] = [:]
            for relation in model.relations where relation.cardinality == .manyToMany {
                let table = DatabaseSchema.joinTableName(of: relation)
                joinRows[table] = try database.query("SELECT * FROM \(dialect.quote(table))")
            }
            return (nodes, joinRows)
        }
    }

    // MARK: What a query selects

    /// The nodes `link` points at from `node`.
    func targets(_ link: RelationLink, of node: Node) -> [Node] {
        let all = nodes[link.targetType] ?? []
        switch link.storage {
        case .joinTable(let table, let sourceColumn, let targetColumn):
            let ids = Set((joinRows[table] ?? []).filter { $0[sourceColumn].text == node.id }.compactMap { $0[targetColumn].text })
            return all.filter { ids.contains($0.id) }
        case .targetColumn(let column):
            return all.filter { $0.row[column].text == node.id }
        case .sourceColumn(let column):
            return all.filter { $0.id == node.row[column].text }
        }
    }

    /// A node's value of an order's key (its own field's, or its relation's node's).
    func orderValue(_ node: Node, _ key: RecordOrder) -> SQLValue {
        guard let relation = key.relation else { return node.row[key.field] }
        guard let link = RelationLink(model: model, type: node.type, field: relation) else { return .null }
        return targets(link, of: node).first?.row[key.field] ?? .null
    }

    /// `nodes` as `query` selects them: filtered, ordered (ties by id), windowed.
    func apply(_ query: RecordQuery, to nodes: [Node]) -> [Node] {
        var selected = nodes.filter { matches($0, query.filter) }
        var order = query.order
        if !order.contains(where: { $0.key == "id" }) { order.append(.byID) }
        selected.sort { left, right in
            for key in order {
                let (leftValue, rightValue) = (orderValue(left, key), orderValue(right, key))
                if leftValue.isNull != rightValue.isNull { return leftValue.isNull == key.nullsFirst }
                let comparison = Self.compare(leftValue, rightValue)
                if comparison != 0 { return key.descending ? comparison > 0 : comparison < 0 }
            }
            return false
        }
        let window = query.window
        if let after = window.after {
            guard let index = selected.firstIndex(where: { $0.id == after }) else { return [] }
            selected = Array(selected[(index + 1)...])
        }
        if let before = window.before {
            guard let index = selected.firstIndex(where: { $0.id == before }) else { return [] }
            selected = Array(selected[..<index])
        }
        if let last = window.last { return Array(selected.dropLast(window.skip).suffix(last)) }
        selected = Array(selected.dropFirst(window.skip))
        return window.first.map { Array(selected.prefix($0)) } ?? selected
    }

    /// SQL's order of two values: null first, numbers by value, text by bytes.
    static func compare(_ left: SQLValue, _ right: SQLValue) -> Int {
        switch (left, right) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case (.text(let l), .text(let r)): return l.utf8.lexicographicallyPrecedes(r.utf8) ? -1 : l == r ? 0 : 1
        default:
            let l = left.real ?? 0
            let r = right.real ?? 0
            return l < r ? -1 : l == r ? 0 : 1
        }
    }

    /// Whether `node` matches `filter`, as SQL decides it (a comparison with null is false).
    func matches(_ node: Node, _ filter: RecordFilter) -> Bool {
        switch filter {
        case .and(let filters): return filters.allSatisfy { matches(node, $0) }
        case .or(let filters): return filters.contains { matches(node, $0) }
        case .not(let inner): return !matches(node, inner)
        case .compare(let field, .equals, .null): return node.row[field].isNull
        case .compare(let field, let comparison, let value):
            let value2 = node.row[field]
            guard !value2.isNull else { return false }
            let order = Self.compare(value2, value)
            switch comparison {
            case .equals: return order == 0
            case .lessThan: return order < 0
            case .lessThanOrEqual: return order <= 0
            case .greaterThan: return order > 0
            case .greaterThanOrEqual: return order >= 0
            }
        case .oneOf(let field, let values):
            let value = node.row[field]
            return !value.isNull && values.contains { Self.compare(value, $0) == 0 }
        case .text(let field, let match, let text, let caseSensitive):
            guard var value = node.row[field].text else { return false }
            var text = text
            if !caseSensitive { (value, text) = (TextFolding.fold(value), TextFolding.fold(text)) }
            switch match {
            case .contains: return value.utf8.count >= text.utf8.count && (text.isEmpty || value.contains(text))
            case .startsWith: return value.utf8.starts(with: text.utf8)
            case .endsWith: return value.utf8.reversed().starts(with: text.utf8.reversed())
            }
        case .related(let field, let quantifier, let inner):
            guard let link = RelationLink(model: model, type: node.type, field: field) else { return false }
            let found = targets(link, of: node).map { matches($0, inner) }
            switch quantifier {
            case .some: return found.contains(true)
            case .none: return !found.contains(true)
            case .every: return !found.contains(false)
            }
        }
    }

    // MARK: The executor

    /// The executor of `backend`'s schema over the snapshot, in its convention.
    static func executor(_ backend: Backend) throws -> Executor<Void> {
        let reference = try ReferenceExecutor(backend)
        var resolvers = Resolvers<Void>()
        switch backend.convention {
        case .graphcool: reference.addGraphcool(&resolvers)
        case .collections: reference.addCollections(&resolvers)
        }
        reference.addLeaves(&resolvers)
        return try Executor(schema: backend.schema, resolvers: resolvers)
    }

    /// Every leaf field of every type, from its node's column.
    private func addLeaves(_ resolvers: inout Resolvers<Void>) {
        for type in model.types {
            for field in type.scalarFields {
                resolvers.field(type.name, field.name, on: Node.self) { node, _, _, _ in FieldValues.json(node.row[field.name], of: field) }
            }
        }
    }

    private func addGraphcool(_ resolvers: inout Resolvers<Void>) {
        let reference = self
        let arguments = GraphcoolArguments(model: model)
        for type in model.types {
            let name = type.name
            resolvers.field("Query", GraphcoolNames.all(name)) { _, args, _, _ in
                reference.apply(try arguments.query(args, type: name), to: reference.nodes[name] ?? []) as [any Sendable]
            }
            resolvers.field("Query", GraphcoolNames.allMeta(name)) { _, args, _, _ in
                GraphcoolAPI.meta(reference.apply(try arguments.query(args, type: name), to: reference.nodes[name] ?? []).count)
            }
            resolvers.field("Query", name) { _, args, _, _ in
                guard let (key, value) = args.values.members.first(where: { !$0.value.isNull }).map({ ($0.key, $0.value) }),
                    let field = type.field(named: key)
                else { return nil }
                let sql = try GraphcoolValues.sql(value, of: field)
                return reference.nodes[name]?.first { Self.compare($0.row[key], sql) == 0 }
            }
            for field in type.relationFields {
                guard let link = RelationLink(model: model, type: name, field: field.name) else { continue }
                resolvers.field(name, field.name, on: Node.self) { node, args, _, _ in
                    let found = reference.apply(try arguments.query(args, type: link.targetType), to: reference.targets(link, of: node))
                    return field.isList ? found as [any Sendable] : found.first
                }
                guard field.isList else { continue }
                resolvers.field(name, GraphcoolNames.meta(field.name), on: Node.self) { node, args, _, _ in
                    GraphcoolAPI.meta(reference.apply(try arguments.query(args, type: link.targetType), to: reference.targets(link, of: node)).count)
                }
            }
        }
    }

    private func addCollections(_ resolvers: inout Resolvers<Void>) {
        let reference = self
        let inputs = InputReader(model: model)
        @Sendable func page(_ request: PageRequest, _ nodes: [Node]) -> Page {
            let found = reference.apply(request.query, to: nodes)
            let hasMore = found.count > request.count
            let page = hasMore ? (request.fromEnd ? Array(found.dropFirst()) : Array(found.prefix(request.count))) : found
            return Page(
                nodes: page, order: request.order, hasNextPage: !request.fromEnd && hasMore, hasPreviousPage: request.fromEnd && hasMore,
                totalCount: nodes.filter { reference.matches($0, request.counted) }.count)
        }
        @Sendable func cursor(_ node: Node, _ order: [RecordOrder]) -> String {
            Cursor(keys: order.map(\.key), values: order.map { reference.orderValue(node, $0) }, id: node.id).encoded
        }
        for type in model.types {
            let names = CollectionsNames(type: type.name)
            resolvers.field("Query", names.single) { _, args, _, _ in
                let key = try inputs.key(args["by"], type: type)
                return reference.nodes[type.name]?.first { node in key.allSatisfy { Self.compare(node.row[$0.field], $0.value) == 0 } }
            }
            resolvers.field("Query", names.collection) { _, args, _, _ in
                page(try PageRequest(args.values, type: type, in: model), reference.nodes[type.name] ?? [])
            }
            resolvers.field(names.connection, "edges", on: Page.self) { page, _, _, _ in
                page.nodes.map { Edge(node: $0, order: page.order) } as [any Sendable]
            }
            resolvers.field(names.connection, "pageInfo", on: Page.self) { page, _, _, _ in
                JSONValue.object(
                    JSONObject([
                        ("hasPreviousPage", .bool(page.hasPreviousPage)), ("hasNextPage", .bool(page.hasNextPage)),
                        ("startCursor", page.nodes.first.map { .string(cursor($0, page.order)) } ?? .null),
                        ("endCursor", page.nodes.last.map { .string(cursor($0, page.order)) } ?? .null),
                    ]))
            }
            resolvers.field(names.connection, "totalCount", on: Page.self) { page, _, _, _ in page.totalCount }
            resolvers.field(names.edge, "node", on: Edge.self) { edge, _, _, _ in edge.node }
            resolvers.field(names.edge, "cursor", on: Edge.self) { edge, _, _, _ in cursor(edge.node, edge.order) }
            for field in type.relationFields {
                guard let link = RelationLink(model: model, type: type.name, field: field.name),
                    let target = model.type(named: link.targetType)
                else { continue }
                resolvers.field(type.name, field.name, on: Node.self) { node, args, _, _ in
                    let targets = reference.targets(link, of: node)
                    return field.isList ? page(try PageRequest(args.values, type: target, in: model), targets) : targets.first
                }
            }
        }
    }
}
