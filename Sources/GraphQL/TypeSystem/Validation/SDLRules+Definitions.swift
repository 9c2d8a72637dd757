/// The SDL rules about definitions: each is defined once, and extensions fit.

extension SDLValidator {
    /// LoneSchemaDefinition: a document defines at most one schema, and none when
    /// it extends a schema that has one (or has root types).
    mutating func checkLoneSchemaDefinition(_ node: SchemaDefinition) {
        if let schema, schemaIsDefined(schema) {
            report("Cannot define a new schema within a schema extension.", [node.loc])
            return
        }
        if schemaDefinitionCount > 0 {
            report("Must provide only one schema definition.", [node.loc])
        }
        schemaDefinitionCount += 1
    }

    /// UniqueOperationTypes: each root operation type is named once.
    mutating func checkUniqueOperationTypes(_ operationTypes: [OperationTypeDefinition]) {
        for operationType in operationTypes {
            let operation = operationType.operation
            if schema?.rootType(for: operation) != nil {
                report("Type for \(operation.rawValue) already defined in the schema. It cannot be redefined.", [operationType.loc])
            } else if let existing = definedOperationTypes[operation] {
                report("There can be only one \(operation.rawValue) type in schema.", [existing.loc, operationType.loc])
            } else {
                definedOperationTypes[operation] = operationType
            }
        }
    }

    /// UniqueTypeNames: each type is defined once.
    mutating func checkUniqueTypeName(_ name: Name) {
        if schema?.typeID(named: name.value) != nil {
            report(
                "Type \"\(name.value)\" already exists in the schema. It cannot also be defined in this type definition.",
                [name.loc]
            )
        } else if let existing = knownTypeNames[name.value] {
            report("There can be only one type named \"\(name.value)\".", [existing.loc, name.loc])
        } else {
            knownTypeNames[name.value] = name
        }
    }

    /// UniqueEnumValueNames: each value of an enum, extensions included, is defined once.
    mutating func checkUniqueEnumValues(_ typeName: String, _ values: [EnumValueDefinition]) {
        var known = knownEnumValues[typeName] ?? [:]
        var existingType: GraphQLEnumType?
        if case .enum(let type) = schema?.type(named: typeName) { existingType = type }
        for value in values {
            if existingType?.value(named: value.name.value) != nil {
                report(
                    "Enum value \"\(typeName).\(value.name.value)\" already exists in the schema. It cannot also be defined in this type extension.",
                    [value.name.loc]
                )
            } else if let existing = known[value.name.value] {
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
        let existingType = schema?.type(named: typeName)
        for name in names {
            if let existingType, existingType.hasField(named: name.value) {
                report(
                    "Field \"\(typeName).\(name.value)\" already exists in the schema. It cannot also be defined in this type extension.",
                    [name.loc]
                )
            } else if let existing = known[name.value] {
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
        if schema?.directive(named: name.value) != nil {
            report("Directive \"@\(name.value)\" already exists in the schema. It cannot be redefined.", [name.loc])
        } else if let existing = knownDirectiveNames[name.value] {
            report("There can be only one directive named \"@\(name.value)\".", [existing.loc, name.loc])
        } else {
            knownDirectiveNames[name.value] = name
        }
    }

    /// PossibleTypeExtensions: an extension extends a defined type of its kind.
    mutating func checkPossibleExtension(_ node: Definition, typeName: String) {
        if let definition = definedTypes[typeName] {
            if !extensionFits(node, definition: definition) {
                report("Cannot extend non-\(extensionKind(node)) type \"\(typeName)\".", [definition.loc, node.loc])
            }
        } else if let existing = schema?.type(named: typeName) {
            if !extensionFits(node, type: existing) {
                report("Cannot extend non-\(extensionKind(node)) type \"\(typeName)\".", [node.loc])
            }
        } else {
            var candidates = definedTypeNames
            if let schema { candidates += schema.types.map(\.name).filter { definedTypes[$0] == nil } }
            let name = extensionName(node)
            report(
                "Cannot extend type \"\(typeName)\" because it is not defined." + didYouMean(suggestionList(typeName, candidates)),
                [name.loc]
            )
        }
    }

    private func extensionFits(_ node: Definition, definition: Definition) -> Bool {
        switch (definition, node) {
        case (.scalar, .scalarExtension), (.object, .objectExtension), (.interface, .interfaceExtension),
            (.union, .unionExtension), (.enum, .enumExtension), (.inputObject, .inputObjectExtension):
            true
        default: false
        }
    }

    private func extensionFits(_ node: Definition, type: GraphQLNamedType) -> Bool {
        switch (type, node) {
        case (.scalar, .scalarExtension), (.object, .objectExtension), (.interface, .interfaceExtension),
            (.union, .unionExtension), (.enum, .enumExtension), (.inputObject, .inputObjectExtension):
            true
        default: false
        }
    }

    private func extensionKind(_ node: Definition) -> String {
        switch node {
        case .scalarExtension: "scalar"
        case .objectExtension: "object"
        case .interfaceExtension: "interface"
        case .unionExtension: "union"
        case .enumExtension: "enum"
        default: "input object"
        }
    }

    /// Whether an extended schema already has a schema definition or root types.
    private func schemaIsDefined(_ schema: GraphQLSchema) -> Bool {
        if schema.queryType != nil || schema.mutationType != nil || schema.subscriptionType != nil { return true }
        var index = DefinitionSiteIndex()
        return schema.sites.contains { site in
            if case .schema = index.definition(site) { true } else { false }
        }
    }

    /// The spec's input object extension rule: `@oneOf` only on the definition.
    mutating func checkOneOfNotOnExtension(_ node: Directive) {
        guard inInputObjectExtension, node.name.value == "oneOf", directiveLocationStack.last == .inputObject else { return }
        report("Directive \"@oneOf\" cannot be used on an input object type extension.", [node.loc])
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

extension GraphQLNamedType {
    /// Whether an object, interface or input object type has a field named `name`.
    fileprivate func hasField(named name: String) -> Bool {
        switch self {
        case .object(let type): type.field(named: name) != nil
        case .interface(let type): type.field(named: name) != nil
        case .inputObject(let type): type.field(named: name) != nil
        default: false
        }
    }
}
