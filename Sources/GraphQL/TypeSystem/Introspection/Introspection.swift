/// Introspection: the schema described by its introspection types.

/// The result of graphql-js's `introspectionFromSchema(schema)`: the `data` of
/// the introspection query with every option but `oneOf` on.
public func introspectionFromSchema(
    _ schema: GraphQLSchema,
    options: IntrospectionOptions = IntrospectionOptions(
        specifiedByURL: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true)
) -> JSONValue {
    let document: Document
    do {
        document = try Parser.parse(introspectionQuery(options))
    } catch {
        preconditionFailure("The introspection query does not parse: \(error)")
    }
    do {
        return try executeIntrospection(schema, document: document)
    } catch {
        preconditionFailure("The introspection query does not execute: \(error)")
    }
}

/// Executes an operation that selects only `__schema`, `__type(name:)` and
/// `__typename` at its root (with aliases, fragments, `@skip`/`@include` and
/// variables), returning the response's `data`. The document must be valid;
/// other root fields are an error.
public func executeIntrospection(
    _ schema: GraphQLSchema, document: Document, operationName: String? = nil, variables: JSONObject = JSONObject(),
    source: Source? = nil
) throws(GraphQLError) -> JSONValue {
    var builder = JSONTreeBuilder()
    try executeIntrospection(
        schema, document: document, operationName: operationName, variables: variables, source: source, into: &builder)
    return builder.result ?? .null
}

/// `executeIntrospection`, writing the `data` object to a sink (such as a
/// `JSONWriter`) instead of building a value.
public func executeIntrospection<Sink: JSONSink>(
    _ schema: GraphQLSchema, document: Document, operationName: String? = nil, variables: JSONObject = JSONObject(),
    source: Source? = nil, into sink: inout Sink
) throws(GraphQLError) {
    let operation = try selectOperation(document, operationName: operationName)
    let executor = IntrospectionExecutor(
        schema: schema, document: document, operation: operation, variables: variables, source: source)
    let plan = try executor.planRoot(operation)
    executor.execute(plan, into: &sink)
}

/// The operation to run: the one named `operationName`, or the only one.
private func selectOperation(_ document: Document, operationName: String?) throws(GraphQLError) -> OperationDefinition {
    var found: OperationDefinition?
    for case .operation(let operation) in document.definitions {
        if let operationName {
            if operation.name?.value == operationName { return operation }
        } else {
            if found != nil { throw GraphQLError("Must provide operation name if query contains multiple operations.") }
            found = operation
        }
    }
    if let found { return found }
    if let operationName { throw GraphQLError("Unknown operation named \"\(operationName)\".") }
    throw GraphQLError("Must provide an operation.")
}
