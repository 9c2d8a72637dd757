/// Checks an SDL document with graphql-js 16's `specifiedSDLRules`
/// (`validateSDL`), reporting every error in the order graphql-js does; with
/// `schema`, as an extension of it (`assertValidSDLExtension`). It also rejects
/// `@oneOf` on an input object extension, as the spec does.
func validateSDL(_ document: Document, source: Source, extending schema: GraphQLSchema? = nil) -> [GraphQLError] {
    var validator = SDLValidator(document: document, source: source, schema: schema)
    _ = walk(document, &validator)
    return validator.errors
}

/// One walk runs all the rules; at each node they run in `specifiedSDLRules` order:
/// LoneSchemaDefinition, UniqueOperationTypes, UniqueTypeNames, UniqueEnumValueNames,
/// UniqueFieldDefinitionNames, UniqueArgumentDefinitionNames, UniqueDirectiveNames,
/// KnownTypeNames, KnownDirectives, UniqueDirectivesPerLocation,
/// PossibleTypeExtensions, KnownArgumentNamesOnDirectives, UniqueArgumentNames,
/// UniqueInputFieldNames, ProvidedRequiredArgumentsOnDirectives.
struct SDLValidator: ASTVisitor {
    let source: Source
    /// The schema the document extends.
    let schema: GraphQLSchema?
    var errors: [GraphQLError] = []

    /// What the document defines, read before the walk.
    var definedTypes: [String: Definition] = [:]
    /// Defined type names in first-definition order, for suggestions.
    var definedTypeNames: [String] = []
    var directiveLocations: [String: [String]] = [:]
    var directiveArguments: [String: [String]] = [:]
    /// Per directive: its required arguments and their types, in definition order.
    var requiredDirectiveArguments: [String: [(name: String, type: String)]] = [:]
    var directiveIsUnique: [String: Bool] = [:]

    // Rule state.
    var schemaDefinitionCount = 0
    var definedOperationTypes: [OperationType: OperationTypeDefinition] = [:]
    var knownTypeNames: [String: Name] = [:]
    var knownEnumValues: [String: [String: Name]] = [:]
    var knownFieldNames: [String: [String: Name]] = [:]
    var knownDirectiveNames: [String: Name] = [:]
    var schemaDirectives: [String: Directive] = [:]
    var typeDirectives: [String: [String: Directive]] = [:]
    var inputFieldNames: [[String: Name]] = []

    // Where the walk is.
    /// Whether the current top-level definition is a type-system one.
    var inTypeSystemDefinition = false
    /// The location of each enclosing node that may carry directives; `nil` for
    /// the node kinds that have none.
    var directiveLocationStack: [DirectiveLocation] = []
    var inInputObject = false
    var inInputObjectExtension = false

    init(document: Document, source: Source, schema: GraphQLSchema? = nil) {
        self.source = source
        self.schema = schema
        if let schema {
            for directive in schema.directives {
                directiveLocations[directive.name] = directive.locations.map(\.rawValue)
                directiveArguments[directive.name] = directive.arguments.map(\.name)
                requiredDirectiveArguments[directive.name] = directive.arguments
                    .filter(\.isRequired).map { ($0.name, schema.describe($0.type)) }
                directiveIsUnique[directive.name] = !directive.isRepeatable
            }
        } else {
            for directive in BuiltIns.directives {
                directiveLocations[directive.name] = directive.locations.map(\.rawValue)
                directiveArguments[directive.name] = directive.arguments.map(\.name)
                requiredDirectiveArguments[directive.name] = directive.arguments
                    .filter { if case .nonNull = $0.type, $0.defaultValue == nil { true } else { false } }
                    .map { ($0.name, Self.describe($0.type)) }
                directiveIsUnique[directive.name] = !directive.isRepeatable
            }
        }
        for definition in document.definitions {
            switch definition {
            case .scalar(let node): defineType(node.name.value, definition)
            case .object(let node): defineType(node.name.value, definition)
            case .interface(let node): defineType(node.name.value, definition)
            case .union(let node): defineType(node.name.value, definition)
            case .enum(let node): defineType(node.name.value, definition)
            case .inputObject(let node): defineType(node.name.value, definition)
            case .directive(let node):
                let name = node.name.value
                directiveLocations[name] = node.locations.map(\.value)
                directiveArguments[name] = node.arguments.map(\.name.value)
                var required: [(name: String, type: String)] = []
                for argument in node.arguments {
                    guard case .nonNull = argument.type, argument.defaultValue == nil else { continue }
                    let type = Printer.print(argument.type)
                    if let existing = required.firstIndex(where: { $0.name == argument.name.value }) {
                        required[existing].type = type
                    } else {
                        required.append((argument.name.value, type))
                    }
                }
                requiredDirectiveArguments[name] = required
                directiveIsUnique[name] = !node.repeatable
            default:
                break
            }
        }
    }

