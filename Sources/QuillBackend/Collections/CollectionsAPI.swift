import GraphQL

/// The collections convention (Grafbase's `@model` API) over a model in a storage.
///
/// For `type Post @model { title: String! comments: [Comment] }`: `post(by:)`,
/// `postCollection(first:last:before:after:orderBy:filter:)`, and `postCreate`,
/// `postCreateMany`, `postUpdate`, `postUpdateMany`, `postDelete`, `postDeleteMany`.
///
/// Reads take one statement per nesting level: query fields and create/update payloads
/// compile their whole selection (`CollectionsSelection`, read by `SelectionReader`);
/// elsewhere a relation field read on one node of a page is read for every node of that
/// page at once (`RecordBatch`). Each mutation field runs in one write transaction,
/// nested creates and links included. There are no subscriptions.
struct CollectionsAPI: ConventionAPI {
    static let convention = APIConvention.collections
    /// The largest `first` or `last` a collection takes.
    static let maxPageSize = 100

    let model: Model
    let storage: any Storage
    let reader: RecordReader
    let writer: RecordWriter
    /// Reads a query field's whole selection when it can (see `plan(_:_:orderField:)`).
    let selections: SelectionReader
    let selectable: SelectableFields
    /// Whether query fields read their whole selection with `selections` when they
    /// can (off only to compare with the resolvers in tests).
    let compilesSelections: Bool

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

    init(model: Model, storage: any Storage, events: MutationEvents, ids: IDGenerator, compilesSelections: Bool) {
        self.model = model
        self.storage = storage
        reader = RecordReader(compiler: QueryCompiler(model: model, dialect: storage.dialect))
        writer = RecordWriter(model: model, dialect: storage.dialect, ids: ids)
        selections = SelectionReader(compiler: reader.compiler, parentsPerStatement: reader.parentsPerStatement)
        selectable = SelectableFields(model: model)
        self.compilesSelections = compilesSelections
    }

    func resolvers<Context: Sendable>(context: Context.Type) -> Resolvers<Context> {
        var resolvers = Resolvers<Context>()
        for type in model.types {
            addQueries(type, &resolvers)
            addNodeFields(type, &resolvers)
            addMutations(type, &resolvers)
        }
        return resolvers
    }

    private func addQueries<Context>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let names = CollectionsNames(type: type.name)
        let inputs = InputReader(model: model)
        let api = self
        resolvers.field("Query", names.single) { _, arguments, _, info in
            let key = try inputs.key(arguments["by"], type: type)
            if api.compilesSelections, let selection = info.selection, let plan = api.plan(type.name, selection),
                let json = try storage.read({ database in try api.selections.node(plan, matching: key, in: database) })
            {
                return json.map(CompletedJSON.init(bytes:))
            }
            return try storage.read { database in try reader.node(type.name, matching: key, in: database) }
        }
        resolvers.field("Query", names.collection) { _, arguments, _, info in
            let request = try PageRequest(arguments.values, type: type)
            if api.compilesSelections, let selection = info.selection,
                let (connection, plan) = api.connection(type.name, selection, request),
                let json = try storage.read({ database in try api.selections.page(plan, connection, request.query, in: database) })
            {
                return CompletedJSON(bytes: json)
            }
            let records = try storage.read { database in try reader.nodes(type.name, request.query, in: database) }
            return request.page(records)
        }
        resolvers.field(names.connection, "edges", on: CollectionPage.self) { page, _, _, _ in
            page.records.map { CollectionEdge(record: $0, order: page.order) }
        }
        resolvers.field(names.connection, "pageInfo", on: CollectionPage.self) { page, _, _, _ in page.pageInfo }
        resolvers.field(names.edge, "node", on: CollectionEdge.self) { edge, _, _, _ in edge.record }
        resolvers.field(names.edge, "cursor", on: CollectionEdge.self) { edge, _, _, _ in
            Cursor(record: edge.record, order: edge.order).encoded
        }
    }

    /// The fields of a node: columns, and relations loaded for the node's whole batch at once.
    private func addNodeFields<Context>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        for field in type.fields {
            guard case .relation = field.kind else {
                resolvers.field(type.name, field.name, on: Record.self) { record, _, _, _ in
                    FieldValues.json(record[field.name], of: field)
                }
                continue
            }
            guard let link = RelationLink(model: model, type: type.name, field: field.name),
                let target = model.type(named: link.targetType)
            else { continue }
            if field.isList {
                resolvers.field(type.name, field.name, on: Record.self) { record, arguments, _, _ in
                    let request = try PageRequest(arguments.values, type: target)
                    let key = RecordBatch.key(field.name, arguments)
                    let byParent = try record.batch.value(key) { ids in
                        try storage.read { database in try reader.related(link, parents: ids, request.query, in: database) }
                    }
                    return request.page(byParent[record.id] ?? [])
                }
            } else {
                resolvers.field(type.name, field.name, on: Record.self) { record, _, _, _ in
                    let byParent = try record.batch.value(field.name) { ids in
                        try storage.read { database in try reader.related(link, parents: ids, RecordQuery(), in: database) }
                    }
                    return byParent[record.id]?.first
                }
            }
        }
    }

    /// Runs `body` in a write transaction with a `CollectionsWriter`.
    func write<T: Sendable>(_ body: (CollectionsWriter) throws -> T) throws -> T {
        try writeTransaction { database in
            try body(CollectionsWriter(model: model, writer: writer, reader: reader, database: database))
        }
    }

    /// The nodes of `type` with `ids`, in that order, read in `database`.
    func nodes(_ type: String, ids: [String], in database: any SQLExecutor) throws -> [Record] {
        let found = try reader.nodes(type, RecordQuery(filter: .oneOf("id", ids.map { .text($0) })), in: database)
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }
}

/// An edge of a connection: a node and the order its cursor is in.
struct CollectionEdge: Sendable {
    let record: Record
    let order: RecordOrder
}
