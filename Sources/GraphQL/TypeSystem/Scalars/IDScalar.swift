/// `ID`: a unique identifier, written as a string; integers are accepted as input.
///
/// https://spec.graphql.org/September2025/#sec-ID
enum IDScalar {
    static let description =
        "The `ID` scalar type represents a unique identifier, often used to refetch an object or as key for a cache. The ID type appears in a JSON response as a String; however, it is not intended to be human-readable. When expected as an input type, any string (such as `\"4\"`) or integer (such as `4`) input value will be accepted as an ID."

    /// A string, or an integer literal as its digits.
    static func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        switch value {
        case .string(let node): return .string(node.value)
        case .int(let node): return .string(node.value)
        default: throw LeafLiteralError("ID cannot represent a non-string and non-integer value: \(Printer.print(value))")
        }
    }

    static func parseValue(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        switch value {
        case .string: return value
        case .int(let int): return .string(javaScriptNumber(int))
        case .double(let double) where isInteger(double): return .string(JSNumberFormat.string(double))
        default: throw GraphQLError("ID cannot represent value: \(inspect(value))")
        }
    }

    static func serialize(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        switch value {
        case .string: return value
        case .int(let int): return .string(String(int))
        case .double(let double) where isInteger(double): return .string(JSNumberFormat.string(double))
        default: throw GraphQLError("ID cannot represent value: \(inspect(value))")
        }
    }
}
