/// `Float`: a finite double-precision number.
///
/// https://spec.graphql.org/September2025/#sec-Float
enum FloatScalar {
    static let description =
        "The `Float` scalar type represents signed double-precision fractional values as specified by [IEEE 754](https://en.wikipedia.org/wiki/IEEE_floating_point)."

    static func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        switch value {
        case .int(let node): return .float(Double(node.value) ?? .infinity)
        case .float(let node): return .float(Double(node.value) ?? .infinity)
        default: throw LeafLiteralError("Float cannot represent non numeric value: \(Printer.print(value))")
        }
    }

    static func parseValue(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        switch value {
        case .int(let int): return .double(Double(int))
        case .double(let double) where double.isFinite: return value
        default: throw GraphQLError("Float cannot represent non numeric value: \(inspect(value))")
        }
    }

    static func serialize(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        switch value {
        case .int: return value
        case .double(let double) where double.isFinite: return value
        case .bool(let bool): return .int(bool ? 1 : 0)
        case .string(let string) where !string.isEmpty:
            if let number = numberFromString(string), number.isFinite { return .double(number) }
        default: break
        }
        throw GraphQLError("Float cannot represent non numeric value: \(inspect(value))")
    }
}
