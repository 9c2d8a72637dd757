import GraphQL

/// Compiles the selections of Graphcool's fields of model types into
/// `CompiledSelection`s, which `SelectionReader` reads and `SelectionWriter` writes:
/// query fields, mutation payloads and subscription events alike.
extension GraphcoolAPI {
    /// `selection`, made on a node of `type` (nil: the executor could not collect it).
    func compile(_ type: String, _ selection: [SelectedField]?) -> CompiledSelection {
        guard let selection else { return .uncollected(type) }
        var builder = CompiledSelectionBuilder(type: type)
        let fields = selectable.fields[type] ?? [:]
        for selected in selection {
            if selected.isDeferred {
                builder.deferred(deferredFields(type))
                continue
            }
            switch fields[selected.name] {
            case .leaf(let field):
                builder.leaf(selected, field)
            case .relation(let field, let link):
                do throws(GraphQLError) {
                    let query = try query(selected, link.targetType)
                    builder.relation(selected, link, query, compile(link.targetType, selected.selection), isList: field.isList)
                } catch {
                    builder.error(selected, error)
                }
            case .count(let link):
                do throws(GraphQLError) {
                    builder.count(
                        selected, link, try query(selected, link.targetType),
                        (selected.selection ?? []).map { meta in
                            .init(responseKey: meta.responseKey, value: meta.name == "count" ? .count : .constant(Self.queryMetaName))
                        })
                } catch {
                    builder.error(selected, error)
                }
            case .typename(let name):
                builder.constant(selected, name)
            case nil:
                builder.error(selected, GraphQLError("The backend cannot read \(type).\(selected.name)."))
            }
        }
        return builder.build()
    }

    /// The query of a relation field's arguments.
    private func query(_ selected: SelectedField, _ target: String) throws(GraphQLError) -> RecordQuery {
        try arguments.query(try selected.arguments, type: target)
    }

    static let queryMetaName = JSONConstant(.string(GraphcoolNames.queryMeta))
}
