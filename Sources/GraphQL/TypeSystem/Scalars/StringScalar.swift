/// `String`: UTF-8 text.
///
/// https://spec.graphql.org/September2025/#sec-String
enum StringScalar {
    static let description =
        "The `String` scalar type represents textual data, represented as UTF-8 character sequences. The String type is most often used by GraphQL to represent free-form human-readable text."

    static func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        guard case .string(let node) = value else {
            throw LeafLiteralError("String cannot represent a non string value: \(Printer.print(value))")
        }
        return .string(node.value)
    }

    static func parseValue(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        guard case .string = value else { throw GraphQLError("String cannot represent a non string value: \(inspect(value))") }
        return value
    }

    static func serialize(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        switch value {
        case .string: return value
        case .bool(let bool): return .string(bool ? "true" : "false")
        case .int(let int): return .string(String(int))
        case .double(let double) where double.isFinite: return .string(JSNumberFormat.string(double))
        default: throw GraphQLError("String cannot represent value: \(inspect(value))")
        }
    }
}
