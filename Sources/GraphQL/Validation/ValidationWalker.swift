/// One depth-first walk of an executable document that keeps `TypeInfo` up to
/// date and sends every event to `rules`, in graphql-js's order: a node's type
/// information is entered before the rules' `enter`, and left after their `leave`.
struct ValidationWalker<Rules: ValidationRule> {
    var rules: Rules
    let context: ValidationContext

    init(rules: Rules, context: ValidationContext) {
        self.rules = rules
        self.context = context
    }

    mutating func walk(_ document: Document) {
        rules.enter(document, context)
        for definition in document.definitions {
            if context.isAborted { return }
            switch definition {
            case .operation(let operation): walk(operation)
            case .fragment(let fragment): walk(fragment)
            default: walkTypeSystem(definition)
            }
        }
        rules.leave(document, context)
    }

    mutating func walk(_ operation: OperationDefinition) {
        let schema = context.schema
        let root = schema.rootType(for: operation.operation)
        var rootType: GraphQLTypeRef?
        if let root, case .object = schema[root] { rootType = .named(root) }
        context.typeInfo.typeStack.append(rootType)
        context.currentUsages = []
        rules.enter(operation, context)
        for definition in operation.variableDefinitions { walk(definition) }
        context.isRecordingUsages = true
        walk(operation.directives, at: DirectiveLocation(operation.operation))
        walk(operation.selectionSet)
        context.isRecordingUsages = false
        context.store(context.currentUsages, of: operation.loc)
        rules.leave(operation, context)
        context.typeInfo.typeStack.removeLast()
    }

    mutating func walk(_ fragment: FragmentDefinition) {
        context.typeInfo.typeStack.append(outputType(context.schema.typeReference(.named(fragment.typeCondition))))
        context.currentUsages = []
        context.isRecordingUsages = true
        rules.enter(fragment, context)
        rules.enter(fragment.typeCondition, context)
        walk(fragment.directives, at: .fragmentDefinition)
        walk(fragment.selectionSet)
        context.isRecordingUsages = false
        context.store(context.currentUsages, of: fragment.loc)
        rules.leave(fragment, context)
        context.typeInfo.typeStack.removeLast()
    }

    private mutating func walk(_ definition: VariableDefinition) {
        let type = context.schema.typeReference(definition.type)
        context.typeInfo.inputTypeStack.append(inputType(type))
        rules.enter(definition, context)
        rules.enter(definition.type.namedType, context)
        if let value = definition.defaultValue { walk(value) }
        walk(definition.directives, at: .variableDefinition)
        rules.leave(definition, context)
        context.typeInfo.inputTypeStack.removeLast()
    }

    private mutating func walk(_ selectionSet: SelectionSetNode) {
        var parentType: TypeID?
        if let type = context.typeInfo.type, context.schema[type.namedType].isComposite {
            parentType = type.namedType
        }
        context.typeInfo.parentTypeStack.append(parentType)
        rules.enter(selectionSet, context)
        for selection in selectionSet.selections {
            if context.isAborted { break }
            switch selection {
            case .field(let field): walk(field)
            case .fragmentSpread(let spread): walk(spread)
            case .inlineFragment(let fragment): walk(fragment)
            }
        }
        rules.leave(selectionSet, context)
        context.typeInfo.parentTypeStack.removeLast()
    }

    private mutating func walk(_ field: Field) {
        var fieldDef: GraphQLField?
        if let parentType = context.typeInfo.parentType {
            fieldDef = self.fieldDef(named: field.name.value, on: parentType)
        }
        context.typeInfo.fieldDefStack.append(fieldDef)
        context.typeInfo.typeStack.append(fieldDef?.type)
        rules.enter(field, context)
        for argument in field.arguments { walk(argument) }
        walk(field.directives, at: .field)
        if let selectionSet = field.selectionSet { walk(selectionSet) }
        rules.leave(field, context)
        context.typeInfo.fieldDefStack.removeLast()
        context.typeInfo.typeStack.removeLast()
    }

    /// graphql-js's `getFieldDef`: the meta fields, then the type's own fields.
    private func fieldDef(named name: String, on parentType: TypeID) -> GraphQLField? {
        let schema = context.schema
        if name.utf8.first == UInt8(ascii: "_") {
            if name == "__typename" { return context.typeNameField }
            if parentType == schema.queryType {
                if name == "__schema" { return context.schemaField }
                if name == "__type" { return context.typeField }
            }
        }
        return schema[parentType].field(named: name)
    }

