/// The result of graphql-js's `introspectionFromSchema(schema)`: the `data` of
/// the introspection query with every option but `oneOf` on, executed against
/// `schema`.
public func introspectionFromSchema(
    _ schema: GraphQLSchema,
    options: IntrospectionOptions = IntrospectionOptions(
        specifiedByURL: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true)
) -> JSONValue {
    let source = Source(introspectionQuery(options))
    let response: Response
    do {
        response = try Executor<Void>(schema: schema).executeSync(document: try Parser.parse(source), source: source)
    } catch {
        preconditionFailure("The introspection query does not run: \(error)")
    }
    guard response.errors.isEmpty, let data = response.data else {
        preconditionFailure("The introspection query does not execute: \(response.errors)")
    }
    return data
}
