import GraphQL

extension GraphQLRequest {
    /// The request a JSON object of parameters describes (a POST body, a
    /// graphql-transport-ws `subscribe` payload). Absent and `null` parameters are nil;
    /// a parameter of another type than the spec's is an error.
    public init(parameters: JSONObject) throws(GraphQLError) {
        func parameter<T>(_ name: String, _ kind: String, _ cast: (JSONValue) -> T?) throws(GraphQLError) -> T? {
            guard let value = parameters[name], !value.isNull else { return nil }
            guard let typed = cast(value) else { throw RequestError.invalidParameter("The \"\(name)\" parameter must be \(kind).") }
            return typed
        }
        self.init(
            query: try parameter("query", "a string", \.stringValue),
            operationName: try parameter("operationName", "a string", \.stringValue),
            variables: try parameter("variables", "a map", \.objectValue),
            extensions: try parameter("extensions", "a map", \.objectValue))
    }

    /// The request a GET URL's query string describes: `query` and `operationName` as
    /// they are, `variables` and `extensions` as JSON text (GraphQL over HTTP, "GET").
    public init(urlQuery: Substring) throws(GraphQLError) {
        var parameters = JSONObject()
        for (name, value) in try URLQuery.parameters(urlQuery) where parameters[name] == nil {
            switch name {
            case "query", "operationName":
                parameters.append(name, .string(value))
            case "variables", "extensions":
                guard let decoded = try? JSONReader().read(value) else {
                    throw RequestError.invalidParameter("The \"\(name)\" parameter must be a JSON-encoded map.")
                }
                parameters.append(name, decoded)
            default:
                continue
            }
        }
        try self.init(parameters: parameters)
    }
}
