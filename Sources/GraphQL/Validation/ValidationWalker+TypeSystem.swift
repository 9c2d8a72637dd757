/// The walk of type-system definitions in an executable document, which graphql-js's
/// `validate` visits too: after ExecutableDefinitions has reported them, the rules
/// see their named types, directives (with their arguments and values) and default
/// values, in graphql-js's order; a node's `TypeSystemDirectives` come first, when
/// it is entered. Input fields of an input object extension are at
/// INPUT_FIELD_DEFINITION, as the spec says (graphql-js 16 says ARGUMENT_DEFINITION).
extension ValidationWalker {
    mutating func walkTypeSystem(_ definition: Definition) {
        context.isInTypeSystemDefinition = true
        defer { context.isInTypeSystemDefinition = false }
        switch definition {
        case .schema(let node):
            walk(node.directives, at: .schema, key: "schema")
            for operationType in node.operationTypes { rules.enter(operationType.type, context) }
        case .schemaExtension(let node):
            walk(node.directives, at: .schema, key: "schema")
            for operationType in node.operationTypes { rules.enter(operationType.type, context) }
        case .scalar(let node):
            walk(node.directives, at: .scalar, key: node.name.value)
        case .scalarExtension(let node):
            walk(node.directives, at: .scalar, key: node.name.value)
        case .object(let node):
            walkComposite(node.name.value, node.interfaces, node.directives, .object, node.fields)
        case .objectExtension(let node):
            walkComposite(node.name.value, node.interfaces, node.directives, .object, node.fields)
        case .interface(let node):
            walkComposite(node.name.value, node.interfaces, node.directives, .interface, node.fields)
        case .interfaceExtension(let node):
            walkComposite(node.name.value, node.interfaces, node.directives, .interface, node.fields)
        case .union(let node):
            walk(node.directives, at: .union, key: node.name.value)
            for member in node.types { rules.enter(member, context) }
        case .unionExtension(let node):
            walk(node.directives, at: .union, key: node.name.value)
            for member in node.types { rules.enter(member, context) }
        case .enum(let node):
            walk(node.directives, at: .enum, key: node.name.value)
            for value in node.values { walk(value.directives, at: .enumValue, key: nil) }
        case .enumExtension(let node):
            walk(node.directives, at: .enum, key: node.name.value)
            for value in node.values { walk(value.directives, at: .enumValue, key: nil) }
        case .inputObject(let node):
            walk(node.directives, at: .inputObject, key: node.name.value)
            for field in node.fields { walk(field, at: .inputFieldDefinition) }
        case .inputObjectExtension(let node):
            walk(node.directives, at: .inputObject, key: node.name.value)
            for field in node.fields { walk(field, at: .inputFieldDefinition) }
        case .directive(let node):
            for argument in node.arguments { walk(argument, at: .argumentDefinition) }
        case .operation, .fragment:
            break
        }
    }

    private mutating func walkComposite(
        _ name: String, _ interfaces: [NamedType], _ directives: [Directive], _ location: DirectiveLocation,
        _ fields: [FieldDefinition]
    ) {
        enterOwner(directives, key: name)
        for interface in interfaces { rules.enter(interface, context) }
        walk(directives, at: location)
        for field in fields {
            enterOwner(field.directives, key: nil)
            for argument in field.arguments { walk(argument, at: .argumentDefinition) }
            rules.enter(field.type.namedType, context)
            walk(field.directives, at: .fieldDefinition)
        }
    }

    private mutating func walk(_ value: InputValueDefinition, at location: DirectiveLocation) {
        enterOwner(value.directives, key: nil)
        rules.enter(value.type.namedType, context)
        if let defaultValue = value.defaultValue { walk(defaultValue) }
        walk(value.directives, at: location)
    }

    /// Sends a node's directives on entering it, then walks them.
    private mutating func walk(_ directives: [Directive], at location: DirectiveLocation, key: String?) {
        enterOwner(directives, key: key)
        walk(directives, at: location)
    }

    private mutating func enterOwner(_ directives: [Directive], key: String?) {
        if !directives.isEmpty { rules.enter(TypeSystemDirectives(key: key, directives: directives), context) }
    }
}
