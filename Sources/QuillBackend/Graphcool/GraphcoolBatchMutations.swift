import GraphQL

/// Prisma 1's batch mutations: `updateManyPosts(filter:, data:)` and
/// `deleteManyPosts(filter:)` change every node the filter selects (all without one) in
/// one transaction, each as `updatePost` and `deletePost` would (checks, cascades, an
/// event per node), and answer how many (`_BatchPayload { count }`).
extension GraphcoolAPI {
    func addBatchMutations<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let api = self, name = type.name
        // (A type with no field to set has no updateMany.)
        if !GraphcoolSchema(model: model).batchDataArguments(type).isEmpty {
            resolvers.field("Mutation", GraphcoolNames.updateMany(name), using: storage) { _, arguments, _, _ in
                let filter = try api.batchFilter(arguments, type: name)
                let data = arguments["data"]?.objectValue ?? JSONObject()
                return Self.meta(try api.write { database, events in
                    let ids = try api.rows.rows(name, RecordQuery(filter: filter), in: database).compactMap { $0["id"].text }
                    for id in ids {
                        var input = data
                        input.set("id", .string(id))
                        _ = try api.update(type, input, database, &events)
                    }
                    return ids.count
                })
            }
        }
        resolvers.field("Mutation", GraphcoolNames.deleteMany(name), using: storage) { _, arguments, _, _ in
            let filter = try api.batchFilter(arguments, type: name)
            return Self.meta(try api.write { database, events in
                let ids = try api.rows.rows(name, RecordQuery(filter: filter), in: database).compactMap { $0["id"].text }
                for id in ids where try !api.writer.existing(name, ids: [id], in: database).isEmpty {
                    // (A node deleted by an earlier one's cascade is gone already: it counts once.)
                    try api.delete(name, id, database, &events)
                }
                return ids.count
            })
        }
    }

    private func batchFilter(_ arguments: Arguments, type: String) throws(GraphQLError) -> RecordFilter {
        guard let filter = arguments["filter"], !filter.isNull else { return .always }
        return try self.arguments.filter(filter, type: type)
    }
}
