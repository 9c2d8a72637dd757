import GraphQL

/// The errors of requests that cannot run, with the `extensions.code` clients match on
/// (Apollo Server's codes where it has one).
enum RequestError {
    static func invalidParameter(_ message: String) -> GraphQLError {
        GraphQLError(message, extensions: ["code": "BAD_REQUEST"])
    }

    static let missingQuery = invalidParameter(
        "GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.")

    static let persistedQueryNotFound = GraphQLError(
        "PersistedQueryNotFound", extensions: ["code": "PERSISTED_QUERY_NOT_FOUND"])

    static let documentNotTrusted = GraphQLError(
        "This server runs only the operations of its trusted documents, sent by id or as their exact text.",
        extensions: ["code": "PERSISTED_QUERY_NOT_FOUND"])

    static let persistedQueryNotSupported = GraphQLError(
        "PersistedQueryNotSupported", extensions: ["code": "PERSISTED_QUERY_NOT_SUPPORTED"])

    static let persistedQueryHashMismatch = invalidParameter("provided sha does not match query")

    static let persistedQueryMalformed = invalidParameter(
        "The persistedQuery extension must be an object with \"version\": 1 and a \"sha256Hash\" string.")
}
