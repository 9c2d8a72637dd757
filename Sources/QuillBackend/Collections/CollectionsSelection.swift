import GraphQL

/// Compiles the selection of a collections query field into a `SelectionPlan` (with
/// `ConnectionPlan`s for collections): the fast path of reads, which
/// `SelectionReader` answers with the field's JSON.
extension CollectionsAPI {
    /// `selection`, made on a node of `type`, as a plan that also reads `orderField`;
    /// `nil` when some field in it is not one the plan reads or its arguments are not
    /// valid (the resolvers then resolve it and report the error).
    func plan(_ type: String, _ selection: [SelectedField], orderField: String? = nil) -> SelectionPlan? {
        guard let fields = selectable.fields[type] else { return nil }
        var builder = SelectionPlanBuilder(type: type, orderField: orderField)
        for selected in selection {
            switch fields[selected.name] {
            case .scalar(let field, let enumValues):
                builder.scalar(selected, field, enumValues: enumValues)
            case .relation(let field, let link) where !field.isList:
                guard let subselection = selected.selection, let subplan = plan(link.targetType, subselection) else { return nil }
                builder.relation(selected, link, RecordQuery(), subplan, isList: false)
            case .relation(_, let link):
                guard let target = model.type(named: link.targetType), let arguments = try? selected.arguments,
                    let request = try? PageRequest(arguments.values, type: target), let subselection = selected.selection,
                    let (connection, nodes) = connection(target.name, subselection, request)
                else { return nil }
                builder.connection(selected, link, request.query, nodes, connection)
            case .typename(let name):
                builder.constant(selected, name)
            case .count, .none:
                return nil
            }
        }
        return builder.build()
    }

    /// The selection of a connection of nodes of `type` for the page `request` asks
    /// for: the connection's plan and its nodes'; `nil` when a field is not one of a
    /// connection's, or when edges select two different `node`s.
    func connection(
        _ type: String, _ selection: [SelectedField], _ request: PageRequest
    ) -> (ConnectionPlan, SelectionPlan)? {
        let names = CollectionsNames(type: type)
        var nodeSelection: [SelectedField]?
        var entries: [ConnectionPlan.Entry] = []
        for selected in selection {
            let value: ConnectionPlan.Value
            switch selected.name {
            case "__typename": value = .constant(JSONValue.string(names.connection).serialized())
            case "edges":
                var edge: [ConnectionPlan.Entry] = []
                for field in selected.selection ?? [] {
                    let fieldValue: ConnectionPlan.Value
                    switch field.name {
                    case "__typename": fieldValue = .constant(JSONValue.string(names.edge).serialized())
                    case "cursor": fieldValue = .cursor
                    case "node":
                        guard nodeSelection == nil, let selection = field.selection else { return nil }
                        nodeSelection = selection
                        fieldValue = .node
                    default: return nil
                    }
                    edge.append(.init(responseKey: field.responseKey, value: fieldValue))
                }
                value = .edges(edge)
            case "pageInfo":
                var info: [ConnectionPlan.Entry] = []
                for field in selected.selection ?? [] {
                    let fieldValue: ConnectionPlan.Value
                    switch field.name {
                    case "__typename": fieldValue = .constant(JSONValue.string("PageInfo").serialized())
                    case "hasNextPage": fieldValue = .hasNextPage
                    case "hasPreviousPage": fieldValue = .hasPreviousPage
                    case "startCursor": fieldValue = .startCursor
                    case "endCursor": fieldValue = .endCursor
                    default: return nil
                    }
                    info.append(.init(responseKey: field.responseKey, value: fieldValue))
                }
                value = .pageInfo(info)
            default: return nil
            }
            entries.append(.init(responseKey: selected.responseKey, value: value))
        }
        let order = request.order
        guard let nodes = plan(type, nodeSelection ?? [], orderField: order.field),
            let orderColumn = nodes.columns.firstIndex(of: order.field)
        else { return nil }
        let connection = ConnectionPlan(
            count: request.count, fromEnd: request.fromEnd, orderColumn: orderColumn,
            cursor: { value, id in Cursor(field: order.field, value: value, id: id).encoded }, entries: entries)
        return (connection, nodes)
    }
}

extension CollectionsAPI {
    /// The payload of a create or update of the node `id` of `type` (`{ post { … } }`),
    /// in the mutation's transaction: its JSON when the selection compiles and can be
    /// written, else the node for the field resolvers.
    func payload(
        _ info: ResolveInfo, of operation: CollectionsMutation, _ type: String, id: String, in database: any SQLExecutor
    ) throws -> (any Sendable)? {
        if compilesSelections, let selection = info.selection,
            let json = try payloadJSON(selection, of: operation, type, id: id, in: database)
        {
            return CompletedJSON(bytes: json)
        }
        let node = try nodes(type, ids: [id], in: database).first
        return [CollectionsNames(type: type).single: node.map { $0 as any Sendable } ?? JSONValue.null] as [String: any Sendable]
    }

    /// The payload's JSON, read with the compiled selection; `nil` when the selection
    /// does not compile or a value cannot be written.
    private func payloadJSON(
        _ selection: [SelectedField], of operation: CollectionsMutation, _ type: String, id: String, in database: any SQLExecutor
    ) throws -> [UInt8]? {
        let names = CollectionsNames(type: type)
        var writer = JSONWriter(capacity: 512)
        writer.writeByte(UInt8(ascii: "{"))
        for (index, selected) in selection.enumerated() {
            if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
            writer.writeString(selected.responseKey)
            writer.writeByte(UInt8(ascii: ":"))
            switch selected.name {
            case "__typename":
                writer.writeString(names.payload(operation))
            case names.single:
                guard let nodeSelection = selected.selection, let plan = plan(type, nodeSelection),
                    let node = try selections.node(plan, matching: [("id", .text(id))], in: database)
                else { return nil }
                if let node { writer.writeRaw(node) } else { writer.writeNull() }
            default:
                return nil
            }
        }
        writer.writeByte(UInt8(ascii: "}"))
        return writer.bytes
    }
}
