import GraphQL

/// The collections convention (Grafbase's `@model` API) over a model in a storage.
///
/// For `type Post @model { title: String! comments: [Comment] }`: `post(by:)`,
/// `postCollection(first:last:before:after:orderBy:filter:)`, and `postCreate`,
/// `postCreateMany`, `postUpdate`, `postUpdateMany`, `postDelete`, `postDeleteMany`.
///
/// Every field that returns nodes (queries and mutation payloads) compiles its whole
/// selection (`CollectionsSelection`) and reads it with `SelectionReader`: one
/// statement per nesting level, in one transaction. Each mutation field runs in one
/// write transaction, nested creates and links included. There are no subscriptions.
struct CollectionsAPI: ConventionAPI {
    static let convention = APIConvention.collections
    /// The largest `first` or `last` a collection takes.
    static let maxPageSize = 100

    let model: Model
    let storage: any Storage
    let authorization: Authorization
    /// What the caller may do (every right, but for a request's `acting(as:)` copy).
    private(set) var access: Access
    /// The reads of responses, restricted to what `access` may read.
    private(set) var reader: SelectionReader
    /// The API's own reads, unrestricted: what the caller may do with them is checked by `access`.
    let rows: RowReader
    let writer: RecordWriter
    let selectable: SelectableFields

    static func schemaSDL(of model: Model) -> SDLWriter {
        var schema = CollectionsSDLWriter(model: model)
        schema.write()
        return schema.sdl
    }

    /// `Another Post already has the same author and number`.
    static func uniqueViolationMessage(_ key: UniqueKey?) -> String {
        guard let key else { return "Another node already has the same value of a unique field" }
        return "Another \(key.table) already has the same \(key.columns.joined(separator: " and "))"
    }

    init(model: Model, storage: any Storage, events: MutationEvents, ids: IDGenerator, authorization: Authorization) {
        self.model = model
        self.storage = storage
        self.authorization = authorization
        access = .unrestricted(authorization)
        let compiler = QueryCompiler(model: model, dialect: storage.dialect)
        reader = SelectionReader(compiler: compiler)
        rows = RowReader(compiler: compiler)
        writer = RecordWriter(model: model, dialect: storage.dialect, ids: ids)
        selectable = SelectableFields(model: model)
    }

    /// This API as a request of `access`'s caller uses it: reading what it may read.
    func acting(as access: Access) -> CollectionsAPI {
        var api = self
        api.access = access
        api.reader = reader.restricted(to: access)
        return api
    }

    func resolvers<Context: Sendable>(context: Context.Type) -> Resolvers<Context> {
        var resolvers = Resolvers<Context>()
        for type in model.types {
            addQueries(type, &resolvers)
            if !type.searchFields.isEmpty { addSearch(type, &resolvers) }
            addAggregates(type, &resolvers)
            addMutations(type, &resolvers)
        }
        return resolvers
    }

    private func addQueries<Context>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let names = CollectionsNames(type: type.name)
        let inputs = InputReader(model: model)
        resolvers.field("Query", names.single, using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            try api.access.require(.get, type.name)
            let key = try inputs.key(arguments["by"], type: type)
            let selection = api.compile(type.name, info.selection)
            return try api.readTransaction { database in
                OptionalNode(selection: selection, level: try api.reader.node(selection, matching: key, in: database))
            }.fieldValue
        }
        resolvers.field("Query", names.collection, using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            try api.access.require(.list, type.name)
            let request = try PageRequest(arguments.values, type: type, in: api.model)
            let (connection, selection) = api.compileConnection(type.name, info.selection, request)
            // The total counts what the caller may list, as the page does.
            let counter = RowReader(compiler: api.reader.compiler)
            return try api.readTransaction { database in
                let total = connection.countsTotal ? try counter.count(type.name, RecordQuery(filter: request.counted), in: database) : nil
                return NodePage(
                    connection: connection, selection: selection, level: try api.reader.nodes(selection, request.query, in: database), total: total)
            }.fieldValue
        }
    }

    /// `postSearch(query:, first:, after:)` of a type with `@search`: a page of the nodes the
    /// caller may list that the search matches, best first, in one statement (and one more
    /// for `totalHits`).
    private func addSearch<Context>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        resolvers.field("Query", CollectionsNames(type: type.name).search, using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            try api.access.require(.list, type.name)
            let request = try PageRequest(searching: arguments.values)
            let (connection, selection) = api.compileConnection(type.name, info.selection, request)
            let counter = RowReader(compiler: api.reader.compiler)
            guard let search = request.search, !search.text.isEmpty else {
                return NodePage(connection: connection, selection: selection, level: NodeLevel(rows: []), total: 0).fieldValue
            }
            return try api.readTransaction { database in
                let total =
                    connection.countsTotal ? try counter.count(type.name, RecordQuery(search: RecordSearch(text: search.text)), in: database) : nil
                return NodePage(
                    connection: connection, selection: selection, level: try api.reader.nodes(selection, request.query, in: database), total: total)
            }.fieldValue
        }
    }

    /// Runs `body` in a write transaction with a `CollectionsWriter` of the caller.
    func write<T: Sendable>(_ body: (CollectionsWriter) throws -> T) throws -> T {
        try writeTransaction { database in
            try body(CollectionsWriter(model: model, writer: writer, rows: rows, access: access, database: database))
        }
    }
}
