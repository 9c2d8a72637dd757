import GraphQL

/// Generates the SDL of Graphcool's Simple API for a model: queries
/// (`allConferences`, `Conference(id:)`, `_allConferencesMeta`), mutations
/// (`createConference`, `updateConference`, `updateOrCreateConference`,
/// `deleteConference`, `upsertConference`, `updateManyConferences`, `deleteManyConferences`,
/// `addToAttendees`/`removeFromAttendees`,
/// `setX`/`unsetX` for one-to-one relations) and subscriptions (`Conference(filter:)`).
struct GraphcoolSchema {
    let model: Model
    private(set) var sdl = SDLWriter()

    init(model: Model) {
        self.model = model
    }

    static let windowArguments = "skip: Int, after: String, before: String, first: Int, last: Int"

    static func listArguments(_ type: String) -> String {
        "filter: \(GraphcoolNames.filter(type)), orderBy: \(GraphcoolNames.orderBy(type)), \(windowArguments)"
    }

    /// The SDL type of a scalar or enum field's values (without the outer `!`).
    static func valueType(_ field: ModelField) -> String {
        let base: String =
            switch field.kind {
            case .scalar(.id): "ID"
            case .scalar(let scalar): scalar.rawValue
            case .enumeration(let name): name
            case .relation(_, let target): target
            }
        return field.isList ? "[\(base)!]" : base
    }

    /// Whether `field` gets `orderBy` keys.
    static func isOrderable(_ field: ModelField) -> Bool {
        guard !field.isList else { return false }
        switch field.kind {
        case .scalar(let scalar): return scalar.isSortable
        case .relation: return false
        case .enumeration: return true
        }
    }

    /// A description as a GraphQL string literal (JSON's escapes are GraphQL's), followed by a space.
    static func described(_ description: String?) -> String {
        description.map { String(decoding: JSONValue.string($0).serialized(), as: UTF8.self) + " " } ?? ""
    }

    /// `keyword name { body }` (the description before it), and a blank line.
    private mutating func block(_ keyword: String, _ name: String, description: String? = nil, _ body: [String]) {
        let head = sdl.head(keyword, name)
        sdl.line(Self.described(description) + head + " {")
        for line in body { sdl.line("  " + line) }
        sdl.line("}")
        sdl.line("")
    }

    /// The whole schema.
    mutating func write() {
        let used = model.customScalars.filter { ![.dateTime, .json].contains($0) }.map(\.rawValue)
        for scalar in ["DateTime", "JSON"] + used {
            let head = sdl.head("scalar", scalar)
            sdl.line(head)
            sdl.line("")
        }
        block("type", GraphcoolNames.queryMeta, ["count: Int!"])
        block("type", GraphcoolNames.batchPayload, ["\"The number of nodes the mutation changed\" count: Int!"])
        block("enum", GraphcoolNames.mutationType, ["CREATED", "UPDATED", "DELETED"])
        for enumeration in model.enums {
            block("enum", enumeration.name, description: enumeration.description, enumeration.values)
        }
        for type in model.types {
            writeObjectType(type)
            writeFilter(type)
            writeOrderBy(type)
            writeInputs(type)
            writeSubscriptionTypes(type)
        }
        for relation in model.relations where !relation.isOneSided {
            writePayload(relation)
        }
        writeQuery()
        writeMutation()
        block(
            "type", "Subscription",
            model.types.map {
                "\($0.name)(filter: \(GraphcoolNames.subscriptionFilter($0.name))): \(GraphcoolNames.subscriptionPayload($0.name))"
            })
    }

    private mutating func writeObjectType(_ type: ModelType) {
        var fields: [String] = []
        for field in type.fields {
            let described = Self.described(field.description)
            switch field.kind {
            case .relation(_, let target):
                if field.isList {
                    fields.append("\(described)\(field.name)(\(Self.listArguments(target))): [\(target)!]\(field.isRequired ? "!" : "")")
                    fields.append("\(GraphcoolNames.meta(field.name))(\(Self.listArguments(target))): \(GraphcoolNames.queryMeta)!")
                } else {
                    fields.append("\(described)\(field.name)(filter: \(GraphcoolNames.filter(target))): \(target)\(field.isRequired ? "!" : "")")
                }
            default:
                let type = field.name == "id" ? "ID" : Self.valueType(field)
                fields.append("\(described)\(field.name): \(type)\(field.isNonNullInOutput ? "!" : "")")
            }
        }
        block("type", type.name, description: type.description, fields)
    }

