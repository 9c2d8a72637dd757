import GraphQL

/// Prisma 1's batch mutations: `updateManyPosts(filter:, data:)` and
/// `deleteManyPosts(filter:)` change every node the filter selects (all without one) in
/// one transaction, each as `updatePost` and `deletePost` would (checks, the caller's
/// rules, cascades, an event per node), and answer how many (`_BatchPayload { count }`).
/// The filter selects among the nodes the caller may read.
extension GraphcoolAPI {
    func addBatchMutations<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let name = type.name
        // (A type with no field to set has no updateMany.)
        if !GraphcoolSchema(model: model).batchDataArguments(type).isEmpty {
            resolvers.field("Mutation", GraphcoolNames.updateMany(name), using: storage) { [self] _, arguments, context, _ in
                let api = acting(as: access(context))
                let filter = try api.batchFilter(arguments, type: name)
                let data = arguments["data"]?.objectValue ?? JSONObject()
                return Self.meta(
                    try api.write { database, events in
                        let ids = try api.selectedIDs(name, filter, database)
                        for id in ids {
                            var input = data
                            input.set("id", .string(id))
                            _ = try api.update(type, input, database, &events)
                        }
                        return ids.count
                    })
            }
        }
        resolvers.field("Mutation", GraphcoolNames.deleteMany(name), using: storage) { [self] _, arguments, context, _ in
            let api = acting(as: access(context))
            let filter = try api.batchFilter(arguments, type: name)
            return Self.meta(
                try api.write { database, events in
                    let ids = try api.selectedIDs(name, filter, database)
                    for id in ids {
                        // (A node deleted by an earlier one's cascade is gone already: it counts once.)
                        guard let row = try api.rows.visibleRow(name, matching: [("id", .text(id))], api.access, in: database) else { continue }
                        try api.access.require(.delete, name, row: row)
                        try api.delete(name, id, database, &events)
                    }
                    return ids.count
                })
        }
    }

    /// The ids of the nodes of `type` that `filter` selects among those the caller may read.
    private func selectedIDs(_ type: String, _ filter: RecordFilter, _ database: any SQLExecutor) throws -> [String] {
        try RowReader(compiler: reader.compiler).rows(type, RecordQuery(filter: filter), in: database).compactMap { $0["id"].text }
    }

    private func batchFilter(_ arguments: Arguments, type: String) throws(GraphQLError) -> RecordFilter {
        guard let filter = arguments["filter"], !filter.isNull else { return .always }
        return try self.arguments.filter(filter, type: type)
    }
}
