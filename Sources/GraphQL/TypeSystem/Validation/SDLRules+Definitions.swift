/// The SDL rules about definitions: each is defined once, and extensions fit.

extension SDLValidator {
    /// LoneSchemaDefinition: a document defines at most one schema.
    mutating func checkLoneSchemaDefinition(_ node: SchemaDefinition) {
        if schemaDefinitionCount > 0 {
            report("Must provide only one schema definition.", [node.loc])
        }
        schemaDefinitionCount += 1
    }

    /// UniqueOperationTypes: each root operation type is named once.
    mutating func checkUniqueOperationTypes(_ operationTypes: [OperationTypeDefinition]) {
        for operationType in operationTypes {
            let operation = operationType.operation
            if let existing = definedOperationTypes[operation] {
                report("There can be only one \(operation.rawValue) type in schema.", [existing.loc, operationType.loc])
            } else {
                definedOperationTypes[operation] = operationType
            }
        }
    }

    /// UniqueTypeNames: each type is defined once.
    mutating func checkUniqueTypeName(_ name: Name) {
        if let existing = knownTypeNames[name.value] {
            report("There can be only one type named \"\(name.value)\".", [existing.loc, name.loc])
        } else {
            knownTypeNames[name.value] = name
        }
    }

    /// UniqueEnumValueNames: each value of an enum, extensions included, is defined once.
    mutating func checkUniqueEnumValues(_ typeName: String, _ values: [EnumValueDefinition]) {
        var known = knownEnumValues[typeName] ?? [:]
        for value in values {
            if let existing = known[value.name.value] {
                report("Enum value \"\(typeName).\(value.name.value)\" can only be defined once.", [existing.loc, value.name.loc])
            } else {
                known[value.name.value] = value.name
            }
        }
        knownEnumValues[typeName] = known
    }

    /// UniqueFieldDefinitionNames: each field of a type, extensions included, is defined once.
    mutating func checkUniqueFieldNames(_ typeName: String, _ names: [Name]) {
        var known = knownFieldNames[typeName] ?? [:]
        for name in names {
            if let existing = known[name.value] {
                report("Field \"\(typeName).\(name.value)\" can only be defined once.", [existing.loc, name.loc])
            } else {
                known[name.value] = name
            }
        }
        knownFieldNames[typeName] = known
    }

    /// UniqueArgumentDefinitionNames, for the fields of an object or interface.
    mutating func checkUniqueArgumentDefinitions(typeName: String, _ fields: [FieldDefinition]) {
        for field in fields where field.arguments.count > 1 {
            checkUniqueArguments(of: "\(typeName).\(field.name.value)", field.arguments)
        }
    }

    /// UniqueArgumentDefinitionNames: each argument of a field or directive is defined once.
    mutating func checkUniqueArguments(of parent: String, _ arguments: [InputValueDefinition]) {
        for (name, group) in groupedByName(arguments.map(\.name)) where group.count > 1 {
            report("Argument \"\(parent)(\(name):)\" can only be defined once.", group.map(\.loc))
        }
    }

    /// UniqueDirectiveNames: each directive is defined once.
    mutating func checkUniqueDirectiveName(_ name: Name) {
        if let existing = knownDirectiveNames[name.value] {
            report("There can be only one directive named \"@\(name.value)\".", [existing.loc, name.loc])
        } else {
            knownDirectiveNames[name.value] = name
        }
    }

    /// PossibleTypeExtensions: an extension extends a defined type of its kind.
    mutating func checkPossibleExtension(_ node: Definition, typeName: String) {
        guard let definition = definedTypes[typeName] else {
            let suggestions = suggestionList(typeName, definedTypeNames)
            let name = extensionName(node)
            report("Cannot extend type \"\(typeName)\" because it is not defined." + didYouMean(suggestions), [name.loc])
            return
        }
        let kind: String
        switch (definition, node) {
        case (.scalar, .scalarExtension), (.object, .objectExtension), (.interface, .interfaceExtension),
             (.union, .unionExtension), (.enum, .enumExtension), (.inputObject, .inputObjectExtension):
            return
        case (_, .scalarExtension): kind = "scalar"
        case (_, .objectExtension): kind = "object"
        case (_, .interfaceExtension): kind = "interface"
        case (_, .unionExtension): kind = "union"
        case (_, .enumExtension): kind = "enum"
        default: kind = "input object"
        }
        report("Cannot extend non-\(kind) type \"\(typeName)\".", [definition.loc, node.loc])
    }

    private func extensionName(_ node: Definition) -> Name {
        switch node {
        case .scalarExtension(let e): e.name
        case .objectExtension(let e): e.name
        case .interfaceExtension(let e): e.name
        case .unionExtension(let e): e.name
        case .enumExtension(let e): e.name
        case .inputObjectExtension(let e): e.name
        default: preconditionFailure("not a type extension")
        }
    }
}

/// Names grouped by value, groups in first-occurrence order (graphql-js `groupBy`).
func groupedByName(_ names: [Name]) -> [(String, [Name])] {
    var groups: [(String, [Name])] = []
    var position: [String: Int] = [:]
    for name in names {
        if let found = position[name.value] {
            groups[found].1.append(name)
        } else {
            position[name.value] = groups.count
            groups.append((name.value, [name]))
        }
    }
    return groups
}
