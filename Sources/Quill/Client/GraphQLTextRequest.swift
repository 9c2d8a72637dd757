/// A GraphQL request written as text, for code without generated operations (seed 002's
/// URLSession + Codable layer): its `data` is decoded into any `Decodable`.
public struct GraphQLTextRequest: Sendable, Hashable {
    public var query: String
    public var variables: JSONObject?
    /// Which operation of the document to run (needed when it has several).
    public var operationName: String?

    public init(query: String, variables: JSONObject? = nil, operationName: String? = nil) {
        self.query = query
        self.variables = variables
        self.operationName = operationName
    }
}
