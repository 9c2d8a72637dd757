import GraphQL

/// Reads `by`, create and update inputs of one model into neutral writes.
struct InputReader {
    let model: Model

    /// `by: { id: … }`, `{ slug: … }` or `{ authorAndNumber: { author: …, number: … } }`:
    /// exactly one key, as the unique fields and their values.
    func key(_ value: JSONValue?, type: ModelType) throws(GraphQLError) -> [(field: String, value: SQLValue)] {
        let given = value?.objectValue?.members.filter { !$0.value.isNull } ?? []
        guard given.count == 1, let member = given.first else {
            throw APIError.invalidArgument("'by' takes exactly one of 'id' and the unique fields of \(type.name), not \(given.count)")
        }
        if member.key == "id" { return [("id", .text(member.value.stringValue ?? ""))] }
        let unique = type.uniques.first { $0.argumentName == member.key }
        guard let unique else { throw APIError.invalidArgument("'\(member.key)' is not a unique field of \(type.name)") }
        var key: [(field: String, value: SQLValue)] = []
        for name in unique.fields {
            guard let field = type.field(named: name) else { continue }
            let part = unique.fields.count == 1 ? member.value : member.value[name] ?? .null
            key.append((name, try InputValues.sql(part, of: field)))
        }
        return key
    }

    /// A create input (`PostCreateInput` or a nested `…Create…`); required fields are checked here
    /// for those the input type leaves optional because of a default.
    func create(_ value: JSONValue, type: ModelType) throws(GraphQLError) -> NodeWrite {
        var write = NodeWrite()
        let object = value.objectValue ?? JSONObject()
        for member in object.members {
            guard let field = type.field(named: member.key), !field.isManaged else { continue }
            if case .relation = field.kind {
                guard !member.value.isNull else { continue }
                write.relations.append((field.name, try actions(member.value, field: field, in: type, allowUnlink: false)))
                continue
            }
            if member.value.isNull && field.isRequired {
                throw APIError.invalidArgument("'\(type.name).\(field.name)' is required and cannot be null")
            }
            try field.checkLength(member.value, in: type.name)
            write.values[field.name] = try InputValues.sql(member.value, of: field)
        }
        return write
    }

    /// An update input: new values, `{ set, increment, decrement }` for numbers, relation actions.
    func update(_ value: JSONValue, type: ModelType) throws(GraphQLError) -> NodeWrite {
        var write = NodeWrite()
        for member in value.objectValue ?? JSONObject() {
            guard let field = type.field(named: member.key), !field.isManaged else { continue }
            var newValue = member.value
            switch field.kind {
            case .relation:
                guard !member.value.isNull else { continue }
                write.relations.append((field.name, try actions(member.value, field: field, in: type, allowUnlink: true)))
                continue
            case .scalar(.int) where !field.isList, .scalar(.float) where !field.isList:
                guard let operations = member.value.objectValue else { continue }
                let given = operations.members.filter { !$0.value.isNull }
                guard given.count == 1, let operation = given.first else {
                    throw APIError.invalidArgument("'\(field.name)' takes exactly one of 'set', 'increment' and 'decrement', not \(given.count)")
                }
                switch operation.key {
                case "increment":
                    write.increments[field.name] = operation.value
                    continue
                case "decrement":
                    write.increments[field.name] = Self.negated(operation.value)
                    continue
                default: newValue = operation.value
                }
            default: break
            }
            if newValue.isNull && field.isRequired {
                throw APIError.invalidArgument("'\(type.name).\(field.name)' is required and cannot be set to null")
            }
            try field.checkLength(newValue, in: type.name)
            write.values[field.name] = try InputValues.sql(newValue, of: field)
        }
        return write
    }

    /// The actions of a relation field's input: a list for a to-many field, one for a to-one field.
    private func actions(_ value: JSONValue, field: ModelField, in type: ModelType, allowUnlink: Bool) throws(GraphQLError) -> [RelationAction] {
        guard case .relation(_, let targetName) = field.kind, let target = model.type(named: targetName),
            let link = RelationLink(model: model, type: type.name, field: field.name)
        else { return [] }
        var actions: [RelationAction] = []
        for item in value.arrayValue ?? [value] {
            let given = item.objectValue?.members.filter { !$0.value.isNull } ?? []
            guard given.count == 1, let action = given.first else {
                let choices = allowUnlink ? "'create', 'link', 'unlink', 'update', 'upsert' and 'delete'" : "'create' and 'link'"
                throw APIError.invalidArgument("Each element of '\(type.name).\(field.name)' takes exactly one of \(choices), not \(given.count)")
            }
            var nested = target
            nested.fields.removeAll { $0.name == link.inverseField }
            switch action.key {
            case "create": actions.append(.create(try create(action.value, type: nested)))
            case "link": actions.append(.link(action.value.stringValue ?? ""))
            case "update":
                actions.append(.update(key: try key(action.value["by"], type: target), try update(action.value["input"] ?? .null, type: target)))
            case "delete": actions.append(.delete(action.value.stringValue ?? ""))
            case "upsert":
                actions.append(
                    .upsert(
                        key: try key(action.value["by"], type: target), create: try create(action.value["create"] ?? .null, type: nested),
                        update: try update(action.value["update"] ?? .null, type: target)))
            default:
                if let required = Self.requiredSide(field, inverse: target.field(named: link.inverseField), type: type, target: target) {
                    throw APIError.invalidArgument("Cannot unlink through '\(type.name).\(field.name)': '\(required)' is required")
                }
                actions.append(.unlink(action.value.stringValue ?? ""))
            }
        }
        return actions
    }

    /// The side of a relation that an unlink would leave empty although it is required, if any.
    static func requiredSide(_ field: ModelField, inverse: ModelField?, type: ModelType, target: ModelType) -> String? {
        if !field.isList && field.isRequired { return "\(type.name).\(field.name)" }
        if let inverse, !inverse.isList && inverse.isRequired { return "\(target.name).\(inverse.name)" }
        return nil
    }

    static func negated(_ value: JSONValue) -> JSONValue {
        switch value {
        case .int(let int): .int(-int)
        case .double(let double): .double(-double)
        default: value
        }
    }
}
