import GraphQL

/// Graphcool's Simple API over a model stored in a `Storage`: the schema and
/// the resolvers that compile each request into SQL.
///
/// Reads take one statement per nesting level: a list field's nodes share a
/// `RecordBatch`, and the first resolver of a relation field (or its `_…Meta`)
/// on any of them loads that field for all of them in one statement (the
/// parents' ids batched), leaving the result in the batch for the others. This
/// keeps every resolver synchronous (the executor's fast path) instead of
/// suspending for a `DataLoader` tick, and needs no look-ahead at the selection.
struct GraphcoolAPI: Sendable {
    let model: Model
    let storage: any Storage
    let reader: RecordReader
    let writer: RecordWriter
    let events: MutationEvents
    let arguments: GraphcoolArguments

    init(model: Model, storage: any Storage, events: MutationEvents, ids: IDGenerator = IDGenerator()) {
        self.model = model
        self.storage = storage
        self.events = events
        reader = RecordReader(compiler: QueryCompiler(model: model, dialect: storage.dialect))
        writer = RecordWriter(model: model, dialect: storage.dialect, ids: ids)
        arguments = GraphcoolArguments(model: model)
    }

    /// The resolvers of every generated field.
    func resolvers<Context: Sendable>(_ context: Context.Type = Context.self) -> Resolvers<Context> {
        var resolvers = Resolvers<Context>()
        for type in model.types {
            addQueries(type, &resolvers)
            addFields(type, &resolvers)
            addMutations(type, &resolvers)
            addSubscription(type, &resolvers)
        }
        for relation in model.relations {
            addRelationMutations(relation, &resolvers)
        }
        return resolvers
    }

    /// `{ count: n }`, a `_QueryMeta`.
    static func meta(_ count: Int) -> JSONValue { .object(JSONObject([("count", .int(count))])) }

    private func addQueries<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let api = self, name = type.name
        resolvers.field("Query", GraphcoolNames.all(name)) { _, arguments, _, _ in
            let query = try api.arguments.query(arguments, type: name)
            return try api.storage.read { database in try api.reader.nodes(name, query, in: database) } as [any Sendable]
        }
        resolvers.field("Query", GraphcoolNames.allMeta(name)) { _, arguments, _, _ in
            let query = try api.arguments.query(arguments, type: name)
            return Self.meta(try api.storage.read { database in try api.reader.count(name, query, in: database) })
        }
        resolvers.field("Query", name) { _, arguments, _, _ in
            let given = arguments.values.members.filter { !$0.value.isNull }
            guard given.count == 1, let key = given.first, let field = type.field(named: key.key) else {
                throw GraphcoolError.invalidArgument(
                    "\(name) takes exactly one argument (id or a unique field), got \(given.count).")
            }
            let value = try GraphcoolValues.sql(key.value, of: field)
            return try api.storage.read { database in try api.reader.node(name, matching: [(field.name, value)], in: database) }
        }
    }

    private func addFields<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let api = self
        for field in type.fields {
            guard case .relation(_, let target) = field.kind else {
                resolvers.field(type.name, field.name) { parent, _, _, _ in
                    guard let record = parent as? Record else { return nil }
                    return FieldValues.json(record[field.name], of: field)
                }
                continue
            }
            guard let link = RelationLink(model: model, type: type.name, field: field.name) else { continue }
            resolvers.field(type.name, field.name) { parent, arguments, _, _ in
                guard let record = parent as? Record else { return nil }
                let query = try api.arguments.query(arguments, type: target)
                let key = "\(field.name)\(String(decoding: JSONValue.object(arguments.values).serialized(), as: UTF8.self))"
                let byParent = try record.batch.value(key) { ids in
                    try api.storage.read { database in try api.reader.related(link, parents: ids, query, in: database) }
                }
                let nodes = byParent[record.id] ?? []
                return field.isList ? nodes as [any Sendable] : nodes.first
            }
            guard field.isList else { continue }
            resolvers.field(type.name, GraphcoolNames.meta(field.name)) { parent, arguments, _, _ in
                guard let record = parent as? Record else { return nil }
                let query = try api.arguments.query(arguments, type: target)
                let key = "_\(field.name)Meta\(String(decoding: JSONValue.object(arguments.values).serialized(), as: UTF8.self))"
                let counts = try record.batch.value(key) { ids in
                    try api.storage.read { database in try api.reader.counts(link, parents: ids, query, in: database) }
                }
                return Self.meta(counts[record.id] ?? 0)
            }
        }
    }
}