    private mutating func writeFilter(_ type: ModelType) {
        let filter = GraphcoolNames.filter(type.name)
        var fields = ["AND: [\(filter)!]", "OR: [\(filter)!]"]
        for field in type.fields {
            if case .relation(_, let target) = field.kind {
                let targetFilter = GraphcoolNames.filter(target)
                if field.isList {
                    fields += ["every", "some", "none"].map { "\(field.name)_\($0): \(targetFilter)" }
                } else {
                    fields.append("\(field.name): \(targetFilter)")
                }
                continue
            }
            if field.isList { continue }
            if case .scalar(.json) = field.kind { continue }
            let value = field.name == "id" ? "ID" : Self.valueType(field)
            fields += ["\(field.name): \(value)", "\(field.name)_not: \(value)"]
            let scalar: ModelScalar? = if case .scalar(let scalar) = field.kind { scalar } else { nil }
            guard scalar?.hasMembership ?? true else { continue }
            fields += ["\(field.name)_in: [\(value)!]", "\(field.name)_not_in: [\(value)!]"]
            guard let scalar, scalar.isOrdered else { continue }
            fields += ["lt", "lte", "gt", "gte"].map { "\(field.name)_\($0): \(value)" }
            if scalar.isText {
                // Each also without regard to case (`_i`).
                fields += ["contains", "not_contains", "starts_with", "not_starts_with", "ends_with", "not_ends_with"]
                    .flatMap { ["\(field.name)_\($0): \(value)", "\(field.name)_\($0)_i: \(value)"] }
            }
        }
        block("input", filter, fields)
    }

    private mutating func writeOrderBy(_ type: ModelType) {
        let keys = type.scalarFields.filter(Self.isOrderable).flatMap { ["\($0.name)_ASC", "\($0.name)_DESC"] }
        block("enum", GraphcoolNames.orderBy(type.name), keys)
    }

    /// The arguments of `create<Type>` (`forCreate`) or the optional fields of `update<Type>`.
    func dataArguments(_ type: ModelType, forCreate: Bool, excluding inverse: String? = nil, nested: Bool = true) -> [String] {
        var arguments: [String] = []
        for field in type.fields where !field.isManaged && field.name != inverse {
            switch field.kind {
            case .relation(_, let target):
                let nestedType = GraphcoolNames.nestedCreate(type.name, field.name, target)
                let hasNestedInput = nested && !nestedCreateFields(type, field).isEmpty
                if field.isList {
                    arguments.append("\(GraphcoolNames.ids(field.name)): [ID!]")
                    if hasNestedInput { arguments.append("\(field.name): [\(nestedType)!]") }
                } else {
                    arguments.append("\(GraphcoolNames.id(field.name)): ID")
                    if hasNestedInput { arguments.append("\(field.name): \(nestedType)") }
                }
            default:
                let required = forCreate && field.isRequired && field.defaultValue == nil
                arguments.append("\(field.name): \(Self.valueType(field))\(required ? "!" : "")")
            }
        }
        return arguments
    }

    /// The arguments that name one node of `type`: `id` and its unique keys (`X(…)`,
    /// `<X>WhereUniqueInput`).
    func uniqueArguments(_ type: ModelType) -> [String] {
        ["id: ID"]
            + type.uniques.compactMap { unique in
                guard unique.fields.count == 1 else { return "\(unique.argumentName): \(unique.inputName(of: type.name))" }
                return type.field(named: unique.fields[0]).map { "\($0.name): \(Self.valueType($0))" }
            }
    }

    /// The fields `updateMany<Types>` sets: the scalar and enum fields of `update<Type>`.
    func batchDataArguments(_ type: ModelType) -> [String] {
        type.scalarFields.filter { !$0.isManaged }.map { "\($0.name): \(Self.valueType($0))" }
    }

    /// The fields of the nested create input of relation field `field` of `type`: the
    /// target's fields but the one pointing back, and its other relations by id only.
    /// Empty when the target has nothing else (then there is no nested create).
    func nestedCreateFields(_ type: ModelType, _ field: ModelField) -> [String] {
        guard case .relation(_, let target) = field.kind, let targetType = model.type(named: target),
            let link = RelationLink(model: model, type: type.name, field: field.name)
        else { return [] }
        return dataArguments(targetType, forCreate: true, excluding: link.inverseField, nested: false)
    }

    private mutating func writeInputs(_ type: ModelType) {
        for unique in type.uniques where unique.fields.count > 1 {
            block("input", unique.inputName(of: type.name), unique.fields.compactMap(type.field(named:)).map { "\($0.name): \(Self.valueType($0))!" })
        }
        for field in type.relationFields {
            guard case .relation(_, let target) = field.kind else { continue }
            let fields = nestedCreateFields(type, field)
            if !fields.isEmpty { block("input", GraphcoolNames.nestedCreate(type.name, field.name, target), fields) }
        }
        let create = dataArguments(type, forCreate: true)
        let update = dataArguments(type, forCreate: false)
        if !create.isEmpty { block("input", GraphcoolNames.createInput(type.name), create) }
        block("input", GraphcoolNames.updateInput(type.name), ["id: ID!"] + update)
        if !create.isEmpty {
            block("input", GraphcoolNames.whereUniqueInput(type.name), uniqueArguments(type))
            block("input", GraphcoolNames.updateDataInput(type.name), update)
        }
        let batch = batchDataArguments(type)
        if !batch.isEmpty { block("input", GraphcoolNames.updateManyInput(type.name), batch) }
    }

