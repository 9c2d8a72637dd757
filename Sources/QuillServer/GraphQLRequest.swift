import GraphQL

/// The parameters of a GraphQL request (GraphQL over HTTP, "Request Parameters"),
/// from a POST body, a GET query string or a graphql-transport-ws `subscribe` payload.
public struct GraphQLRequest: Sendable {
    /// The document's text; nil when only a persisted query's hash was sent.
    public var query: String?
    public var operationName: String?
    public var variables: JSONObject?
    public var extensions: JSONObject?

    public init(
        query: String?, operationName: String? = nil, variables: JSONObject? = nil, extensions: JSONObject? = nil
    ) {
        self.query = query
        self.operationName = operationName
        self.variables = variables
        self.extensions = extensions
    }
}
