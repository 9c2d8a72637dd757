import GraphQL

/// Compiles the selection of a Graphcool query field into a `SelectionPlan`: the
/// fast path of reads, which `SelectionReader` answers with the field's JSON.
extension GraphcoolAPI {
    /// `selection`, made on a node of `type`, as a plan; `nil` when some field in it
    /// is not one the plan reads or its arguments are not valid (the resolvers then
    /// resolve it and report the error).
    func plan(_ type: String, _ selection: [SelectedField]) -> SelectionPlan? {
        guard let fields = selectable.fields[type] else { return nil }
        var builder = SelectionPlanBuilder(type: type)
        for selected in selection {
            switch fields[selected.name] {
            case .scalar(let field, let enumValues):
                builder.scalar(selected, field, enumValues: enumValues)
            case .relation(let field, let link):
                guard let subselection = selected.selection, let subplan = plan(link.targetType, subselection),
                    let query = query(selected, link.targetType)
                else { return nil }
                builder.relation(selected, link, query, subplan, isList: field.isList)
            case .count(let link):
                guard let query = query(selected, link.targetType), let metaSelection = selected.selection else { return nil }
                var entries: [SelectionPlan.CountEntry] = []
                for meta in metaSelection {
                    switch meta.name {
                    case "count": entries.append(.init(responseKey: meta.responseKey, value: .count))
                    case "__typename": entries.append(.init(responseKey: meta.responseKey, value: .constant(Self.queryMetaName)))
                    default: return nil
                    }
                }
                builder.count(selected, link, query, entries)
            case .typename(let name):
                builder.constant(selected, name)
            case nil:
                return nil
            }
        }
        return builder.build()
    }

    /// The query of a relation field's arguments; `nil` when they are not valid.
    private func query(_ selected: SelectedField, _ target: String) -> RecordQuery? {
        guard let arguments = try? selected.arguments else { return nil }
        return try? self.arguments.query(arguments, type: target)
    }

    static let queryMetaName = JSONValue.string(GraphcoolNames.queryMeta).serialized()
}
