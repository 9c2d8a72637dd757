import GraphQL

/// Builds a `SelectionPlan` one selected field at a time; each convention's compiler
/// decides what its fields are and adds them here.
struct SelectionPlanBuilder {
    let type: String
    /// The columns read, `id` first.
    private(set) var columns = ["id"]
    private var entries: [SelectionPlan.Entry] = []
    private var relations: [RelationRead] = []
    private var counts: [CountRead] = []

    /// A builder for nodes of `type`, which also reads `orderField` (for cursors).
    init(type: String, orderField: String? = nil) {
        self.type = type
        if let orderField { _ = column(orderField) }
    }

    /// The index of `name` among the columns, added the first time.
    mutating func column(_ name: String) -> Int {
        if let index = columns.firstIndex(of: name) { return index }
        columns.append(name)
        return columns.count - 1
    }

    mutating func constant(_ selected: SelectedField, _ json: [UInt8]) {
        entries.append(.init(responseKey: selected.responseKey, value: .constant(json)))
    }

    mutating func scalar(_ selected: SelectedField, _ field: ModelField, enumValues: Set<String>?) {
        var itemsNonNull = false
        if case .list(let item) = selected.type.nullable { itemsNonNull = item.isNonNull }
        let scalar = ScalarColumn(field: field, isNonNull: selected.type.isNonNull, itemsNonNull: itemsNonNull, enumValues: enumValues)
        entries.append(.init(responseKey: selected.responseKey, value: .column(column(field.name), scalar)))
    }

    /// A relation field written as its nodes (a list, or the first node or null).
    mutating func relation(_ selected: SelectedField, _ link: RelationLink, _ query: RecordQuery, _ plan: SelectionPlan, isList: Bool) {
        relations.append(RelationRead(link: link, query: query, plan: plan, isList: isList, isNonNull: selected.type.isNonNull))
        entries.append(.init(responseKey: selected.responseKey, value: .relation(relations.count - 1)))
    }

    /// A relation field written as a page of a connection.
    mutating func connection(
        _ selected: SelectedField, _ link: RelationLink, _ query: RecordQuery, _ plan: SelectionPlan, _ connection: ConnectionPlan
    ) {
        relations.append(RelationRead(link: link, query: query, plan: plan, isList: true, isNonNull: selected.type.isNonNull))
        entries.append(.init(responseKey: selected.responseKey, value: .connection(relations.count - 1, connection)))
    }

    /// An object with the count of a to-many relation's nodes.
    mutating func count(_ selected: SelectedField, _ link: RelationLink, _ query: RecordQuery, _ countEntries: [SelectionPlan.CountEntry]) {
        counts.append(CountRead(link: link, query: query))
        entries.append(.init(responseKey: selected.responseKey, value: .countObject(counts.count - 1, countEntries)))
    }

    func build() -> SelectionPlan {
        SelectionPlan(type: type, columns: columns, entries: entries, relations: relations, counts: counts)
    }
}

/// What each field a selection of a model type can name is, found once per model.
struct SelectableFields: Sendable {
    enum Field: Sendable {
        case scalar(ModelField, enumValues: Set<String>?)
        case relation(ModelField, RelationLink)
        /// The count of a to-many relation (graphcool's `_…Meta`).
        case count(RelationLink)
        /// `__typename`: the type's name as JSON.
        case typename([UInt8])
    }

    /// By type name, then field name.
    let fields: [String: [String: Field]]

    /// The fields of `model`'s types; `countField` names the count field of a to-many
    /// relation field, when the convention has one.
    init(model: Model, countField: ((String) -> String)? = nil) {
        var fields: [String: [String: Field]] = [:]
        for type in model.types {
            var byName: [String: Field] = ["__typename": .typename(JSONValue.string(type.name).serialized())]
            for field in type.fields {
                guard case .relation = field.kind else {
                    var enumValues: Set<String>?
                    if case .enumeration(let name) = field.kind { enumValues = Set(model.enumType(named: name)?.values ?? []) }
                    byName[field.name] = .scalar(field, enumValues: enumValues)
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
