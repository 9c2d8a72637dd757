/// How a custom scalar reads and writes its values; each hook left `nil` keeps
/// graphql-js's default behaviour. A hook rejects a value by throwing a
/// `GraphQLError` whose message says why (it becomes part of the reported error).
public struct CustomScalar: Sendable {
    /// Reads a value given in variables (JSON). Default: the value as it is.
    public var parseValue: (@Sendable (JSONValue) throws(GraphQLError) -> JSONValue)?
    /// Reads a literal; variables nested in it have the given values. Default:
    /// the literal as plain JSON (graphql-js's `valueFromASTUntyped`).
    public var parseLiteral: (@Sendable (Value, CoercedVariables) throws(GraphQLError) -> JSONValue)?
    /// Turns a resolved value into the response's JSON. Default: left to the executor.
    public var serialize: (@Sendable (any Sendable) throws(GraphQLError) -> JSONValue)?

    public init(
        parseValue: (@Sendable (JSONValue) throws(GraphQLError) -> JSONValue)? = nil,
        parseLiteral: (@Sendable (Value, CoercedVariables) throws(GraphQLError) -> JSONValue)? = nil,
        serialize: (@Sendable (any Sendable) throws(GraphQLError) -> JSONValue)? = nil
    ) {
        self.parseValue = parseValue
        self.parseLiteral = parseLiteral
        self.serialize = serialize
    }
}

/// The hooks of a schema's custom scalars, by scalar name.
public typealias CustomScalars = [String: CustomScalar]
