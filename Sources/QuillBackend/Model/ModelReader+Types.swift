import GraphQL

extension ModelReader {
    /// Reads one object type: its directives, fields (with the system fields added) and uniques.
    mutating func readType(_ object: ObjectTypeDefinition) -> ModelType {
        let typeName = object.name.value
        var hasModel = false
        var authRules: [AuthRule]?
        var oldName: String?
        var searchesAll = false
        var searchLocation: Location?
        for directive in object.directives {
            if directive.name.value == "model" {
                rejectArguments(directive, allowed: [])
                if hasModel { report("Directive '@model' is used twice on '\(typeName)'", at: directive.loc) }
                hasModel = true
            } else if directive.name.value == "auth" {
                if authRules != nil { report("Directive '@auth' is used twice on '\(typeName)'", at: directive.loc) }
                authRules = self.authRules(directive, on: "type '\(typeName)'", isField: false)
            } else if directive.name.value == "rename" {
                oldName = self.oldName(directive, of: typeName)
            } else if directive.name.value == "search" {
                rejectArguments(directive, allowed: [])
                if searchesAll { report("Directive '@search' is used twice on '\(typeName)'", at: directive.loc) }
                searchesAll = true
                searchLocation = directive.loc
            } else {
                report("Unknown directive '@\(directive.name.value)' on type '\(typeName)'", at: directive.loc)
            }
        }
        if !object.interfaces.isEmpty {
            report("Type '\(typeName)' cannot implement interfaces in a data model", at: object.interfaces[0].loc)
        }
        let typeIndex = typesRead
        typesRead += 1
        var fields: [ModelField] = []
        var uniques: [PendingUnique] = []
        var seen: Set<String> = []
        for definition in object.fields {
            guard seen.insert(definition.name.value).inserted else {
                report("Field '\(typeName).\(definition.name.value)' is declared more than once", at: definition.name.loc)
                continue
            }
            if let field = readField(definition, of: typeName, typeIndex: typeIndex, uniques: &uniques) {
                fields.append(field)
            }
        }
        addSystemFields(to: &fields, typeLocation: location(object.loc))
        var type = ModelType(
            name: typeName, fields: fields, uniques: resolveUniques(uniques, fields: fields, typeName: typeName),
            hasModelDirective: hasModel, authRules: authRules, description: object.description?.value, location: location(object.loc)
        )
        type.oldName = oldName
        type.searchesAll = searchesAll
        if searchesAll, type.searchFields.isEmpty, let searchLocation {
            report(
                "'@search' on '\(typeName)' finds no String field to search (a field with '@auth' rules of its own is not searched)",
                at: searchLocation)
        }
        return type
    }

    /// Adds `id` (first), `createdAt` and `updatedAt` (last) where the type does not declare them.
    func addSystemFields(to fields: inout [ModelField], typeLocation: SourceLocation) {
        if !fields.contains(where: { $0.name == "id" }) {
            fields.insert(ModelField(name: "id", kind: .scalar(.id), isList: false, isRequired: true, isSystem: true, location: typeLocation), at: 0)
        }
        for name in ["createdAt", "updatedAt"] where !fields.contains(where: { $0.name == name }) {
            fields.append(ModelField(name: name, kind: .scalar(.dateTime), isList: false, isRequired: true, isSystem: true, location: typeLocation))
        }
    }

    /// Reads one field; nil when it is too broken to keep.
    mutating func readField(
        _ definition: FieldDefinition, of typeName: String, typeIndex: Int, uniques: inout [PendingUnique]
    ) -> ModelField? {
        let name = definition.name.value
        let qualified = "\(typeName).\(name)"
        if let argument = definition.arguments.first {
            report("Field '\(qualified)' cannot take arguments in a data model", at: argument.loc)
        }
        guard let shape = fieldShape(definition.type, field: qualified) else { return nil }
        let named = definition.type.namedType.name
        let kind: FieldKind
        if let scalar = ModelScalar(rawValue: named.value) {
            kind = .scalar(scalar)
        } else if enums.contains(where: { $0.name == named.value }) {
            kind = .enumeration(named.value)
        } else if objectNames.contains(named.value) {
            kind = .relation(name: "", target: named.value)
        } else {
            report("Unknown type '\(named.value)' for field '\(qualified)'", at: named.loc)
            return nil
        }
        if name.hasPrefix("__") {
            report("Field '\(qualified)' starts with '__', which GraphQL reserves for introspection", at: definition.name.loc)
        } else if name == DatabaseSchema.ownerColumn {
            report("Field '\(qualified)' is named like the column that stores a node's owner; choose another name", at: definition.name.loc)
        }
        var field = ModelField(
            name: name, kind: kind, isList: shape.isList, isRequired: shape.isRequired,
            description: definition.description?.value, location: location(definition.loc)
        )
        if ["id", "createdAt", "updatedAt"].contains(name) {
            return readSystemField(field, definition: definition, qualified: qualified)
        }
        let directives = readFieldDirectives(definition, field: &field, qualified: qualified)
        if directives.unique != nil || directives.uniqueWith != nil {
            uniques.append(
                PendingUnique(
                    fields: [name] + (directives.uniqueWith?.names ?? []), loc: directives.unique ?? definition.loc,
                    namesLoc: directives.uniqueWith?.loc))
        }
        if case .relation(_, let target) = kind {
            relationFields.append(
                RelationFieldReference(
                    typeIndex: typeIndex, typeName: typeName, fieldName: name, target: target,
                    isList: shape.isList, isRequired: shape.isRequired, declaredName: directives.relationName, loc: definition.loc,
                    onDelete: directives.onDelete
                ))
        }
        return field
    }

