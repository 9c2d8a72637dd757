import GraphQL

/// The errors the collections API reports, each with an `extensions.code`.
enum CollectionsError {
    /// An argument or input value the API cannot take.
    static func badInput(_ message: String) -> GraphQLError {
        GraphQLError(message, extensions: ["code": "BAD_USER_INPUT"])
    }

    /// A node named by `by` or `link` that does not exist.
    static func notFound(_ message: String) -> GraphQLError {
        GraphQLError(message, extensions: ["code": "NOT_FOUND"])
    }

    /// A write that would give two nodes the same unique value.
    static func uniqueViolation(_ type: String) -> GraphQLError {
        GraphQLError("Another \(type) already has this value of a unique field", extensions: ["code": "UNIQUE_VIOLATION"])
    }
}
