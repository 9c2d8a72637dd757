/// The type system's validation rules (the spec's "Type Validation" sections), with
/// graphql-js 16's messages and locations (`validateSchema`), and the September
/// 2025 spec's rules for OneOf Input Objects and input object default value
/// cycles in graphql-js 17's words.
///
/// `buildSchema` does not run it; validating an operation should, first.
public func validateSchema(_ schema: GraphQLSchema) -> [GraphQLError] {
    var validator = SchemaValidator(schema: schema)
    validator.validateRootTypes()
    validator.validateDirectives()
    validator.validateTypes()
    return validator.errors
}

struct SchemaValidator {
    let schema: GraphQLSchema
    var errors: [GraphQLError] = []
    var sites = DefinitionSiteIndex()

    init(schema: GraphQLSchema) {
        self.schema = schema
    }

    mutating func report(_ message: String, _ sites: [DefinitionSite]) {
        errors.append(GraphQLError(message, locations: sites.map(\.location)))
    }

    mutating func report(_ message: String, _ sites: [(DefinitionSite, Location)]) {
        errors.append(GraphQLError(message, locations: sites.map { $0.0.source.location(at: $0.1.start) }))
    }

    // MARK: - Root types

    mutating func validateRootTypes() {
        guard let query = schema.queryType else {
            let definition = schema.sites.first.flatMap { site in
                if case .schema = sites.definition(site) { return site } else { return nil }
            }
            report("Query root type must be provided.", definition.map { [$0] } ?? [])
            return
        }
        checkRootType(query, .query, "Query root type must be Object type, it cannot be ")
        if let mutation = schema.mutationType {
            checkRootType(mutation, .mutation, "Mutation root type must be Object type if provided, it cannot be ")
        }
        if let subscription = schema.subscriptionType {
            checkRootType(subscription, .subscription, "Subscription root type must be Object type if provided, it cannot be ")
        }
    }

    private mutating func checkRootType(_ id: TypeID, _ operation: OperationType, _ message: String) {
        if case .object = schema[id] { return }
        if let node = operationTypeNode(operation) {
            report(message + schema[id].name + ".", [node])
        } else {
            report(message + schema[id].name + ".", Array(schema[id].sites.prefix(1)))
        }
    }

    private mutating func operationTypeNode(_ operation: OperationType) -> (DefinitionSite, Location)? {
        for site in schema.sites {
            let operationTypes: [OperationTypeDefinition]
            switch sites.definition(site) {
            case .schema(let node): operationTypes = node.operationTypes
            case .schemaExtension(let node): operationTypes = node.operationTypes
            default: continue
            }
            if let found = operationTypes.first(where: { $0.operation == operation }) {
                return (site, found.type.loc)
            }
        }
        return nil
    }

    // MARK: - Directives

    mutating func validateDirectives() {
        for directive in schema.directives {
            validateName(directive.name, directive.sites)
            for argument in directive.arguments {
                validateName(argument.name, argument.sites)
                if !schema[argument.type.namedType].isInputType {
                    report(
                        "The type of @\(directive.name)(\(argument.name):) must be Input Type but got: \(schema.describe(argument.type)).",
                        Array(argument.sites.prefix(1))
                    )
                }
                if argument.isRequired, argument.deprecationReason != nil {
                    report("Required argument @\(directive.name)(\(argument.name):) cannot be deprecated.", deprecatedAndType(argument))
                }
            }
        }
    }

    /// The `@deprecated` directive and the type of an argument or input field.
    mutating func deprecatedAndType(_ value: GraphQLInputValue) -> [(DefinitionSite, Location)] {
        guard let site = value.sites.first, let node = sites.inputValue(site) else { return [] }
        var locations: [(DefinitionSite, Location)] = []
        if let deprecated = node.directives.first(where: { $0.name.value == "deprecated" }) {
            locations.append((site, deprecated.loc))
        }
        locations.append((site, node.type.loc))
        return locations
    }

    /// The type of a field, as written.
    mutating func typeNode(of field: GraphQLField) -> [(DefinitionSite, Location)] {
        guard let site = field.sites.first, let node = sites.field(site) else { return [] }
        return [(site, node.type.loc)]
    }

    /// The type of an argument or input field, as written.
    mutating func typeNode(of value: GraphQLInputValue) -> [(DefinitionSite, Location)] {
        guard let site = value.sites.first, let node = sites.inputValue(site) else { return [] }
        return [(site, node.type.loc)]
    }

    /// Names must not begin with "__", which introspection reserves.
    mutating func validateName(_ name: String, _ sites: [DefinitionSite]) {
        if name.hasPrefix("__") {
            report("Name \"\(name)\" must not begin with \"__\", which is reserved by GraphQL introspection.", Array(sites.prefix(1)))
        }
    }
}
