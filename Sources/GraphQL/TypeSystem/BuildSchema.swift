/// Builds a schema from SDL, as graphql-js 16's `buildSchema`: parses, checks the
/// document with the SDL rules (`assertValidSDL`), then applies definitions and
/// extensions of every kind, in any order. Without a `schema` definition the types
/// named `Query`, `Mutation` and `Subscription` are the root types. Built-in
/// directives the document does not define are added.
///
/// It does not check the type system rules; `validateSchema` does.
public func buildSchema(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLErrors) -> GraphQLSchema {
    let document: Document
    do {
        document = try Parser.parse(source, options: options)
    } catch {
        throw GraphQLErrors([error])
    }
    return try buildSchema(document, source: source)
}

/// Builds a schema from SDL text (a `Source` named "GraphQL request").
public func buildSchema(_ text: String, options: ParseOptions = ParseOptions()) throws(GraphQLErrors) -> GraphQLSchema {
    try buildSchema(Source(text), options: options)
}

/// Builds a schema from a parsed SDL document; `source` is the text it was parsed from.
public func buildSchema(_ document: Document, source: Source) throws(GraphQLErrors) -> GraphQLSchema {
    let sdlErrors = validateSDL(document, source: source)
    if !sdlErrors.isEmpty { throw GraphQLErrors(sdlErrors) }
    var builder = SchemaBuilder(source: source)
    let assembler = builder.assembler(for: document)
    if !builder.errors.isEmpty { throw GraphQLErrors(builder.errors) }
    do {
        return try assembler.assemble()
    } catch {
        throw GraphQLErrors([error])
    }
}

/// Turns an SDL document into `SchemaAssembler` input (graphql-js `extendSchemaImpl`
/// over an empty schema).
struct SchemaBuilder {
    let source: Source
    /// Directive arguments whose values cannot be read.
    var errors: [GraphQLError] = []

    init(source: Source) {
        self.source = source
    }

    mutating func assembler(for document: Document) -> SchemaAssembler {
        let (schemaDefinition, schemaExtensions, typeDefinitions, extensions, directiveDefinitions) =
            TypeSystemDefinitions(document).parts

        var types: [SchemaAssembler.TypeDefinition] = []
        types.reserveCapacity(typeDefinitions.count)
        for definition in typeDefinitions {
            types.append(buildType(definition, extensions: extensions))
        }

        var roots: [OperationType: String] = [:]
        for operationType in (schemaDefinition?.operationTypes ?? []) + schemaExtensions.flatMap(\.operationTypes) {
            roots[operationType.operation] = operationType.type.name.value
        }
        if schemaDefinition == nil {
            for type in types {
                switch type.name {
                case "Query": roots[.query] = type.name
                case "Mutation": roots[.mutation] = type.name
                case "Subscription": roots[.subscription] = type.name
                default: break
                }
            }
        }

        var directives: [SchemaAssembler.Directive] = []
        for definition in directiveDefinitions { directives.append(buildDirective(definition)) }
        let defined = Set(directives.map(\.name))
        directives += BuiltIns.directives.filter { !defined.contains($0.name) }

        return SchemaAssembler(
            description: schemaDefinition?.description?.value, types: types,
            queryType: roots[.query], mutationType: roots[.mutation], subscriptionType: roots[.subscription],
            directives: directives,
            sites: (schemaDefinition.map { [site($0.loc)] } ?? []) + schemaExtensions.map { site($0.loc) }
        )
    }

    func site(_ loc: Location) -> DefinitionSite {
        DefinitionSite(source: source, loc: loc)
    }

    mutating func buildType(_ definition: Definition, extensions: [String: [Definition]]) -> SchemaAssembler.TypeDefinition {
        switch definition {
        case .scalar(let node):
            let extensionNodes = extensionNodes(node.name.value, extensions) { if case .scalarExtension(let e) = $0 { e } else { nil } }
            var url = specifiedByURL(node.directives)
            for extensionNode in extensionNodes {
                url = specifiedByURL(extensionNode.directives) ?? url
            }
            return SchemaAssembler.TypeDefinition(
                name: node.name.value, description: node.description?.value, kind: .scalar(specifiedByURL: url),
                sites: [site(node.loc)] + extensionNodes.map { site($0.loc) }
            )
        case .object(let node):
            let extensionNodes = extensionNodes(node.name.value, extensions) { if case .objectExtension(let e) = $0 { e } else { nil } }
            let fields = buildFields(node.fields, extensionNodes.map(\.fields))
            let interfaces = (node.interfaces + extensionNodes.flatMap(\.interfaces)).map(\.name.value)
            return SchemaAssembler.TypeDefinition(
                name: node.name.value, description: node.description?.value,
                kind: .object(fields: fields, interfaces: interfaces),
                sites: [site(node.loc)] + extensionNodes.map { site($0.loc) }
            )
        case .interface(let node):
            let extensionNodes = extensionNodes(node.name.value, extensions) { if case .interfaceExtension(let e) = $0 { e } else { nil } }
            let fields = buildFields(node.fields, extensionNodes.map(\.fields))
            let interfaces = (node.interfaces + extensionNodes.flatMap(\.interfaces)).map(\.name.value)
            return SchemaAssembler.TypeDefinition(
                name: node.name.value, description: node.description?.value,
                kind: .interface(fields: fields, interfaces: interfaces),
                sites: [site(node.loc)] + extensionNodes.map { site($0.loc) }
            )
        case .union(let node):
            let extensionNodes = extensionNodes(node.name.value, extensions) { if case .unionExtension(let e) = $0 { e } else { nil } }
            return SchemaAssembler.TypeDefinition(
                name: node.name.value, description: node.description?.value,
                kind: .union(members: (node.types + extensionNodes.flatMap(\.types)).map(\.name.value)),
                sites: [site(node.loc)] + extensionNodes.map { site($0.loc) }
            )
        case .enum(let node):
            let extensionNodes = extensionNodes(node.name.value, extensions) { if case .enumExtension(let e) = $0 { e } else { nil } }
            var values: [GraphQLEnumValue] = []
            for value in node.values + extensionNodes.flatMap(\.values) {
                values.append(
                    GraphQLEnumValue(
                        name: value.name.value, description: value.description?.value,
                        deprecationReason: deprecationReason(value.directives), sites: [site(value.loc)]
                    ))
            }
            return SchemaAssembler.TypeDefinition(
                name: node.name.value, description: node.description?.value, kind: .enum(values: values),
                sites: [site(node.loc)] + extensionNodes.map { site($0.loc) }
            )
        case .inputObject(let node):
            let extensionNodes = extensionNodes(node.name.value, extensions) { if case .inputObjectExtension(let e) = $0 { e } else { nil } }
            var fields: [SchemaAssembler.InputValue] = []
            fields.reserveCapacity(node.fields.count)
            for field in node.fields { fields.append(buildInputValue(field)) }
            for extensionNode in extensionNodes {
                for field in extensionNode.fields { fields.append(buildInputValue(field)) }
            }
            // The spec does not let an extension add `@oneOf`; graphql-js 17 reads the definition only.
            let isOneOf = hasDirective("oneOf", node.directives)
            return SchemaAssembler.TypeDefinition(
                name: node.name.value, description: node.description?.value,
                kind: .inputObject(fields: fields, isOneOf: isOneOf),
                sites: [site(node.loc)] + extensionNodes.map { site($0.loc) }
            )
        default:
            preconditionFailure("not a type definition")
        }
    }

