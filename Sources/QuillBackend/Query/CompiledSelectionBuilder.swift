import GraphQL

/// Builds a `CompiledSelection` one selected field at a time; each convention's
/// compiler decides what its fields are and adds them here.
struct CompiledSelectionBuilder {
    let type: String
    /// The columns read, `id` first.
    private(set) var columns = ["id"]
    private(set) var entries: [CompiledSelection.Entry] = []
    private var relations: [RelationRead] = []
    private var counts: [CountRead] = []
    /// Reads a node's deferred fields later, when the selection has some.
    private var deferred: (@Sendable (_ id: String) -> DeferredFields)?

    /// A builder for nodes of `type`, which also reads the `orderKeys` (for cursors; a
    /// relation's key, `author.name`, is a column of the compiler's).
    init(type: String, orderKeys: [String] = []) {
        self.type = type
        for key in orderKeys { _ = column(key) }
    }

    /// The index of `name` among the columns, added the first time.
    mutating func column(_ name: String) -> Int {
        if let index = columns.firstIndex(of: name) { return index }
        columns.append(name)
        return columns.count - 1
    }

    mutating func constant(_ selected: SelectedField, _ value: JSONConstant) {
        entries.append(.init(responseKey: selected.responseKey, value: .constant(value)))
    }

    mutating func leaf(_ selected: SelectedField, _ field: ModelField) {
        entries.append(.init(responseKey: selected.responseKey, value: .column(column(field.name), LeafColumn(field: field, selected: selected))))
    }

    /// A relation field written as its nodes (a list, or the first node or null).
    mutating func relation(_ selected: SelectedField, _ link: RelationLink, _ query: RecordQuery, _ selection: CompiledSelection, isList: Bool) {
        relations.append(
            RelationRead(link: link, query: query, selection: selection, isList: isList, isNonNull: selected.type.isNonNull))
        entries.append(.init(responseKey: selected.responseKey, value: .relation(relations.count - 1)))
    }

    /// A relation field written as a page of a connection.
    mutating func connection(
        _ selected: SelectedField, _ link: RelationLink, _ query: RecordQuery, _ selection: CompiledSelection,
        _ connection: CompiledConnection
    ) {
        relations.append(RelationRead(link: link, query: query, selection: selection, isList: true, isNonNull: selected.type.isNonNull))
        entries.append(.init(responseKey: selected.responseKey, value: .connection(relations.count - 1, connection)))
    }

    /// Counts a to-many relation's nodes per parent; the index of the count.
    mutating func countIndex(_ link: RelationLink, _ query: RecordQuery) -> Int {
        counts.append(CountRead(link: link, query: query))
        return counts.count - 1
    }

    /// An object with the count of a to-many relation's nodes.
    mutating func count(
        _ selected: SelectedField, _ link: RelationLink, _ query: RecordQuery, _ countEntries: [CompiledSelection.CountEntry]
    ) {
        counts.append(CountRead(link: link, query: query))
        entries.append(.init(responseKey: selected.responseKey, value: .countObject(counts.count - 1, countEntries)))
    }

    /// A deferred field: not read now; `read` makes what reads a node's later.
    mutating func deferred(_ read: @escaping @Sendable (_ id: String) -> DeferredFields) {
        deferred = read
    }

    /// A field the API refuses: its error, where the field is.
    mutating func error(_ selected: SelectedField, _ error: GraphQLError) {
        entries.append(.init(responseKey: selected.responseKey, value: .error(error)))
    }

    /// The entries added since the last call, for a selection written several ways
    /// (the `node`s of a connection's edges) over what is read once.
    mutating func takeEntries() -> [CompiledSelection.Entry] {
        defer { entries = [] }
        return entries
    }

    func build() -> CompiledSelection {
        CompiledSelection(type: type, columns: columns, entries: entries, relations: relations, counts: counts, deferred: deferred)
    }
}

/// What each field a selection of a model type can name is, found once per model.
struct SelectableFields: Sendable {
    enum Field: Sendable {
        case leaf(ModelField)
        case relation(ModelField, RelationLink)
        /// The count of a to-many relation (graphcool's `_…Meta`).
        case count(RelationLink)
        /// `__typename`: the type's name.
        case typename(JSONConstant)
    }

    /// By type name, then field name.
    let fields: [String: [String: Field]]

    /// The fields of `model`'s types; `countField` names the count field of a to-many
    /// relation field, when the convention has one.
    init(model: Model, countField: ((String) -> String)? = nil) {
        var fields: [String: [String: Field]] = [:]
        for type in model.types {
            var byName: [String: Field] = ["__typename": .typename(JSONConstant(.string(type.name)))]
            for field in type.fields {
                guard case .relation = field.kind else {
                    byName[field.name] = .leaf(field)
                    continue
                }
                guard let link = RelationLink(model: model, type: type.name, field: field.name) else { continue }
                byName[field.name] = .relation(field, link)
                if field.isList, let countField { byName[countField(field.name)] = .count(link) }
            }
            fields[type.name] = byName
        }
        self.fields = fields
    }
}
