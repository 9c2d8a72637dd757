/// Extends a schema with an SDL document, as graphql-js's `extendSchema`: checks
/// the document as an extension of the schema (`assertValidSDLExtension`), then
/// adds its types and directives, applies its extensions to existing and new types
/// of every kind, and its schema definition or extensions' root types. The types
/// keep graphql-js's order: the schema's, then the new ones, re-collected as its
/// `GraphQLSchema` constructor does. A document without type-system definitions
/// returns `schema` itself.
///
/// Where graphql-js 16.6 drops the schema's description on extension, the
/// description is kept (as later graphql-js releases do). It does not check the
/// type system rules; `validateSchema` does.
public func extendSchema(_ schema: GraphQLSchema, _ document: Document, source: Source) throws(GraphQLErrors) -> GraphQLSchema {
    let sdlErrors = validateSDL(document, source: source, extending: schema)
    if !sdlErrors.isEmpty { throw GraphQLErrors(sdlErrors) }
    var builder = SchemaBuilder(source: source)
    guard let assembler = builder.assembler(extending: schema, with: document) else { return schema }
    if !builder.errors.isEmpty { throw GraphQLErrors(builder.errors) }
    do {
        return try assembler.assemble()
    } catch {
        throw GraphQLErrors([error])
    }
}

/// Parses `source` and extends `schema` with it.
public func extendSchema(_ schema: GraphQLSchema, _ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLErrors) -> GraphQLSchema {
    let document: Document
    do {
        document = try Parser.parse(source, options: options)
    } catch {
        throw GraphQLErrors([error])
    }
    return try extendSchema(schema, document, source: source)
}

extension SchemaBuilder {
    /// The schema's types and directives with the document's added (graphql-js
    /// `extendSchemaImpl`); `nil` when the document has no type-system definitions.
    mutating func assembler(extending schema: GraphQLSchema, with document: Document) -> SchemaAssembler? {
        let (schemaDefinition, schemaExtensions, typeDefinitions, extensions, directiveDefinitions) =
            TypeSystemDefinitions(document).parts
        if schemaDefinition == nil, schemaExtensions.isEmpty, typeDefinitions.isEmpty, extensions.isEmpty,
            directiveDefinitions.isEmpty
        {
            return nil
        }

        var assembler = SchemaAssembler(schema)
        for index in assembler.types.indices {
            let name = assembler.types[index].name
            // Built-in types are not extended.
            guard let found = extensions[name], !BuiltIns.scalarNames.contains(name), !IntrospectionTypes.names.contains(name)
            else { continue }
            extend(&assembler.types[index], with: found)
        }
        for definition in typeDefinitions {
            assembler.types.append(buildType(definition, extensions: extensions))
        }
        for directive in directiveDefinitions {
            assembler.directives.append(buildDirective(directive))
        }

        for operationType in (schemaDefinition?.operationTypes ?? []) + schemaExtensions.flatMap(\.operationTypes) {
            let name = operationType.type.name.value
            switch operationType.operation {
            case .query: assembler.queryType = name
            case .mutation: assembler.mutationType = name
            case .subscription: assembler.subscriptionType = name
            }
        }
        if let schemaDefinition {
            assembler.description = schemaDefinition.description?.value ?? assembler.description
            assembler.sites.insert(site(schemaDefinition.loc), at: 0)
        }
        assembler.sites += schemaExtensions.map { site($0.loc) }
        return assembler
    }

    /// Adds a type's extensions to it: fields, interfaces, members, values, and a
    /// scalar's `@specifiedBy` URL.
    private mutating func extend(_ type: inout SchemaAssembler.TypeDefinition, with extensions: [Definition]) {
        switch type.kind {
        case .scalar(var url):
            for case .scalarExtension(let node) in extensions {
                url = specifiedByURL(node.directives) ?? url
                type.sites.append(site(node.loc))
            }
            type.kind = .scalar(specifiedByURL: url)
        case .object(var fields, var interfaces):
            for case .objectExtension(let node) in extensions {
                for field in node.fields { fields.append(buildField(field)) }
                interfaces += node.interfaces.map(\.name.value)
                type.sites.append(site(node.loc))
            }
            type.kind = .object(fields: fields, interfaces: interfaces)
        case .interface(var fields, var interfaces):
            for case .interfaceExtension(let node) in extensions {
                for field in node.fields { fields.append(buildField(field)) }
                interfaces += node.interfaces.map(\.name.value)
                type.sites.append(site(node.loc))
            }
            type.kind = .interface(fields: fields, interfaces: interfaces)
        case .union(var members):
            for case .unionExtension(let node) in extensions {
                members += node.types.map(\.name.value)
                type.sites.append(site(node.loc))
            }
            type.kind = .union(members: members)
        case .enum(var values):
            for case .enumExtension(let node) in extensions {
                for value in node.values {
                    values.append(
                        GraphQLEnumValue(
                            name: value.name.value, description: value.description?.value,
                            deprecationReason: deprecationReason(value.directives), sites: [site(value.loc)]
                        ))
                }
                type.sites.append(site(node.loc))
            }
            type.kind = .enum(values: values)
        case .inputObject(var fields, let isOneOf):
            for case .inputObjectExtension(let node) in extensions {
                for field in node.fields { fields.append(buildInputValue(field)) }
                type.sites.append(site(node.loc))
            }
            type.kind = .inputObject(fields: fields, isOneOf: isOneOf)
        }
    }
}