    private mutating func walk(_ spread: FragmentSpread) {
        rules.enter(spread, context)
        walk(spread.directives, at: .fragmentSpread)
        rules.leave(spread, context)
    }

    private mutating func walk(_ fragment: InlineFragmentNode) {
        let type: GraphQLTypeRef?
        if let condition = fragment.typeCondition {
            type = context.schema.typeReference(.named(condition))
        } else {
            type = context.typeInfo.type.map { .named($0.namedType) }
        }
        context.typeInfo.typeStack.append(outputType(type))
        rules.enter(fragment, context)
        if let condition = fragment.typeCondition { rules.enter(condition, context) }
        walk(fragment.directives, at: .inlineFragment)
        walk(fragment.selectionSet)
        rules.leave(fragment, context)
        context.typeInfo.typeStack.removeLast()
    }

    mutating func walk(_ directives: [Directive], at location: DirectiveLocation) {
        guard !directives.isEmpty else { return }
        for directive in directives {
            context.directiveLocation = location
            context.typeInfo.directive = context.schema.directive(named: directive.name.value)
            context.typeInfo.isInDirective = true
            rules.enter(directive, context)
            for argument in directive.arguments { walk(argument) }
            rules.leave(directive, context)
            context.typeInfo.directive = nil
            context.typeInfo.isInDirective = false
        }
        context.directiveLocation = nil
    }

    private mutating func walk(_ argument: Argument) {
        let definition = (context.typeInfo.directive?.arguments ?? context.typeInfo.fieldDef?.arguments)?
            .first { $0.name == argument.name.value }
        context.typeInfo.argument = definition
        context.typeInfo.defaultValueStack.append(definition?.defaultValue != nil)
        context.typeInfo.inputTypeStack.append(inputType(definition?.type))
        rules.enter(argument, context)
        walk(argument.value)
        rules.leave(argument, context)
        context.typeInfo.argument = nil
        context.typeInfo.defaultValueStack.removeLast()
        context.typeInfo.inputTypeStack.removeLast()
    }

    mutating func walk(_ value: Value) {
        switch value {
        case .variable(let variable):
            if context.isRecordingUsages {
                context.currentUsages.append(
                    VariableUsage(
                        node: variable, type: context.typeInfo.inputType,
                        hasDefaultValue: context.typeInfo.hasDefaultValue,
                        parentType: context.typeInfo.parentInputType))
            }
            rules.enter(variable, context)
        case .int(let node): rules.enter(node, context)
        case .float(let node): rules.enter(node, context)
        case .string(let node): rules.enter(node, context)
        case .boolean(let node): rules.enter(node, context)
        case .null(let node): rules.enter(node, context)
        case .enum(let node): rules.enter(node, context)
        case .list(let list):
            var itemType = context.typeInfo.inputType?.nullable
            if case .list(let inner) = itemType { itemType = inner }
            context.typeInfo.defaultValueStack.append(false)
            context.typeInfo.inputTypeStack.append(inputType(itemType))
            rules.enter(list, context)
            for item in list.values { walk(item) }
            rules.leave(list, context)
            context.typeInfo.defaultValueStack.removeLast()
            context.typeInfo.inputTypeStack.removeLast()
        case .object(let object):
            rules.enter(object, context)
            for field in object.fields { walk(field) }
            rules.leave(object, context)
        }
    }

    private mutating func walk(_ field: ObjectField) {
        var definition: GraphQLInputValue?
        if let type = context.typeInfo.inputType, case .inputObject(let object) = context.schema[type.namedType] {
            definition = object.field(named: field.name.value)
        }
        context.typeInfo.defaultValueStack.append(definition?.defaultValue != nil)
        context.typeInfo.inputTypeStack.append(inputType(definition?.type))
        rules.enter(field, context)
        walk(field.value)
        rules.leave(field, context)
        context.typeInfo.defaultValueStack.removeLast()
        context.typeInfo.inputTypeStack.removeLast()
    }

    private func inputType(_ type: GraphQLTypeRef?) -> GraphQLTypeRef? {
        guard let type, context.schema[type.namedType].isInputType else { return nil }
        return type
    }

    private func outputType(_ type: GraphQLTypeRef?) -> GraphQLTypeRef? {
        guard let type, context.schema[type.namedType].isOutputType else { return nil }
        return type
    }
}

extension DirectiveLocation {
    /// The location of an operation's directives.
    init(_ operation: OperationType) {
        switch operation {
        case .query: self = .query
        case .mutation: self = .mutation
        case .subscription: self = .subscription
        }
    }
}
