/// Limits that keep hostile documents from costing unbounded time or stack.
public struct ParseOptions: Sendable, Hashable {
    /// The most tokens a document may have (comments excluded); `nil` for no limit,
    /// as graphql-js's `maxTokens` default.
    public var maxTokens: Int?
    /// The deepest nesting of selection sets, list and object values, and list types.
    public var maxDepth: Int

    public init(maxTokens: Int? = nil, maxDepth: Int = 256) {
        self.maxTokens = maxTokens
        self.maxDepth = maxDepth
    }
}

/// A recursive-descent parser for GraphQL documents (the spec's "Language" section).
public struct Parser {
    /// Parses a whole document, executable or type-system.
    public static func parse(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> Document {
        throw GraphQLError("not implemented yet")
    }

    public static func parse(_ text: String, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> Document {
        try parse(Source(text), options: options)
    }

    /// Parses a single value literal, variables allowed (graphql-js `parseValue`).
    public static func parseValue(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> Value {
        throw GraphQLError("not implemented yet")
    }

    /// Parses a single constant value literal (graphql-js `parseConstValue`).
    public static func parseConstValue(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> Value {
        throw GraphQLError("not implemented yet")
    }

    /// Parses a type reference such as `[String!]!` (graphql-js `parseType`).
    public static func parseType(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> TypeReference {
        throw GraphQLError("not implemented yet")
    }
}
