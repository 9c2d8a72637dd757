/// A scalar's input coercion: a built-in scalar's own (`BuiltInScalar`), a custom
/// scalar's hooks, or graphql-js's defaults for a custom scalar without them.
extension GraphQLScalarType {
    /// Reads a literal as a value of this scalar. A custom scalar accepts any
    /// literal, as graphql-js's default `parseLiteral` does. Callers handle `null`
    /// and a top-level variable first.
    func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        guard let builtIn else { return .custom(value) }
        return try builtIn.parseLiteral(value)
    }

    /// Reads a JSON value (not `null`) as a value of this scalar. A custom scalar
    /// uses its `parseValue` hook, else takes the value as it is.
    func parseValue(_ value: JSONValue, custom: CustomScalar? = nil) throws(GraphQLError) -> JSONValue {
        if let builtIn { return try builtIn.parseValue(value) }
        guard let parse = custom?.parseValue else { return value }
        return try parse(value)
    }
}
