/// The SDL rules about what definitions use: types, directives, arguments, input fields.

extension SDLValidator {
    /// The built-in scalars and introspection types, in graphql-js's order.
    static let standardTypeNames =
        ["String", "Int", "Float", "Boolean", "ID"]
        + ["__Schema", "__Directive", "__DirectiveLocation", "__Type", "__Field", "__InputValue", "__EnumValue", "__TypeKind"]

    /// KnownTypeNames: every named type is defined (in SDL, or built in).
    mutating func checkKnownType(_ node: NamedType) {
        let name = node.name.value
        if definedTypes[name] != nil || schema?.typeID(named: name) != nil { return }
        if inTypeSystemDefinition, BuiltIns.scalarNames.contains(name) || IntrospectionTypes.names.contains(name) { return }
        let typeNames = (schema?.types.map(\.name) ?? []) + definedTypeNames
        let candidates = inTypeSystemDefinition ? Self.standardTypeNames + typeNames : typeNames
        report("Unknown type \"\(name)\"." + didYouMean(suggestionList(name, candidates)), [node.loc])
    }

    /// KnownDirectives: every directive is defined and allowed where it is used.
    mutating func checkKnownDirective(_ node: Directive) {
        let name = node.name.value
        guard let locations = directiveLocations[name] else {
            report("Unknown directive \"@\(name)\".", [node.loc])
            return
        }
        if let location = directiveLocationStack.last, !locations.contains(location.rawValue) {
            report("Directive \"@\(name)\" may not be used on \(location.rawValue).", [node.loc])
        }
    }

    /// UniqueDirectivesPerLocation: a non-repeatable directive is used once per
    /// location; a type's definition and extensions are one location, as are the
    /// schema's.
    mutating func checkUniqueDirectives(_ directives: [Directive], location: DirectiveLocation, typeName: String?) {
        if directives.isEmpty { return }
        var seen: [String: Directive]
        if location == .schema {
            seen = schemaDirectives
        } else if let typeName {
            seen = typeDirectives[typeName] ?? [:]
        } else {
            seen = [:]
        }
        for directive in directives where directiveIsUnique[directive.name.value] == true {
            if let existing = seen[directive.name.value] {
                report("The directive \"@\(directive.name.value)\" can only be used once at this location.", [existing.loc, directive.loc])
            } else {
                seen[directive.name.value] = directive
            }
        }
        if location == .schema {
            schemaDirectives = seen
        } else if let typeName {
            typeDirectives[typeName] = seen
        }
    }

    /// KnownArgumentNamesOnDirectives: a directive's arguments are ones it defines.
    mutating func checkKnownDirectiveArguments(_ node: Directive) {
        guard let known = directiveArguments[node.name.value] else { return }
        for argument in node.arguments where !known.contains(argument.name.value) {
            let suggestions = suggestionList(argument.name.value, known)
            report(
                "Unknown argument \"\(argument.name.value)\" on directive \"@\(node.name.value)\"." + didYouMean(suggestions),
                [argument.loc]
            )
        }
    }

    /// UniqueArgumentNames: a field or directive is given each argument once.
    mutating func checkUniqueArguments(_ arguments: [Argument]) {
        if arguments.count < 2 { return }
        for (name, group) in groupedByName(arguments.map(\.name)) where group.count > 1 {
            report("There can be only one argument named \"\(name)\".", group.map(\.loc))
        }
    }

    /// UniqueInputFieldNames: an input object value gives each field once.
    mutating func checkUniqueInputField(_ name: Name) {
        guard !inputFieldNames.isEmpty else { return }
        if let existing = inputFieldNames[inputFieldNames.count - 1][name.value] {
            report("There can be only one input field named \"\(name.value)\".", [existing.loc, name.loc])
        } else {
            inputFieldNames[inputFieldNames.count - 1][name.value] = name
        }
    }

    /// ProvidedRequiredArgumentsOnDirectives: a directive is given its required arguments.
    mutating func checkRequiredDirectiveArguments(_ node: Directive) {
        guard let required = requiredDirectiveArguments[node.name.value], !required.isEmpty else { return }
        for argument in required where !node.arguments.contains(where: { $0.name.value == argument.name }) {
            report(
                "Directive \"@\(node.name.value)\" argument \"\(argument.name)\" of type \"\(argument.type)\" is required, but it was not provided.",
                [node.loc]
            )
        }
    }
}
