/// The input types: `by`, create, update, filter, order, and the nested relation inputs.
extension CollectionsSDLWriter {
    mutating func writeInputs(_ type: ModelType) {
        let names = CollectionsNames(type: type.name)
        writeByInput(type)
        description("Input to create a \(type.name)")
        line(head("input", names.createInput) + " {")
        writeCreateFields(type, omitting: nil)
        line("}\n")
        description("Input to update a \(type.name)")
        line(head("input", names.updateInput) + " {")
        writeUpdateFields(type)
        line("}\n")
        line(head("input", names.createManyInput) + " {\n  input: \(names.createInput)!\n}\n")
        line(head("input", names.updateManyInput) + " {\n  by: \(names.byInput)!\n  input: \(names.updateInput)!\n}\n")
        line(head("input", names.deleteManyInput) + " {\n  by: \(names.byInput)!\n}\n")
        writeFilter(type)
        line("\"\"\"One key of an order: a field, or a field of the node a relation points at\"\"\"")
        line(head("input", names.orderByInput) + " {")
        for field in type.fields {
            if case .relation(_, let target) = field.kind {
                if !field.isList { line("  \(field.name): \(CollectionsNames(type: target).orderByInput)") }
            } else if FilterKind(field)?.isSortable ?? false {
                line("  \(field.name): OrderByDirection")
            }
        }
        line("}\n")
    }

    /// `PostByInput { id: ID, slug: String, providerAndAccount: PostProviderAndAccountInput }`:
    /// exactly one of them is given (checked when the input is read).
    private mutating func writeByInput(_ type: ModelType) {
        let names = CollectionsNames(type: type.name)
        line(head("input", names.byInput) + " {")
        line("  id: ID")
        for unique in type.uniques {
            if unique.fields.count == 1, let field = type.field(named: unique.fields[0]) {
                line("  \(field.name): \(inputBaseType(field))")
            } else {
                line("  \(unique.argumentName): \(unique.inputName(of: type.name))")
            }
        }
        line("}\n")
        for unique in type.uniques where unique.fields.count > 1 {
            line(head("input", unique.inputName(of: type.name)) + " {")
            for name in unique.fields {
                if let field = type.field(named: name) { line("  \(name): \(inputBaseType(field))!") }
            }
            line("}\n")
        }
    }

    /// The fields of a create input; `omitting` is the relation field that the nesting fills.
    private mutating func writeCreateFields(_ type: ModelType, omitting: String?) {
        for field in type.fields where !field.isManaged && field.name != omitting {
            guard case .relation(let relationName, let target) = field.kind else {
                let isRequired = field.isRequired && field.defaultValue == nil
                line("  \(field.name): \(inputBaseType(field))\(isRequired ? "!" : "")")
                continue
            }
            guard let relation = model.relation(named: relationName),
                let side = relation.side(type: type.name, field: field.name)
            else { continue }
            let input = CollectionsNames.relationCreateLink(relation, from: side, target: target)
            line("  \(field.name): \(field.isList ? "[\(input)!]" : input + (field.isRequired ? "!" : ""))")
        }
    }

    private mutating func writeUpdateFields(_ type: ModelType) {
        for field in type.fields where !field.isManaged {
            switch field.kind {
            case .relation(let relationName, let target):
                guard let relation = model.relation(named: relationName),
                    let side = relation.side(type: type.name, field: field.name)
                else { continue }
                let input = CollectionsNames.relationUpdateLink(relation, from: side, target: target)
                line("  \(field.name): \(field.isList ? "[\(input)!]" : input)")
            case .scalar(let scalar) where !field.isList && (scalar == .int || scalar == .float):
                useOperations(scalar)
                line("  \(field.name): \(CollectionsNames.operationsInput(scalar))")
            default:
                line("  \(field.name): \(inputBaseType(field))")
            }
        }
    }

    private mutating func writeFilter(_ type: ModelType) {
        let names = CollectionsNames(type: type.name)
        description("Nodes of \(type.name) that match every field given; ALL, ANY, NONE and NOT combine filters")
        line(head("input", names.filterInput) + " {")
        for field in type.scalarFields {
            guard let kind = FilterKind(field) else { continue }
            useFilter(kind)
            line("  \(field.name): \(kind.filterInput)")
        }
        for field in type.relationFields {
            guard case .relation(_, let target) = field.kind else { continue }
            let names = CollectionsNames(type: target)
            if field.isList { useRelationFilter(target) }
            line("  \(field.name): \(field.isList ? names.relationFilterInput : names.filterInput)")
        }
        line("  ALL: [\(names.filterInput)!]\n  ANY: [\(names.filterInput)!]\n  NONE: [\(names.filterInput)!]\n  NOT: \(names.filterInput)")
        line("}\n")
    }

