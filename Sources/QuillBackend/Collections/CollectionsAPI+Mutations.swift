import GraphQL

extension CollectionsAPI {
    /// `postCreate`, `postCreateMany`, `postUpdate`, `postUpdateMany`, `postUpsert`, `postDelete`, `postDeleteMany`.
    func addMutations<Context>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let names = CollectionsNames(type: type.name)
        let inputs = InputReader(model: model)
        resolvers.field("Mutation", names.mutation(.create), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            let input = try inputs.create(arguments["input"] ?? .null, type: type)
            return try api.write { writer in
                try api.payload(info, of: .create, type.name, ids: [try writer.create(type.name, input)], in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.createMany), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            var writes: [NodeWrite] = []
            for item in arguments["input"]?.arrayValue ?? [] {
                writes.append(try inputs.create(item["input"] ?? .null, type: type))
            }
            return try api.write { writer in
                let ids = try writes.map { try writer.create(type.name, $0) }
                return try api.payload(info, of: .createMany, type.name, ids: ids, in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.update), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            let key = try inputs.key(arguments["by"], type: type)
            let input = try inputs.update(arguments["input"] ?? .null, type: type)
            return try api.write { writer in
                let id = try writer.update(type.name, key: key, input)
                return try api.payload(info, of: .update, type.name, ids: [id], in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.updateMany), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            var updates: [(key: [(field: String, value: SQLValue)], input: NodeWrite)] = []
            for item in arguments["input"]?.arrayValue ?? [] {
                updates.append((try inputs.key(item["by"], type: type), try inputs.update(item["input"] ?? .null, type: type)))
            }
            return try api.write { writer in
                let ids = try updates.map { try writer.update(type.name, key: $0.key, $0.input) }
                return try api.payload(info, of: .updateMany, type.name, ids: ids, in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.upsert), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            let key = try inputs.key(arguments["by"], type: type)
            let create = try inputs.create(arguments["create"] ?? .null, type: type)
            let update = try inputs.update(arguments["update"] ?? .null, type: type)
            return try api.write { writer in
                let id = try writer.upsert(type.name, key: key, create: create, update: update)
                return try api.payload(info, of: .upsert, type.name, ids: [id], in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.delete), using: storage) { [self] _, arguments, context, _ in
            let api = acting(as: access(context))
            let key = try inputs.key(arguments["by"], type: type)
            let id = try api.write { writer in try writer.delete(type.name, key: key) }
            return ["deletedId": id] as [String: any Sendable]
        }
        resolvers.field("Mutation", names.mutation(.deleteMany), using: storage) { [self] _, arguments, context, _ in
            let api = acting(as: access(context))
            var keys: [[(field: String, value: SQLValue)]] = []
            for item in arguments["input"]?.arrayValue ?? [] { keys.append(try inputs.key(item["by"], type: type)) }
            let ids = try api.write { writer in
                try keys.map { key in try writer.delete(type.name, key: key) }
            }
            return ["deletedIds": ids] as [String: any Sendable]
        }
    }
}
