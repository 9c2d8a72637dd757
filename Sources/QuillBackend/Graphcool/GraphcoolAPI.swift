import GraphQL

/// Graphcool's Simple API over a model stored in a `Storage`: the schema and
/// the resolvers that compile each request into SQL.
///
/// Every field that returns nodes (queries, mutation payloads, subscription events)
/// compiles its whole selection (`GraphcoolSelection`), reads it with
/// `SelectionReader` (one statement per nesting level, in one transaction) and returns
/// it as its value (`SelectionRead.fieldValue`): no resolver runs below it, so every
/// resolver stays synchronous on SQLite (the executor's fast path).
struct GraphcoolAPI: ConventionAPI {
    static let convention = APIConvention.graphcool

    let model: Model
    let storage: any Storage
    let authorization: Authorization
    /// What the caller may do (every right, but for a request's `acting(as:)` copy).
    private(set) var access: Access
    /// The reads of responses, restricted to what `access` may read.
    private(set) var reader: SelectionReader
    /// The API's own reads (previous values, events' nodes), unrestricted: what the caller
    /// may do with them is checked by `access`.
    let rows: RowReader
    let selectable: SelectableFields
    let writer: RecordWriter
    let events: MutationEvents
    let arguments: GraphcoolArguments

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

    init(model: Model, storage: any Storage, events: MutationEvents, ids: IDGenerator, authorization: Authorization) {
        self.model = model
        self.storage = storage
        self.authorization = authorization
        access = .unrestricted(authorization)
        self.events = events
        let compiler = QueryCompiler(model: model, dialect: storage.dialect)
        reader = SelectionReader(compiler: compiler)
        rows = RowReader(compiler: compiler)
        selectable = SelectableFields(model: model, countField: GraphcoolNames.meta)
        writer = RecordWriter(model: model, dialect: storage.dialect, ids: ids)
        arguments = GraphcoolArguments(model: model)
    }

    func resolvers<Context: Sendable>(context: Context.Type) -> Resolvers<Context> {
        var resolvers = Resolvers<Context>()
        for type in model.types {
            addQueries(type, &resolvers)
            addMutations(type, &resolvers)
            addBatchMutations(type, &resolvers)
            addSubscription(type, &resolvers)
        }
        // A one-sided relation has no relation mutations: its field connects in create and update.
        for relation in model.relations where !relation.isOneSided {
            addRelationMutations(relation, &resolvers)
        }
        return resolvers
    }

    /// The column values of the one unique key `given` names (`id`, a unique field, or
    /// the input of a unique key of several fields), as `X(…)` and `upsertX(where:)` take it;
    /// `described` begins the error when it names none or several.
    func uniqueKey(_ given: JSONObject, of type: ModelType, in described: String) throws(GraphQLError) -> [(field: String, value: SQLValue)] {
        let members = given.members.filter { !$0.value.isNull }
        guard members.count == 1, let key = members.first else {
            throw APIError.invalidArgument("\(described) (id or a unique field), got \(members.count).")
        }
        let unique = type.uniques.first { $0.argumentName == key.key } ?? UniqueConstraint(fields: [key.key])
        var values: [(field: String, value: SQLValue)] = []
        for fieldName in unique.fields {
            guard let field = type.field(named: fieldName) else { continue }
            values.append((fieldName, try GraphcoolValues.sql(unique.fields.count == 1 ? key.value : key.value[fieldName] ?? .null, of: field)))
        }
        return values
    }

    /// This API as a request of `access`'s caller uses it: reading what it may read.
    func acting(as access: Access) -> GraphcoolAPI {
        var api = self
        api.access = access
        api.reader = reader.restricted(to: access)
        return api
    }

    /// `{ count: n }`: a `_QueryMeta`, or a batch mutation's `_BatchPayload`.
    static func meta(_ count: Int) -> JSONValue { .object(JSONObject([("count", .int(count))])) }

    private func addQueries<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let name = type.name
        resolvers.field("Query", GraphcoolNames.all(name), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            try api.access.require(.list, name)
            let query = try api.arguments.query(arguments, type: name)
            let selection = api.compile(name, info.selection)
            return try api.readTransaction { database in
                NodeList(selection: selection, level: try api.reader.nodes(selection, query, in: database))
            }.fieldValue
        }
        resolvers.field("Query", GraphcoolNames.allMeta(name), using: storage) { [self] _, arguments, context, _ in
            let api = acting(as: access(context))
            try api.access.require(.list, name)
            let query = try api.arguments.query(arguments, type: name)
            let counter = RowReader(compiler: api.reader.compiler)
            return Self.meta(try api.readTransaction { database in try counter.count(name, query, in: database) })
        }
        resolvers.field("Query", name, using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            try api.access.require(.get, name)
            let values = try api.uniqueKey(arguments.values, of: type, in: "\(name) takes exactly one argument")
            let selection = api.compile(name, info.selection)
            return try api.readTransaction { database in
                OptionalNode(selection: selection, level: try api.reader.node(selection, matching: values, in: database))
            }.fieldValue
        }
    }
}
