import GraphQL

/// Runs the collections mutations' writes inside one write transaction: creates with
/// nested creates and links, updates with number operations and relation changes (nested
/// creates, links, unlinks, and updates, upserts and deletes of linked nodes, at any depth),
/// upserts, deletes. Each write the caller's rules refuse throws, so that the mutation
/// writes nothing.
struct CollectionsWriter {
    let model: Model
    let writer: RecordWriter
    let rows: RowReader
    /// What the caller may do.
    let access: Access
    let database: any SQLExecutor

    /// Creates a node of `type` and what its input nests; returns its id.
    func create(_ type: String, _ write: NodeWrite) throws -> String {
        let owner = try access.creating(type, fields: write.values.keys)
        let id = try writer.insert(type, write.values.merging(owner) { given, _ in given }, in: database)
        try applyRelations(type, id: id, write.relations)
        return id
    }

    /// Updates the node of `type` with `key`; returns its id.
    func update(_ type: String, key: [(field: String, value: SQLValue)], _ write: NodeWrite) throws -> String {
        let row = try existingRow(type, key: key)
        try access.require(.update, type, row: row, fields: Array(write.values.keys) + Array(write.increments.keys))
        return try update(type, id: row["id"].text ?? "", write)
    }

    /// Updates the node `id` of `type`; returns its id.
    private func update(_ type: String, id: String, _ write: NodeWrite) throws -> String {
        var values = write.values
        if !write.increments.isEmpty, let current = try rows.row(type, matching: [("id", .text(id))], in: database),
            let modelType = model.type(named: type)
        {
            for (name, delta) in write.increments {
                guard let field = modelType.field(named: name) else { continue }
                values[name] = try Self.sum(current[name], delta, field: field, type: type)
            }
        }
        try writer.update(type, id: id, values, in: database)
        try applyRelations(type, id: id, write.relations)
        return id
    }

    /// Updates the node of `type` with `key` if the caller sees one, or else creates one; returns its id.
    func upsert(_ type: String, key: [(field: String, value: SQLValue)], create: NodeWrite, update: NodeWrite) throws -> String {
        guard try rows.visibleRow(type, matching: key, access, in: database) != nil else { return try self.create(type, create) }
        return try self.update(type, key: key, update)
    }

    /// Deletes the node of `type` with `key` (unless a required relation of another node
    /// points at it) and what it cascades to; returns its id.
    func delete(_ type: String, key: [(field: String, value: SQLValue)]) throws -> String {
        let row = try existingRow(type, key: key)
        try access.require(.delete, type, row: row)
        let id = row["id"].text ?? ""
        try writer.delete(type, id: id, in: database)
        return id
    }

    /// The row of the node of `type` with `key`, or a NOT_FOUND error: also for a node the
    /// caller may not read, as if it did not exist.
    private func existingRow(_ type: String, key: [(field: String, value: SQLValue)]) throws -> SQLRow {
        guard let row = try rows.visibleRow(type, matching: key, access, in: database) else {
            let described = key.map { "\($0.field) \(Self.describe($0.value))" }.joined(separator: " and ")
            throw APIError.notFound("No \(type) with \(described)")
        }
        return row
    }

    /// The row of the node `id` of `type` that a relation change links or unlinks, once the
    /// caller may update it (a link changes both sides); NOT_FOUND as if a node it may not
    /// read did not exist.
    private func linkedRow(_ type: String, _ field: String, _ targetType: String, _ target: String) throws -> SQLRow {
        guard let row = try rows.visibleRow(targetType, matching: [("id", .text(target))], access, in: database) else {
            throw APIError.notFound("Cannot link \(type).\(field) to \(targetType) \"\(target)\": there is no such node")
        }
        try access.require(.update, targetType, row: row)
        return row
    }

    private func applyRelations(_ type: String, id: String, _ relations: [(field: String, actions: [RelationAction])]) throws {
        for (field, actions) in relations {
            guard let link = RelationLink(model: model, type: type, field: field) else { continue }
            for action in actions {
                switch action {
                case .create(let nested):
                    let child = try create(link.targetType, nested)
                    try writer.connect(link, source: id, target: child, in: database)
                case .link(let target):
                    _ = try linkedRow(type, field, link.targetType, target)
                    try writer.connect(link, source: id, target: target, in: database)
                case .unlink(let target):
                    // (`InputReader` refuses to unlink through a relation required on either side.)
                    _ = try linkedRow(type, field, link.targetType, target)
                    try writer.disconnect(link, source: id, target: target, in: database)
                case .update(let key, let nested):
                    _ = try update(link.targetType, key: try linkedKey(link, of: id, key: key, field: "\(type).\(field)"), nested)
                case .upsert(let key, let create, let update):
                    let found = try rows.visibleRow(link.targetType, matching: key, access, in: database)?["id"].text
                    if let found, try writer.targets(link, of: id, in: database).contains(found) {
                        _ = try self.update(link.targetType, key: [("id", .text(found))], update)
                    } else {
                        try writer.connect(link, source: id, target: try self.create(link.targetType, create), in: database)
                    }
                case .delete(let target):
                    _ = try delete(link.targetType, key: try linkedKey(link, of: id, key: [("id", .text(target))], field: "\(type).\(field)"))
                }
            }
        }
    }

    /// The key (`id`) of the node with `key` that `link` links `source` to, or a NOT_FOUND error
    /// (as if a node the caller may not read did not exist).
    private func linkedKey(
        _ link: RelationLink, of source: String, key: [(field: String, value: SQLValue)], field: String
    ) throws -> [(field: String, value: SQLValue)] {
        let target = try existingRow(link.targetType, key: key)["id"].text ?? ""
        guard try writer.targets(link, of: source, in: database).contains(target) else {
            throw APIError.notFound("\(link.targetType) \"\(target)\" is not linked to \(field) of \(link.sourceType) \"\(source)\"")
        }
        return [("id", .text(target))]
    }

    static func sum(_ current: SQLValue, _ delta: JSONValue, field: ModelField, type: String) throws(GraphQLError) -> SQLValue {
        if current.isNull {
            throw APIError.invalidArgument("Cannot increment or decrement '\(type).\(field.name)': it is null")
        }
        switch (current, delta) {
        case (.integer(let value), .int(let step)):
            let (result, overflow) = value.addingReportingOverflow(Int64(step))
            guard !overflow, result >= Int64(Int32.min), result <= Int64(Int32.max) else {
                throw APIError.invalidArgument("'\(type).\(field.name)' would leave the range of Int")
            }
            return .integer(result)
        default:
            let step: Double =
                switch delta {
                case .int(let int): Double(int)
                case .double(let double): double
                default: 0
                }
            return .real((current.real ?? 0) + step)
        }
    }

    static func describe(_ value: SQLValue) -> String {
        switch value {
        case .text(let text): "\"\(text)\""
        case .integer(let int): String(int)
        case .real(let real): String(real)
        case .null: "null"
        case .blob: "(bytes)"
        }
    }
}
