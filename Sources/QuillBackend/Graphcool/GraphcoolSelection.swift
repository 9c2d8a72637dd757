import GraphQL

/// Compiles the selection of a Graphcool query field into a `SelectionPlan`: the
/// fast path of reads, which `SelectionReader` answers with the field's JSON.
extension GraphcoolAPI {
    /// `selection`, made on a node of `type`, as a plan; `nil` when some field in it
    /// is not one the plan reads or its arguments are not valid (the resolvers then
    /// resolve it and report the error).
    func plan(_ type: String, _ selection: [SelectedField]) -> SelectionPlan? {
        guard let fields = selectable.fields[type] else { return nil }
        var columns = ["id"], entries: [SelectionPlan.Entry] = []
        var relations: [RelationRead] = [], counts: [CountRead] = []
        for selected in selection {
            let value: SelectionPlan.Value
            switch fields[selected.name] {
            case .scalar(let field, let enumValues):
                let column = columns.firstIndex(of: field.name) ?? columns.count
                if column == columns.count { columns.append(field.name) }
                var itemsNonNull = false
                if case .list(let item) = selected.type.nullable { itemsNonNull = item.isNonNull }
                value = .column(column, ScalarColumn(
                    field: field, isNonNull: selected.type.isNonNull, itemsNonNull: itemsNonNull, enumValues: enumValues))
            case .relation(let field, let link):
                guard let subselection = selected.selection, let subplan = plan(link.targetType, subselection),
                    let query = query(selected, link.targetType)
                else { return nil }
                relations.append(RelationRead(
                    link: link, query: query, plan: subplan, isList: field.isList, isNonNull: selected.type.isNonNull))
                value = .relation(relations.count - 1)
            case .count(let link):
                guard let query = query(selected, link.targetType), let metaSelection = selected.selection else { return nil }
                var metaEntries: [SelectionPlan.Entry] = []
                for meta in metaSelection {
                    switch meta.name {
                    case "count": metaEntries.append(.init(responseKey: meta.responseKey, value: .count))
                    case "__typename": metaEntries.append(.init(responseKey: meta.responseKey, value: .constant(Self.queryMetaName)))
                    default: return nil
                    }
                }
                counts.append(CountRead(link: link, query: query))
                value = .countObject(counts.count - 1, metaEntries)
            case .typename(let name):
                value = .constant(name)
            case nil:
                return nil
            }
            entries.append(SelectionPlan.Entry(responseKey: selected.responseKey, value: value))
        }
        return SelectionPlan(type: type, columns: columns, entries: entries, relations: relations, counts: counts)
    }

    /// The query of a relation field's arguments; `nil` when they are not valid.
    private func query(_ selected: SelectedField, _ target: String) -> RecordQuery? {
        guard let arguments = try? selected.arguments else { return nil }
        return try? self.arguments.query(arguments, type: target)
    }

    static let queryMetaName = jsonString(GraphcoolNames.queryMeta)

    static func jsonString(_ text: String) -> [UInt8] {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.writeString(text)
        return writer.bytes
    }
}

/// What each field a selection of a model type can name is, found once per model.
struct SelectableFields: Sendable {
    enum Field: Sendable {
        case scalar(ModelField, enumValues: Set<String>?)
        case relation(ModelField, RelationLink)
        /// `_…Meta` of a to-many relation.
        case count(RelationLink)
        /// `__typename`: the type's name as JSON.
        case typename([UInt8])
    }

    /// By type name, then field name.
    let fields: [String: [String: Field]]

    init(model: Model) {
        var fields: [String: [String: Field]] = [:]
        for type in model.types {
            var byName: [String: Field] = ["__typename": .typename(GraphcoolAPI.jsonString(type.name))]
            for field in type.fields {
                guard case .relation = field.kind else {
                    var enumValues: Set<String>?
                    if case .enumeration(let name) = field.kind { enumValues = Set(model.enumType(named: name)?.values ?? []) }
                    byName[field.name] = .scalar(field, enumValues: enumValues)
                    continue
                }
                guard let link = RelationLink(model: model, type: type.name, field: field.name) else { continue }
                byName[field.name] = .relation(field, link)
                if field.isList { byName[GraphcoolNames.meta(field.name)] = .count(link) }
            }
            fields[type.name] = byName
        }
        self.fields = fields
    }
}
