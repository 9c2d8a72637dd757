/// A built schema back in `SchemaAssembler`'s name-referencing input form, so that
/// it can be re-assembled with more definitions (`extendSchema`).
extension SchemaAssembler {
    init(_ schema: GraphQLSchema) {
        let names = NameWriter(schema: schema)
        self.init(
            description: schema.description, types: schema.types.map(names.definition),
            queryType: schema.queryType.map { schema[$0].name },
            mutationType: schema.mutationType.map { schema[$0].name },
            subscriptionType: schema.subscriptionType.map { schema[$0].name },
            directives: schema.directives.map(names.directive), sites: schema.sites
        )
    }
}

/// Turns `TypeID`s back into names.
private struct NameWriter {
    let schema: GraphQLSchema

    func typeRef(_ type: GraphQLTypeRef) -> SchemaAssembler.TypeRef {
        switch type {
        case .named(let id): .named(schema[id].name)
        case .list(let inner): .list(typeRef(inner))
        case .nonNull(let inner): .nonNull(typeRef(inner))
        }
    }

    func inputValue(_ value: GraphQLInputValue) -> SchemaAssembler.InputValue {
        SchemaAssembler.InputValue(
            name: value.name, description: value.description, type: typeRef(value.type),
            defaultValue: value.defaultValue, deprecationReason: value.deprecationReason, sites: value.sites
        )
    }

    func field(_ field: GraphQLField) -> SchemaAssembler.Field {
        SchemaAssembler.Field(
            name: field.name, description: field.description, arguments: field.arguments.map(inputValue),
            type: typeRef(field.type), deprecationReason: field.deprecationReason, sites: field.sites
        )
    }

    func directive(_ directive: GraphQLDirective) -> SchemaAssembler.Directive {
        SchemaAssembler.Directive(
            name: directive.name, description: directive.description, arguments: directive.arguments.map(inputValue),
            locations: directive.locations, isRepeatable: directive.isRepeatable, sites: directive.sites
        )
    }

    func definition(_ type: GraphQLNamedType) -> SchemaAssembler.TypeDefinition {
        let kind: SchemaAssembler.TypeDefinition.Kind
        switch type {
        case .scalar(let scalar):
            kind = .scalar(specifiedByURL: scalar.specifiedByURL)
        case .object(let object):
            kind = .object(fields: object.fields.map(field), interfaces: object.interfaces.map { schema[$0].name })
        case .interface(let interface):
            kind = .interface(fields: interface.fields.map(field), interfaces: interface.interfaces.map { schema[$0].name })
        case .union(let union):
            kind = .union(members: union.types.map { schema[$0].name })
        case .enum(let enumType):
            kind = .enum(values: enumType.values)
        case .inputObject(let inputObject):
            kind = .inputObject(fields: inputObject.fields.map(inputValue), isOneOf: inputObject.isOneOf)
        }
        return SchemaAssembler.TypeDefinition(name: type.name, description: type.description, kind: kind, sites: type.sites)
    }
}
