import GraphQL

extension CollectionsAPI {
    /// `postCreate`, `postCreateMany`, `postUpdate`, `postUpdateMany`, `postDelete`, `postDeleteMany`.
    func addMutations<Context>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let names = CollectionsNames(type: type.name)
        let inputs = InputReader(model: model)
        resolvers.field("Mutation", names.mutation(.create)) { _, arguments, _, info in
            let input = try inputs.create(arguments["input"] ?? .null, type: type)
            return try write { writer -> (any Sendable)? in
                let id = try writer.create(type.name, input)
                return try payload(info, of: .create, type.name, id: id, in: writer.database)
            }
        }
        resolvers.field("Mutation", names.mutation(.createMany)) { _, arguments, _, _ in
            var writes: [NodeWrite] = []
            for item in arguments["input"]?.arrayValue ?? [] {
                writes.append(try inputs.create(item["input"] ?? .null, type: type))
            }
            let created = try write { writer in
                try nodes(type.name, ids: try writes.map { try writer.create(type.name, $0) }, in: writer.database)
            }
            return [names.collection: created] as [String: any Sendable]
        }
        resolvers.field("Mutation", names.mutation(.update)) { _, arguments, _, info in
            let key = try inputs.key(arguments["by"], type: type)
            let input = try inputs.update(arguments["input"] ?? .null, type: type)
            return try write { writer -> (any Sendable)? in
                let id = try writer.update(type.name, id: try writer.existingID(type.name, key: key), input)
                return try payload(info, of: .update, type.name, id: id, in: writer.database)
            }
        }
        resolvers.field("Mutation", names.mutation(.updateMany)) { _, arguments, _, _ in
            var updates: [(key: [(field: String, value: SQLValue)], input: NodeWrite)] = []
            for item in arguments["input"]?.arrayValue ?? [] {
                updates.append((try inputs.key(item["by"], type: type), try inputs.update(item["input"] ?? .null, type: type)))
            }
            let updated = try write { writer in
                let ids = try updates.map { try writer.update(type.name, id: try writer.existingID(type.name, key: $0.key), $0.input) }
                return try nodes(type.name, ids: ids, in: writer.database)
            }
            return [names.collection: updated] as [String: any Sendable]
        }
        resolvers.field("Mutation", names.mutation(.delete)) { _, arguments, _, _ in
            let key = try inputs.key(arguments["by"], type: type)
            let id = try write { writer in try writer.delete(type.name, key: key) }
            return ["deletedId": id] as [String: any Sendable]
        }
        resolvers.field("Mutation", names.mutation(.deleteMany)) { _, arguments, _, _ in
            var keys: [[(field: String, value: SQLValue)]] = []
            for item in arguments["input"]?.arrayValue ?? [] { keys.append(try inputs.key(item["by"], type: type)) }
            let ids = try write { writer in
                try keys.map { key in try writer.delete(type.name, key: key) }
            }
            return ["deletedIds": ids] as [String: any Sendable]
        }
    }
}
