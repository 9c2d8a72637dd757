import GraphQL

extension CollectionsAPI {
    /// `postCreate`, `postCreateMany`, `postUpdate`, `postUpdateMany`, `postUpsert`, `postDelete`, `postDeleteMany`.
    func addMutations<Context>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let names = CollectionsNames(type: type.name)
        let inputs = InputReader(model: model)
        resolvers.field("Mutation", names.mutation(.create), using: storage) { _, arguments, _, info in
            let input = try inputs.create(arguments["input"] ?? .null, type: type)
            return try write { writer in
                try payload(info, of: .create, type.name, ids: [try writer.create(type.name, input)], in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.createMany), using: storage) { _, arguments, _, info in
            var writes: [NodeWrite] = []
            for item in arguments["input"]?.arrayValue ?? [] {
                writes.append(try inputs.create(item["input"] ?? .null, type: type))
            }
            return try write { writer in
                let ids = try writes.map { try writer.create(type.name, $0) }
                return try payload(info, of: .createMany, type.name, ids: ids, in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.update), using: storage) { _, arguments, _, info in
            let key = try inputs.key(arguments["by"], type: type)
            let input = try inputs.update(arguments["input"] ?? .null, type: type)
            return try write { writer in
                let id = try writer.update(type.name, id: try writer.existingID(type.name, key: key), input)
                return try payload(info, of: .update, type.name, ids: [id], in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.updateMany), using: storage) { _, arguments, _, info in
            var updates: [(key: [(field: String, value: SQLValue)], input: NodeWrite)] = []
            for item in arguments["input"]?.arrayValue ?? [] {
                updates.append((try inputs.key(item["by"], type: type), try inputs.update(item["input"] ?? .null, type: type)))
            }
            return try write { writer in
                let ids = try updates.map { try writer.update(type.name, id: try writer.existingID(type.name, key: $0.key), $0.input) }
                return try payload(info, of: .updateMany, type.name, ids: ids, in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.upsert), using: storage) { _, arguments, _, info in
            let key = try inputs.key(arguments["by"], type: type)
            let create = try inputs.create(arguments["create"] ?? .null, type: type)
            let update = try inputs.update(arguments["update"] ?? .null, type: type)
            return try write { writer in
                let id = try writer.rows.row(type.name, matching: key, in: writer.database)?["id"].text
                let written = try id.map { try writer.update(type.name, id: $0, update) } ?? writer.create(type.name, create)
                return try payload(info, of: .upsert, type.name, ids: [written], in: writer.database)
            }.fieldValue
        }
        resolvers.field("Mutation", names.mutation(.delete), using: storage) { _, arguments, _, _ in
            let key = try inputs.key(arguments["by"], type: type)
            let id = try write { writer in try writer.delete(type.name, key: key) }
            return ["deletedId": id] as [String: any Sendable]
        }
        resolvers.field("Mutation", names.mutation(.deleteMany), using: storage) { _, arguments, _, _ in
            var keys: [[(field: String, value: SQLValue)]] = []
            for item in arguments["input"]?.arrayValue ?? [] { keys.append(try inputs.key(item["by"], type: type)) }
            let ids = try write { writer in
                try keys.map { key in try writer.delete(type.name, key: key) }
            }
            return ["deletedIds": ids] as [String: any Sendable]
        }
    }
}
