/// Parse, validate and execute in one call, as graphql-js's `graphql()` does: a
/// syntax error or validation errors are the response's `errors`, without `data`.
extension Executor {
    public func graphql(
        _ source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(), context: Context,
        rootValue: (any Sendable)? = nil
    ) async -> Response {
        switch parseAndValidate(source) {
        case .success(let document):
            await execute(
                document: document, source: source, operationName: operationName, variables: variables,
                context: context, rootValue: rootValue)
        case .failure(let errors): Response(errors: errors.errors)
        }
    }

    /// `graphql` without suspending: a field with an `async` resolver is a field error.
    public func graphqlSync(
        _ source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(), context: Context,
        rootValue: (any Sendable)? = nil
    ) -> Response {
        switch parseAndValidate(source) {
        case .success(let document):
            executeSync(
                document: document, source: source, operationName: operationName, variables: variables,
                context: context, rootValue: rootValue)
        case .failure(let errors): Response(errors: errors.errors)
        }
    }

    /// `graphql` with incremental delivery (`executeIncrementally`).
    public func graphqlIncrementally(
        _ source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(), context: Context,
        rootValue: (any Sendable)? = nil
    ) async -> IncrementalExecutionResult {
        switch parseAndValidate(source) {
        case .success(let document):
            await executeIncrementally(
                document: document, source: source, operationName: operationName, variables: variables,
                context: context, rootValue: rootValue)
        case .failure(let errors): .single(Response(errors: errors.errors))
        }
    }

    private func parseAndValidate(_ source: Source) -> Result<Document, GraphQLErrors> {
        let schemaErrors = schema.validationErrors
        if !schemaErrors.isEmpty { return .failure(GraphQLErrors(schemaErrors)) }
        let document: Document
        do throws(GraphQLError) {
            document = try Parser.parse(source)
        } catch {
            return .failure(GraphQLErrors([error]))
        }
        let errors = validate(schema: schema, document: document, source: source)
        return errors.isEmpty ? .success(document) : .failure(GraphQLErrors(errors))
    }
}

/// graphql-js's `graphqlSync({schema, source, rootValue, variableValues,
/// operationName})`: default resolvers over `rootValue`.
public func graphqlSync(
    schema: GraphQLSchema, source: Source, rootValue: (any Sendable)? = nil, variables: JSONObject = JSONObject(),
    operationName: String? = nil
) -> Response {
    do throws(GraphQLError) {
        return try Executor<Void>(schema: schema).graphqlSync(
            source, operationName: operationName, variables: variables, context: (), rootValue: rootValue)
    } catch {
        return Response(errors: [error])
    }
}
