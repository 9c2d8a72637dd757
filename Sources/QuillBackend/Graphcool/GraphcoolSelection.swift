import GraphQL

/// Compiles the selection of a Graphcool query field into a `SelectionPlan`: the
/// fast path of reads, which `SelectionReader` answers with the field's JSON.
extension GraphcoolAPI {
    /// `selection`, made on a node of `type`, as a plan; `nil` when some field in it
    /// is not one the plan reads or its arguments are not valid (the resolvers then
    /// resolve it and report the error).
    func plan(_ type: ModelType, _ selection: [SelectedField]) -> SelectionPlan? {
        var columns = ["id"], entries: [SelectionPlan.Entry] = []
        var relations: [RelationRead] = [], counts: [CountRead] = []
        for selected in selection {
            let value: SelectionPlan.Value
            if selected.name == "__typename" {
                value = .constant(Self.jsonString(type.name))
            } else if let field = type.field(named: selected.name) {
                if case .relation(_, let target) = field.kind {
                    guard let link = RelationLink(model: model, type: type.name, field: field.name),
                        let targetType = model.type(named: target), let subselection = selected.selection,
                        let subplan = plan(targetType, subselection), let query = query(selected, target)
                    else { return nil }
                    relations.append(RelationRead(
                        link: link, query: query, plan: subplan, isList: field.isList, isNonNull: selected.type.isNonNull))
                    value = .relation(relations.count - 1)
                } else {
                    let column = columns.firstIndex(of: field.name) ?? columns.count
                    if column == columns.count { columns.append(field.name) }
                    value = .column(column, scalarColumn(field, selected.type))
                }
            } else if let field = metaField(selected.name, of: type), case .relation(_, let target) = field.kind {
                guard let link = RelationLink(model: model, type: type.name, field: field.name),
                    let query = query(selected, target), let metaSelection = selected.selection
                else { return nil }
                var metaEntries: [SelectionPlan.Entry] = []
                for meta in metaSelection {
                    switch meta.name {
                    case "count": metaEntries.append(.init(responseKey: meta.responseKey, value: .count))
                    case "__typename":
                        metaEntries.append(.init(responseKey: meta.responseKey, value: .constant(Self.jsonString(GraphcoolNames.queryMeta))))
                    default: return nil
                    }
                }
                counts.append(CountRead(link: link, query: query))
                value = .countObject(counts.count - 1, metaEntries)
            } else {
                return nil
            }
            entries.append(SelectionPlan.Entry(responseKey: selected.responseKey, value: value))
        }
        return SelectionPlan(type: type.name, columns: columns, entries: entries, relations: relations, counts: counts)
    }

    /// The query of a relation field's arguments; `nil` when they are not valid.
    private func query(_ selected: SelectedField, _ target: String) -> RecordQuery? {
        guard let arguments = try? selected.arguments else { return nil }
        return try? self.arguments.query(arguments, type: target)
    }

    /// The to-many relation field of `type` whose `_…Meta` field is `name`.
    private func metaField(_ name: String, of type: ModelType) -> ModelField? {
        guard name.hasPrefix("_"), name.hasSuffix("Meta") else { return nil }
        return type.relationFields.first { $0.isList && GraphcoolNames.meta($0.name) == name }
    }

    private func scalarColumn(_ field: ModelField, _ type: GraphQLTypeRef) -> ScalarColumn {
        var itemsNonNull = false
        if case .list(let item) = type.nullable { itemsNonNull = item.isNonNull }
        var enumValues: Set<String>?
        if case .enumeration(let name) = field.kind { enumValues = Set(model.enumType(named: name)?.values ?? []) }
        return ScalarColumn(field: field, isNonNull: type.isNonNull, itemsNonNull: itemsNonNull, enumValues: enumValues)
    }

    static func jsonString(_ text: String) -> [UInt8] {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.writeString(text)
        return writer.bytes
    }
}
