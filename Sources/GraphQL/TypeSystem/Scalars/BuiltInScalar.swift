/// The spec's built-in scalars (graphql-js's `specifiedScalarTypes`, in its
/// order). Each one's description and its three coercions, as graphql-js 16's
/// `scalars.ts` has them, are in its own file: `parseLiteral` (input coercion of
/// a literal), `parseValue` (input coercion of a JSON value) and `serialize`
/// (result coercion).
///
/// https://spec.graphql.org/September2025/#sec-Scalars.Built-in-Scalars
enum BuiltInScalar: String, Sendable, CaseIterable {
    case int = "Int"
    case float = "Float"
    case string = "String"
    case boolean = "Boolean"
    case id = "ID"

    var name: String { rawValue }

    var description: String {
        switch self {
        case .int: IntScalar.description
        case .float: FloatScalar.description
        case .string: StringScalar.description
        case .boolean: BooleanScalar.description
        case .id: IDScalar.description
        }
    }

    /// Reads a literal; callers handle `null` and a top-level variable first (the
    /// scalars reject them as any other literal of the wrong kind).
    func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        switch self {
        case .int: try IntScalar.parseLiteral(value)
        case .float: try FloatScalar.parseLiteral(value)
        case .string: try StringScalar.parseLiteral(value)
        case .boolean: try BooleanScalar.parseLiteral(value)
        case .id: try IDScalar.parseLiteral(value)
        }
    }

    /// Reads a JSON value given as an input (a variable's value); not `null`.
    func parseValue(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        switch self {
        case .int: try IntScalar.parseValue(value)
        case .float: try FloatScalar.parseValue(value)
        case .string: try StringScalar.parseValue(value)
        case .boolean: try BooleanScalar.parseValue(value)
        case .id: try IDScalar.parseValue(value)
        }
    }

    /// The value to write for a resolved JSON value (not `null`).
    func serialize(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        switch self {
        case .int: try IntScalar.serialize(value)
        case .float: try FloatScalar.serialize(value)
        case .string: try StringScalar.serialize(value)
        case .boolean: try BooleanScalar.serialize(value)
        case .id: try IDScalar.serialize(value)
        }
    }
}