    private mutating func defineType(_ name: String, _ definition: Definition) {
        if definedTypes.updateValue(definition, forKey: name) == nil {
            definedTypeNames.append(name)
        }
    }

    static func describe(_ type: SchemaAssembler.TypeRef) -> String {
        switch type {
        case .named(let name): name
        case .list(let inner): "[\(describe(inner))]"
        case .nonNull(let inner): "\(describe(inner))!"
        }
    }

    mutating func report(_ message: String, _ locations: [Location]) {
        errors.append(GraphQLError(message, locations: locations.map { source.location(at: $0.start) }))
    }

    // MARK: - Definitions

    mutating func enter(_ node: OperationDefinition) -> VisitAction {
        inTypeSystemDefinition = false
        let location: DirectiveLocation =
            switch node.operation {
            case .query: .query
            case .mutation: .mutation
            case .subscription: .subscription
            }
        return enterOwner(location, node.directives)
    }

    mutating func leave(_ node: OperationDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: FragmentDefinition) -> VisitAction {
        inTypeSystemDefinition = false
        return enterOwner(.fragmentDefinition, node.directives)
    }

    mutating func leave(_ node: FragmentDefinition) -> VisitAction { leaveOwner() }
    mutating func enter(_ node: VariableDefinition) -> VisitAction { enterOwner(.variableDefinition, node.directives) }
    mutating func leave(_ node: VariableDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: Field) -> VisitAction {
        _ = enterOwner(.field, node.directives)
        checkUniqueArguments(node.arguments)
        return .continue
    }