    private func extensionNodes<T>(_ name: String, _ extensions: [String: [Definition]], _ match: (Definition) -> T?) -> [T] {
        guard let found = extensions[name] else { return [] }
        return found.compactMap(match)
    }

    private mutating func buildFields(_ fields: [FieldDefinition], _ extensionFields: [[FieldDefinition]]) -> [SchemaAssembler.Field] {
        var built: [SchemaAssembler.Field] = []
        built.reserveCapacity(fields.count)
        for field in fields { built.append(buildField(field)) }
        for group in extensionFields {
            for field in group { built.append(buildField(field)) }
        }
        return built
    }

    mutating func buildField(_ node: FieldDefinition) -> SchemaAssembler.Field {
        var arguments: [SchemaAssembler.InputValue] = []
        if !node.arguments.isEmpty {
            arguments.reserveCapacity(node.arguments.count)
            for argument in node.arguments { arguments.append(buildInputValue(argument)) }
        }
        return SchemaAssembler.Field(
            name: node.name.value, description: node.description?.value, arguments: arguments,
            type: typeRef(node.type), deprecationReason: deprecationReason(node.directives), sites: [site(node.loc)]
        )
    }

    mutating func buildInputValue(_ node: InputValueDefinition) -> SchemaAssembler.InputValue {
        SchemaAssembler.InputValue(
            name: node.name.value, description: node.description?.value, type: typeRef(node.type),
            defaultValue: node.defaultValue, deprecationReason: deprecationReason(node.directives), sites: [site(node.loc)]
        )
    }

    mutating func buildDirective(_ node: DirectiveDefinition) -> SchemaAssembler.Directive {
        SchemaAssembler.Directive(
            name: node.name.value, description: node.description?.value,
            arguments: node.arguments.map { argument in buildInputValue(argument) },
            // The parser accepts only known location names.
            locations: node.locations.compactMap { DirectiveLocation(rawValue: $0.value) },
            isRepeatable: node.repeatable, sites: [site(node.loc)]
        )
    }

    private func typeRef(_ node: TypeReference) -> SchemaAssembler.TypeRef {
        switch node {
        case .named(let named): .named(named.name.value)
        case .list(let list): .list(typeRef(list.type))
        case .nonNull(let nonNull): .nonNull(typeRef(nonNull.type))
        }
    }

    func hasDirective(_ name: String, _ directives: [Directive]) -> Bool {
        directives.contains { $0.name.value == name }
    }

    /// `@deprecated(reason:)`, its default when the argument is left out.
    mutating func deprecationReason(_ directives: [Directive]) -> String? {
        guard !directives.isEmpty, let directive = directives.first(where: { $0.name.value == "deprecated" }) else { return nil }
        return stringArgument("reason", of: directive) ?? BuiltIns.defaultDeprecationReason
    }

    /// `@specifiedBy(url:)`.
    mutating func specifiedByURL(_ directives: [Directive]) -> String? {
        guard !directives.isEmpty, let directive = directives.first(where: { $0.name.value == "specifiedBy" }) else { return nil }
        return stringArgument("url", of: directive)
    }

    /// A `String!` argument of a built-in directive; an error for any other value
    /// (graphql-js `getDirectiveValues`).
    private mutating func stringArgument(_ name: String, of directive: Directive) -> String? {
        guard let argument = directive.arguments.first(where: { $0.name.value == name }) else { return nil }
        switch argument.value {
        case .string(let string):
            return string.value
        case .null:
            errors.append(
                GraphQLError(
                    "Argument \"\(name)\" of non-null type \"String!\" must not be null.",
                    locations: [source.location(at: argument.value.loc.start)]
                ))
        default:
            errors.append(
                GraphQLError(
                    "Argument \"\(name)\" has invalid value \(Printer.print(argument.value)).",
                    locations: [source.location(at: argument.value.loc.start)]
                ))
        }
        return nil
    }
}