    private mutating func writeSubscriptionTypes(_ type: ModelType) {
        let name = type.name
        let filter = GraphcoolNames.subscriptionFilter(name)
        block(
            "input", filter,
            [
                "AND: [\(filter)!]", "OR: [\(filter)!]",
                "mutation_in: [\(GraphcoolNames.mutationType)!]", "updatedFields_contains: String",
                "updatedFields_contains_every: [String!]", "updatedFields_contains_some: [String!]",
                "node: \(GraphcoolNames.filter(name))",
            ])
        block(
            "type", GraphcoolNames.subscriptionPayload(name),
            [
                "mutation: \(GraphcoolNames.mutationType)!", "node: \(name)", "updatedFields: [String!]",
                "previousValues: \(GraphcoolNames.previousValues(name))",
            ])
        block(
            "type", GraphcoolNames.previousValues(name),
            type.scalarFields.map {
                "\($0.name): \($0.name == "id" ? "ID" : Self.valueType($0))\($0.isNonNullInOutput ? "!" : "")"
            })
    }

    private mutating func writePayload(_ relation: Relation) {
        for mutation in GraphcoolNames.relationMutations(relation) {
            block(
                "type", mutation.payload,
                [
                    "\(GraphcoolNames.sideArgument(relation.a, target: relation.b.typeName)): \(relation.b.typeName)",
                    "\(GraphcoolNames.sideArgument(relation.b, target: relation.a.typeName)): \(relation.a.typeName)",
                ])
        }
    }

    private mutating func writeQuery() {
        var fields: [String] = []
        for type in model.types {
            fields.append("\(GraphcoolNames.all(type.name))(\(Self.listArguments(type.name))): [\(type.name)!]!")
            fields.append("\(GraphcoolNames.allMeta(type.name))(\(Self.listArguments(type.name))): \(GraphcoolNames.queryMeta)!")
            fields.append("\(type.name)(\(uniqueArguments(type).joined(separator: ", "))): \(type.name)")
        }
        block("type", "Query", fields)
    }

    private mutating func writeMutation() {
        var fields: [String] = []
        for type in model.types {
            let name = type.name
            let create = dataArguments(type, forCreate: true)
            let update = (["id: ID!"] + dataArguments(type, forCreate: false)).joined(separator: ", ")
            fields.append("\(GraphcoolNames.create(name))\(create.isEmpty ? "" : "(\(create.joined(separator: ", ")))"): \(name)")
            fields.append("\(GraphcoolNames.update(name))(\(update)): \(name)")
            if !create.isEmpty {
                let inputs = "update: \(GraphcoolNames.updateInput(name))!, create: \(GraphcoolNames.createInput(name))!"
                fields.append("\(GraphcoolNames.updateOrCreate(name))(\(inputs)): \(name)")
                let upsert =
                    "where: \(GraphcoolNames.whereUniqueInput(name))!, create: \(GraphcoolNames.createInput(name))!, "
                    + "update: \(GraphcoolNames.updateDataInput(name))!"
                fields.append("\(GraphcoolNames.upsert(name))(\(upsert)): \(name)")
            }
            fields.append("\(GraphcoolNames.delete(name))(id: ID!): \(name)")
            let filter = "filter: \(GraphcoolNames.filter(name))"
            let payload = GraphcoolNames.batchPayload + "!"
            if !batchDataArguments(type).isEmpty {
                fields.append("\(GraphcoolNames.updateMany(name))(\(filter), data: \(GraphcoolNames.updateManyInput(name))!): \(payload)")
            }
            fields.append("\(GraphcoolNames.deleteMany(name))(\(filter)): \(payload)")
        }
        for relation in model.relations where !relation.isOneSided {
            let arguments = [
                GraphcoolNames.sideArgument(relation.a, target: relation.b.typeName),
                GraphcoolNames.sideArgument(relation.b, target: relation.a.typeName),
            ].map { "\(GraphcoolNames.id($0)): ID!" }.joined(separator: ", ")
            for mutation in GraphcoolNames.relationMutations(relation) {
                fields.append("\(mutation.field)(\(arguments)): \(mutation.payload)")
            }
        }
        block("type", "Mutation", fields)
    }
}
