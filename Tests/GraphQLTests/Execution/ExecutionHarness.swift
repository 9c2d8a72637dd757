import GraphQL
import Testing

/// Runs requests against an SDL schema and compares whole responses as JSON.
struct ExecutionHarness<Context: Sendable> {
    let schema: GraphQLSchema
    let executor: Executor<Context>

    init(_ sdl: String, resolvers: Resolvers<Context> = Resolvers()) throws {
        schema = try buildSchema(sdl)
        executor = try Executor(schema: schema, resolvers: resolvers)
    }

    /// The response of an already valid query, as JSON text parsed back.
    func run(
        _ query: String, root: JSONValue = .null, variables: JSONObject = [:], operationName: String? = nil,
        context: Context
    ) async throws -> JSONValue {
        let source = Source(query)
        let document = try Parser.parse(source)
        let errors = validate(schema: schema, document: document, source: source)
        #expect(errors.isEmpty, "invalid test query: \(errors)")
        let response = await executor.execute(
            document: document, source: source, operationName: operationName, variables: variables, context: context,
            rootValue: root)
        return try JSONReader().read(response.jsonBytes())
    }

    /// `run` without suspending.
    func runSync(
        _ query: String, root: JSONValue = .null, variables: JSONObject = [:], operationName: String? = nil,
        context: Context
    ) throws -> JSONValue {
        let source = Source(query)
        let response = executor.executeSync(
            document: try Parser.parse(source), source: source, operationName: operationName, variables: variables,
            context: context, rootValue: root)
        return try JSONReader().read(response.jsonBytes())
    }
}

extension ExecutionHarness where Context == Void {
    func run(_ query: String, root: JSONValue = .null, variables: JSONObject = [:], operationName: String? = nil) async throws -> JSONValue {
        try await run(query, root: root, variables: variables, operationName: operationName, context: ())
    }

    func runSync(_ query: String, root: JSONValue = .null, variables: JSONObject = [:], operationName: String? = nil) throws -> JSONValue {
        try runSync(query, root: root, variables: variables, operationName: operationName, context: ())
    }
}

/// JSON text as a value, for expectations.
func json(_ text: String) throws -> JSONValue {
    try JSONReader().read(text)
}