    /// `id`, `createdAt` or `updatedAt` as declared: checked, then marked as a system field.
    mutating func readSystemField(_ declared: ModelField, definition: FieldDefinition, qualified: String) -> ModelField? {
        var field = declared
        let isID = field.name == "id"
        let accepted: [FieldKind] = isID ? [.scalar(.id), .scalar(.string)] : [.scalar(.dateTime)]
        guard accepted.contains(field.kind), !field.isList else {
            let expected = isID ? "'ID!' or 'String!'" : "'DateTime!'"
            report("'\(qualified)' is a system field; declare it as \(expected) or leave it out", at: definition.type.loc)
            return nil
        }
        for directive in definition.directives {
            if isID && ["isUnique", "unique"].contains(directive.name.value) && directive.arguments.isEmpty {
                if directive.name.value == "isUnique" { isUniqueFields.append(qualified) }
                continue
            }
            report("System field '\(qualified)' cannot have directive '@\(directive.name.value)'", at: directive.loc)
        }
        field.kind = isID ? .scalar(.id) : .scalar(.dateTime)
        field.isRequired = true
        field.isSystem = true
        return field
    }

    /// Whether the type is a list and whether it is required; nil (reported) for nested lists.
    mutating func fieldShape(_ type: TypeReference, field: String) -> (isList: Bool, isRequired: Bool)? {
        var isRequired = false
        var type = type
        if case .nonNull(let inner) = type {
            isRequired = true
            type = inner.type
        }
        guard case .list(let list) = type else { return (false, isRequired) }
        var element = list.type
        if case .nonNull(let inner) = element { element = inner.type }
        if case .list = element {
            report("Field '\(field)' is a list of lists, which a data model cannot store", at: element.loc)
            return nil
        }
        return (true, isRequired)
    }

    /// Checks each unique constraint's fields and drops duplicates.
    mutating func resolveUniques(_ pending: [PendingUnique], fields: [ModelField], typeName: String) -> [UniqueConstraint] {
        var result: [UniqueConstraint] = []
        for unique in pending {
            var valid = true
            for name in unique.fields.dropFirst() {
                guard let field = fields.first(where: { $0.name == name }) else {
                    report("Unique constraint on '\(typeName).\(unique.fields[0])' names unknown field '\(name)'", at: unique.namesLoc ?? unique.loc)
                    valid = false
                    continue
                }
                if !isUniqueCapable(field) {
                    report(
                        "Field '\(typeName).\(name)' cannot be part of a unique constraint: only scalar and enum fields that are not lists can",
                        at: unique.namesLoc ?? unique.loc)
                    valid = false
                }
            }
            if let first = fields.first(where: { $0.name == unique.fields[0] }), !isUniqueCapable(first) {
                report("Field '\(typeName).\(first.name)' cannot be unique: only scalar and enum fields that are not lists can", at: unique.loc)
                valid = false
            }
            let constraint = UniqueConstraint(fields: unique.fields)
            if valid && !result.contains(constraint) { result.append(constraint) }
        }
        return result
    }

    func isUniqueCapable(_ field: ModelField) -> Bool {
        if field.isList { return false }
        switch field.kind {
        case .scalar(.json), .relation: return false
        default: return true
        }
    }
}

/// A unique constraint as declared, before its fields are checked.
struct PendingUnique {
    /// The field carrying the directive, then the fields it lists.
    var fields: [String]
    var loc: Location
    /// Where `fields:` is written, for errors about the listed names.
    var namesLoc: Location?
}
