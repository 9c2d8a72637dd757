import GraphQL

/// Graphcool's Simple API over a model stored in a `Storage`: the schema and
/// the resolvers that compile each request into SQL.
///
/// Reads take one statement per nesting level. A query field compiles its whole
/// selection (`GraphcoolSelection`) and answers it with `SelectionReader` as JSON
/// in one read transaction. Where that gives way (a value the schema cannot
/// represent) and below mutation and subscription payloads, fields resolve one by
/// one: a list's nodes share a `RecordBatch`, and the first resolver of a relation
/// field (or its `_…Meta`) on any of them loads that field for all of them in one
/// statement (the parents' ids batched), leaving the result in the batch for the
/// others, so that every resolver stays synchronous (the executor's fast path).
struct GraphcoolAPI: ConventionAPI {
    static let convention = APIConvention.graphcool

    let model: Model
    let storage: any Storage
    let reader: RecordReader
    /// Reads a query field's whole selection when it can (see `plan(_:_:)`).
    let selections: SelectionReader
    let selectable: SelectableFields
    let writer: RecordWriter
    let events: MutationEvents
    let arguments: GraphcoolArguments
    /// Whether query fields read their whole selection with `selections` when they
    /// can (off only to compare with the resolvers in tests).
    let compilesSelections: Bool

    static func schemaSDL(of model: Model) -> SDLWriter {
        var schema = GraphcoolSchema(model: model)
        schema.write()
        return schema.sdl
    }

    /// `A unique constraint would be violated: UNIQUE constraint failed: Conference.name.`
    /// (in SQLite's words, whichever database said it).
    static func uniqueViolationMessage(_ key: UniqueKey?) -> String {
        guard let key else { return "A unique constraint would be violated." }
        let columns = key.columns.map { key.table + "." + $0 }.joined(separator: ", ")
        return "A unique constraint would be violated: UNIQUE constraint failed: \(columns)."
    }

    init(model: Model, storage: any Storage, events: MutationEvents, ids: IDGenerator, compilesSelections: Bool) {
        self.compilesSelections = compilesSelections
        self.model = model
        self.storage = storage
        self.events = events
        reader = RecordReader(compiler: QueryCompiler(model: model, dialect: storage.dialect))
        selections = SelectionReader(compiler: reader.compiler, parentsPerStatement: reader.parentsPerStatement)
        selectable = SelectableFields(model: model, countField: GraphcoolNames.meta)
        writer = RecordWriter(model: model, dialect: storage.dialect, ids: ids)
        arguments = GraphcoolArguments(model: model)
    }

    func resolvers<Context: Sendable>(context: Context.Type) -> Resolvers<Context> {
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

    /// The to-many relation fields of `type` that the selection of the field being
    /// resolved (`info`) asks for without arguments, directly or through fragments on
    /// `type`, each once (only the first with `first`): the resolver reads them in its
    /// own read transaction, a lookup of one node in its own statement.
    func prefetchedLinks(_ type: ModelType, _ info: ResolveInfo, first: Bool) -> [RelationLink] {
        var links: [RelationLink] = [], fragments = Set<String>()
        func search(_ selections: [Selection]) {
            for selection in selections where !(first && !links.isEmpty) {
                switch selection {
                case .field(let node):
                    guard node.arguments.isEmpty, let link = RelationLink(model: model, type: type.name, field: node.name.value),
                        link.isToMany, !links.contains(link)
                    else { continue }
                    links.append(link)
                case .inlineFragment(let fragment):
                    guard fragment.typeCondition.map({ $0.name.value == type.name }) ?? true else { continue }
                    search(fragment.selectionSet.selections)
                case .fragmentSpread(let spread):
                    guard fragments.insert(spread.name.value).inserted, let fragment = info.fragments[spread.name.value],
                        fragment.typeCondition.name.value == type.name
                    else { continue }
                    search(fragment.selectionSet.selections)
                }
            }
        }
        search(info.fieldNodes.flatMap { $0.selectionSet?.selections ?? [] })
        return links
    }

    /// `{ count: n }`, a `_QueryMeta`.
    static func meta(_ count: Int) -> JSONValue { .object(JSONObject([("count", .int(count))])) }

    private func addQueries<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let api = self, name = type.name
        resolvers.field("Query", GraphcoolNames.all(name)) { _, arguments, _, info in
            let query = try api.arguments.query(arguments, type: name)
            if api.compilesSelections, let selection = info.selection, let plan = api.plan(name, selection),
                let json = try api.storage.read({ database in try api.selections.list(plan, query, in: database) })
            {
                return CompletedJSON(bytes: json)
            }
            let links = api.prefetchedLinks(type, info, first: false).map { ($0, RecordBatch.key($0.field, Arguments())) }
            return try api.storage.read { database in
                try api.reader.nodes(name, query, including: links, in: database)
            } as [any Sendable]
        }
        resolvers.field("Query", GraphcoolNames.allMeta(name)) { _, arguments, _, _ in
            let query = try api.arguments.query(arguments, type: name)
            return Self.meta(try api.storage.read { database in try api.reader.count(name, query, in: database) })
        }
        resolvers.field("Query", name) { _, arguments, _, info in
            let given = arguments.values.members.filter { !$0.value.isNull }
            guard given.count == 1, let key = given.first, let field = type.field(named: key.key) else {
                throw APIError.invalidArgument(
                    "\(name) takes exactly one argument (id or a unique field), got \(given.count).")
            }
            let value = try GraphcoolValues.sql(key.value, of: field)
            if api.compilesSelections, let selection = info.selection, let plan = api.plan(name, selection),
                let json = try api.storage.read({ database in
                    try api.selections.node(plan, matching: [(field.name, value)], in: database)
                })
            {
                return json.map(CompletedJSON.init(bytes:))
            }
            let link = api.prefetchedLinks(type, info, first: true).first
            let loadedKey = link.map { RecordBatch.key($0.field, Arguments()) } ?? ""
            return try api.storage.read { database in
                try api.reader.node(name, matching: [(field.name, value)], including: link, key: loadedKey, in: database)
            }
        }
    }

    private func addFields<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let api = self
        for field in type.fields {
            guard case .relation(_, let target) = field.kind else {
                let column = reader.compiler.columns[type.name]?.firstIndex(of: field.name)
                resolvers.field(type.name, field.name) { parent, _, _, _ in
                    guard let record = parent as? Record else { return nil }
                    return FieldValues.json(record.value(field.name, at: column), of: field)
                }
                continue
            }
            guard let link = RelationLink(model: model, type: type.name, field: field.name) else { continue }
            resolvers.field(type.name, field.name) { parent, arguments, _, _ in
                guard let record = parent as? Record else { return nil }
                let query = try api.arguments.query(arguments, type: target)
                let key = RecordBatch.key(field.name, arguments)
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
                let key = RecordBatch.key(GraphcoolNames.meta(field.name), arguments)
                let counts = try record.batch.value(key) { ids in
                    try api.storage.read { database in try api.reader.counts(link, parents: ids, query, in: database) }
                }
                return Self.meta(counts[record.id] ?? 0)
            }
        }
    }
}