    /// For the side `side` of `relation` (a field pointing at the other side's type):
    /// the nested create of that type, and the `{ create, link }` and `{ create, link, unlink }` inputs.
    mutating func writeRelationInputs(_ relation: Relation, _ side: RelationSide) {
        guard let other = relation.otherSide(type: side.typeName, field: side.fieldName),
            let target = model.type(named: other.typeName)
        else { return }
        let create = CollectionsNames.relationCreate(relation, from: side, target: target.name)
        description("Input to create a \(target.name) for the \(relation.name) relation of \(side.typeName)")
        line(head("input", create) + " {")
        writeCreateFields(target, omitting: other.fieldName)
        line("}\n")
        description("Input to link to or create a \(target.name) for the \(relation.name) relation of \(side.typeName)")
        line(head("input", CollectionsNames.relationCreateLink(relation, from: side, target: target.name)) + " {")
        line("  create: \(create)\n  link: ID")
        line("}\n")
        let targetNames = CollectionsNames(type: target.name)
        let upsert = CollectionsNames.relationUpsert(relation, from: side, target: target.name)
        description("Input to update the \(target.name) linked to it with a key, or else to create one and link it")
        line(head("input", upsert) + " {")
        line("  by: \(targetNames.byInput)!\n  create: \(create)!\n  update: \(targetNames.updateInput)!")
        line("}\n")
        description("Input to link, unlink, create, update, upsert or delete a \(target.name) for the \(relation.name) relation of \(side.typeName)")
        line(head("input", CollectionsNames.relationUpdateLink(relation, from: side, target: target.name)) + " {")
        line("  create: \(create)\n  link: ID\n  unlink: ID")
        line("  \"\"\"Updates a \(target.name) linked to it\"\"\"\n  update: \(targetNames.updateManyInput)")
        line("  \"\"\"Updates the \(target.name) linked to it with a key, or creates one\"\"\"\n  upsert: \(upsert)")
        line("  \"\"\"Deletes a \(target.name) linked to it\"\"\"\n  delete: ID")
        line("}\n")
    }

    mutating func writeRelationFilter(_ target: String) {
        let names = CollectionsNames(type: target)
        description("Nodes whose list of \(target) has some, every or none matching the filter")
        line(head("input", names.relationFilterInput) + " {")
        line("  some: \(names.filterInput)\n  every: \(names.filterInput)\n  none: \(names.filterInput)")
        line("}\n")
    }

    mutating func writeScalarFilter(_ kind: FilterKind) {
        let type = kind.typeName
        line(head("input", kind.filterInput) + " {")
        line("  eq: \(type)\n  neq: \(type)")
        if kind.hasMembership { line("  in: [\(type)!]\n  notIn: [\(type)!]") }
        if kind.isOrdered { line("  gt: \(type)\n  gte: \(type)\n  lt: \(type)\n  lte: \(type)") }
        if kind.isText {
            line("  contains: String\n  startsWith: String\n  endsWith: String")
            line("  \"\"\"Whether contains, startsWith and endsWith tell capitals from small letters\"\"\"\n  caseSensitive: Boolean = false")
        }
        line("  isNull: Boolean")
        line("}\n")
    }

    mutating func writeOperations(_ scalar: ModelScalar) {
        description("Possible operations for a\(scalar == .int ? "n" : "") \(scalar.rawValue) field")
        line(head("input", CollectionsNames.operationsInput(scalar)) + " {")
        line("  set: \(scalar.rawValue)\n  increment: \(scalar.rawValue)\n  decrement: \(scalar.rawValue)")
        line("}\n")
    }

    /// The field's value type in an input, without `!`: `String`, `[Int]`, `Role`.
    func inputBaseType(_ field: ModelField) -> String {
        let base =
            switch field.kind {
            case .scalar(let scalar): scalar.rawValue
            case .enumeration(let name): name
            case .relation: "ID"
            }
        return field.isList ? "[\(base)]" : base
    }
}
