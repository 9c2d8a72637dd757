/// `Boolean`: `true` or `false`.
///
/// https://spec.graphql.org/September2025/#sec-Boolean
enum BooleanScalar {
    static let description = "The `Boolean` scalar type represents `true` or `false`."

    static func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        guard case .boolean(let node) = value else {
            throw LeafLiteralError("Boolean cannot represent a non boolean value: \(Printer.print(value))")
        }
        return .boolean(node.value)
    }

    static func parseValue(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        guard case .bool = value else { throw GraphQLError("Boolean cannot represent a non boolean value: \(inspect(value))") }
        return value
    }

    static func serialize(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        switch value {
        case .bool: return value
        case .int(let int): return .bool(int != 0)
        case .double(let double) where double.isFinite: return .bool(double != 0)
        default: throw GraphQLError("Boolean cannot represent a non boolean value: \(inspect(value))")
        }
    }
}