    mutating func leave(_ node: Field) -> VisitAction { leaveOwner() }
    mutating func enter(_ node: FragmentSpread) -> VisitAction { enterOwner(.fragmentSpread, node.directives) }
    mutating func leave(_ node: FragmentSpread) -> VisitAction { leaveOwner() }
    mutating func enter(_ node: InlineFragmentNode) -> VisitAction { enterOwner(.inlineFragment, node.directives) }
    mutating func leave(_ node: InlineFragmentNode) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: SchemaDefinition) -> VisitAction {
        inTypeSystemDefinition = true
        checkLoneSchemaDefinition(node)
        checkUniqueOperationTypes(node.operationTypes)
        return enterOwner(.schema, node.directives)
    }

    mutating func leave(_ node: SchemaDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: SchemaExtension) -> VisitAction {
        inTypeSystemDefinition = true
        checkUniqueOperationTypes(node.operationTypes)
        return enterOwner(.schema, node.directives)
    }

    mutating func leave(_ node: SchemaExtension) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: ScalarTypeDefinition) -> VisitAction {
        enterTypeDefinition(node.name)
        return enterOwner(.scalar, node.directives, typeName: node.name.value)
    }

    mutating func leave(_ node: ScalarTypeDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: ObjectTypeDefinition) -> VisitAction {
        enterTypeDefinition(node.name)
        checkUniqueFieldNames(node.name.value, node.fields.map(\.name))
        checkUniqueArgumentDefinitions(typeName: node.name.value, node.fields)
        return enterOwner(.object, node.directives, typeName: node.name.value)
    }

    mutating func leave(_ node: ObjectTypeDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: InterfaceTypeDefinition) -> VisitAction {
        enterTypeDefinition(node.name)
        checkUniqueFieldNames(node.name.value, node.fields.map(\.name))
        checkUniqueArgumentDefinitions(typeName: node.name.value, node.fields)
        return enterOwner(.interface, node.directives, typeName: node.name.value)
    }

    mutating func leave(_ node: InterfaceTypeDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: UnionTypeDefinition) -> VisitAction {
        enterTypeDefinition(node.name)
        return enterOwner(.union, node.directives, typeName: node.name.value)
    }

    mutating func leave(_ node: UnionTypeDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: EnumTypeDefinition) -> VisitAction {
        enterTypeDefinition(node.name)
        checkUniqueEnumValues(node.name.value, node.values)
        return enterOwner(.enum, node.directives, typeName: node.name.value)
    }

    mutating func leave(_ node: EnumTypeDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: InputObjectTypeDefinition) -> VisitAction {
        enterTypeDefinition(node.name)
        checkUniqueFieldNames(node.name.value, node.fields.map(\.name))
        inInputObject = true
        return enterOwner(.inputObject, node.directives, typeName: node.name.value)
    }

    mutating func leave(_ node: InputObjectTypeDefinition) -> VisitAction {
        inInputObject = false
        return leaveOwner()
    }

    mutating func enter(_ node: DirectiveDefinition) -> VisitAction {
        inTypeSystemDefinition = true
        inInputObject = false
        checkUniqueArguments(of: "@\(node.name.value)", node.arguments)
        checkUniqueDirectiveName(node.name)
        return .continue
    }

    mutating func enter(_ node: ScalarTypeExtension) -> VisitAction {
        enterTypeExtension()
        return enterOwner(.scalar, node.directives, typeName: node.name.value, extension: .scalarExtension(node))
    }

    mutating func leave(_ node: ScalarTypeExtension) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: ObjectTypeExtension) -> VisitAction {
        enterTypeExtension()
        checkUniqueFieldNames(node.name.value, node.fields.map(\.name))
        checkUniqueArgumentDefinitions(typeName: node.name.value, node.fields)
        return enterOwner(.object, node.directives, typeName: node.name.value, extension: .objectExtension(node))
    }

    mutating func leave(_ node: ObjectTypeExtension) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: InterfaceTypeExtension) -> VisitAction {
        enterTypeExtension()
        checkUniqueFieldNames(node.name.value, node.fields.map(\.name))
        checkUniqueArgumentDefinitions(typeName: node.name.value, node.fields)
        return enterOwner(.interface, node.directives, typeName: node.name.value, extension: .interfaceExtension(node))
    }

    mutating func leave(_ node: InterfaceTypeExtension) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: UnionTypeExtension) -> VisitAction {
        enterTypeExtension()
        return enterOwner(.union, node.directives, typeName: node.name.value, extension: .unionExtension(node))
    }

    mutating func leave(_ node: UnionTypeExtension) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: EnumTypeExtension) -> VisitAction {
        enterTypeExtension()
        checkUniqueEnumValues(node.name.value, node.values)
        return enterOwner(.enum, node.directives, typeName: node.name.value, extension: .enumExtension(node))
    }

    mutating func leave(_ node: EnumTypeExtension) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: InputObjectTypeExtension) -> VisitAction {
        enterTypeExtension()
        checkUniqueFieldNames(node.name.value, node.fields.map(\.name))
        inInputObject = true
        inInputObjectExtension = true
        return enterOwner(.inputObject, node.directives, typeName: node.name.value, extension: .inputObjectExtension(node))
    }

    mutating func leave(_ node: InputObjectTypeExtension) -> VisitAction {
        inInputObject = false
        inInputObjectExtension = false
        return leaveOwner()
    }

    mutating func enter(_ node: FieldDefinition) -> VisitAction {
        inInputObject = false
        return enterOwner(.fieldDefinition, node.directives)
    }

    mutating func leave(_ node: FieldDefinition) -> VisitAction { leaveOwner() }

    mutating func enter(_ node: InputValueDefinition) -> VisitAction {
        enterOwner(inInputObject ? .inputFieldDefinition : .argumentDefinition, node.directives)
    }

    mutating func leave(_ node: InputValueDefinition) -> VisitAction { leaveOwner() }
    mutating func enter(_ node: EnumValueDefinition) -> VisitAction { enterOwner(.enumValue, node.directives) }
    mutating func leave(_ node: EnumValueDefinition) -> VisitAction { leaveOwner() }

    // MARK: - Directives, types and values

    mutating func enter(_ node: Directive) -> VisitAction {
        checkKnownDirective(node)
        checkKnownDirectiveArguments(node)
        checkUniqueArguments(node.arguments)
        checkOneOfNotOnExtension(node)
        return .continue
    }

    mutating func leave(_ node: Directive) -> VisitAction {
        checkRequiredDirectiveArguments(node)
        return .continue
    }

    mutating func enter(_ node: NamedType) -> VisitAction {
        checkKnownType(node)
        return .continue
    }

    mutating func enter(_ node: ObjectValue) -> VisitAction {
        inputFieldNames.append([:])
        return .continue
    }

    mutating func leave(_ node: ObjectValue) -> VisitAction {
        inputFieldNames.removeLast()
        return .continue
    }

    mutating func enter(_ node: ObjectField) -> VisitAction {
        checkUniqueInputField(node.name)
        return .continue
    }

    // MARK: - Shared steps

    private mutating func enterTypeDefinition(_ name: Name) {
        inTypeSystemDefinition = true
        checkUniqueTypeName(name)
    }

    private mutating func enterTypeExtension() {
        inTypeSystemDefinition = true
    }

    /// Enters a node that may carry directives: checks them for repeats, then
    /// (for type extensions) that the extension fits a defined type.
    private mutating func enterOwner(
        _ location: DirectiveLocation, _ directives: [Directive], typeName: String? = nil, extension: Definition? = nil
    ) -> VisitAction {
        directiveLocationStack.append(location)
        checkUniqueDirectives(directives, location: location, typeName: typeName)
        if let `extension`, let typeName { checkPossibleExtension(`extension`, typeName: typeName) }
        return .continue
    }

    private mutating func leaveOwner() -> VisitAction {
        directiveLocationStack.removeLast()
        return .continue
    }
}
