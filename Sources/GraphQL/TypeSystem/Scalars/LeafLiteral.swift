/// A leaf value read from a literal (graphql-js's `parseLiteral` results).
enum LeafLiteral: Sendable, Hashable {
    case int(Int32)
    case float(Double)
    /// A `String`, or an `ID` (whose integer literals become their digits).
    case string(String)
    case boolean(Bool)
    /// The name of an enum value.
    case enumValue(String)
    /// A custom scalar's literal as written. Variables nested in it stand for
    /// their runtime values: graphql-js's default `parseLiteral` reads it with
    /// `valueFromASTUntyped`, where a variable without a value is `undefined`.
    case custom(Value)
}

/// Why a literal is not a value of a leaf type, in graphql-js 16's words.
struct LeafLiteralError: Error, Sendable, Hashable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
