import GraphQL

/// The errors the collections API reports, each with an `extensions.code`.
enum CollectionsError {
    /// An argument or input value the API cannot take (the code the graphcool convention uses too).
    static func badInput(_ message: String) -> GraphQLError {
        GraphQLError(message, extensions: ["code": "INVALID_ARGUMENT"])
    }

    /// A node named by `by` or `link` that does not exist.
    static func notFound(_ message: String) -> GraphQLError {
        GraphQLError(message, extensions: ["code": "NOT_FOUND"])
    }

    /// A write that would give two nodes of `type` the same value of a unique field (or fields).
    static func uniqueViolation(_ type: String, _ failure: any DatabaseFailure) -> GraphQLError {
        GraphQLError("Another \(type) already has the same \(uniqueFields(type, failure))", extensions: ["code": "UNIQUE_VIOLATION"])
    }

    /// The fields a unique failure's message names (SQLite's: `UNIQUE constraint failed: Post.author, Post.number`).
    private static func uniqueFields(_ type: String, _ failure: any DatabaseFailure) -> String {
        let prefix = "UNIQUE constraint failed: ", message = failure.message
        guard message.hasPrefix(prefix) else { return "value of a unique field" }
        let fields = message.dropFirst(prefix.count).split(separator: ", ").map { column in
            column.hasPrefix(type + ".") ? String(column.dropFirst(type.count + 1)) : String(column)
        }
        return fields.joined(separator: " and ")
    }
}
