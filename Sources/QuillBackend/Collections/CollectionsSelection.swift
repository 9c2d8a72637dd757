import GraphQL

/// Compiles the selections of the collections convention's fields into
/// `CompiledSelection`s (with `CompiledConnection`s for collections), which
/// `SelectionReader` reads and `SelectionWriter` writes: query fields and mutation
/// payloads alike.
extension CollectionsAPI {
    /// `selection`, made on a node of `type` (nil: the executor could not collect it).
    func compile(_ type: String, _ selection: [SelectedField]?) -> CompiledSelection {
        guard let selection else { return .uncollected(type) }
        var builder = CompiledSelectionBuilder(type: type)
        add(selection, of: type, to: &builder)
        return builder.build()
    }

    /// Adds the entries of `selection`, made on a node of `type`, to `builder`.
    private func add(_ selection: [SelectedField], of type: String, to builder: inout CompiledSelectionBuilder) {
        let fields = selectable.fields[type] ?? [:]
        for selected in selection {
            if selected.isDeferred {
                builder.deferred(deferredFields(type))
                continue
            }
            switch fields[selected.name] {
            case .leaf(let field):
                builder.leaf(selected, field)
            case .relation(let field, let link) where !field.isList:
                builder.relation(selected, link, RecordQuery(), compile(link.targetType, selected.selection), isList: false)
            case .relation(_, let link):
                do throws(GraphQLError) {
                    guard let target = model.type(named: link.targetType) else { continue }
                    let request = try PageRequest(try selected.arguments.values, type: target, in: model)
                    let countsTotal = selected.selection?.contains { $0.name == "totalCount" } ?? false
                    let countIndex = countsTotal ? builder.countIndex(link, RecordQuery(filter: request.counted)) : nil
                    let (connection, nodes) = compileConnection(target.name, selected.selection, request, totalCountIndex: countIndex)
                    builder.connection(selected, link, request.query, nodes, connection)
                } catch {
                    builder.error(selected, error)
                }
            case .typename(let name):
                builder.constant(selected, name)
            case .count, .none:
                builder.error(selected, GraphQLError("The backend cannot read \(type).\(selected.name)."))
            }
        }
    }

    /// The selection of a connection of nodes of `type` for the page `request` asks
    /// for: the connection's and its nodes' (what every `node` of its edges reads). A
    /// search's connection has `score` on its edges and `searchInfo { totalHits }`.
    func compileConnection(
        _ type: String, _ selection: [SelectedField]?, _ request: PageRequest, totalCountIndex: Int? = nil
    ) -> (CompiledConnection, CompiledSelection) {
        let names = CollectionsNames(type: type)
        let isSearch = request.search != nil
        let order = request.order
        var nodes = CompiledSelectionBuilder(type: type, orderKeys: order.map(\.key))
        func entries(_ selection: [SelectedField]?, _ value: (SelectedField) -> CompiledConnection.Value) -> [CompiledConnection.Entry] {
            (selection ?? []).map { .init(responseKey: $0.responseKey, value: value($0)) }
        }
        let connectionEntries = entries(selection) { selected in
            switch selected.name {
            case "edges":
                return .edges(
                    entries(selected.selection) { field in
                        switch field.name {
                        case "cursor": return .cursor
                        case "score": return .score
                        case "node":
                            add(field.selection ?? [], of: type, to: &nodes)
                            return .node(nodes.takeEntries())
                        default: return .constant(JSONConstant(.string(isSearch ? names.searchEdge : names.edge)))
                        }
                    })
            case "pageInfo":
                return .object(
                    entries(selected.selection) { field in
                        switch field.name {
                        case "hasNextPage": .hasNextPage
                        case "hasPreviousPage": .hasPreviousPage
                        case "startCursor": .startCursor
                        case "endCursor": .endCursor
                        default: .constant(JSONConstant(.string("PageInfo")))
                        }
                    })
            case "searchInfo":
                return .object(entries(selected.selection) { $0.name == "totalHits" ? .totalCount : .constant(JSONConstant(.string("SearchInfo"))) })
            case "totalCount": return .totalCount
            default: return .constant(JSONConstant(.string(isSearch ? names.searchConnection : names.connection)))
            }
        }
        func countsTotal(_ entries: [CompiledConnection.Entry]) -> Bool {
            entries.contains {
                switch $0.value {
                case .totalCount: true
                case .object(let entries): countsTotal(entries)
                default: false
                }
            }
        }
        let nodesSelection = nodes.build()
        // A search's rows end with their score.
        let orderColumns = isSearch ? [nodesSelection.columns.count] : order.map { nodesSelection.columns.firstIndex(of: $0.key) ?? 0 }
        let keys = isSearch ? [QueryCompiler.scoreColumn] : order.map(\.key)
        let connection = CompiledConnection(
            count: request.count, fromEnd: request.fromEnd, orderColumns: orderColumns,
            cursor: { values, id in Cursor(keys: keys, values: values, id: id).encoded }, entries: connectionEntries,
            countsTotal: countsTotal(connectionEntries), totalCountIndex: totalCountIndex)
        return (connection, nodesSelection)
    }

    /// The payload of a create or update of the node `id` of `type` (`{ post { … } }`),
    /// read in the mutation's transaction.
    func payload(
        _ info: ResolveInfo, of operation: CollectionsMutation, _ type: String, ids: [String], in database: any SQLExecutor
    ) throws -> PayloadObject {
        let names = CollectionsNames(type: type)
        var payload = PayloadObject()
        for selected in info.selection ?? [] {
            switch selected.name {
            case names.single:
                let selection = compile(type, selected.selection)
                payload.append(selected, .read(OptionalNode(selection: selection, level: try reader.nodes(selection, ids: ids, in: database))))
            case names.collection:
                let selection = compile(type, selected.selection)
                payload.append(selected, .read(NodeList(selection: selection, level: try reader.nodes(selection, ids: ids, in: database))))
            default:
                payload.append(selected, .constant(JSONConstant(.string(names.payload(operation)))))
            }
        }
        return payload
    }
}
