/// `Int`: a signed 32-bit integer.
///
/// https://spec.graphql.org/September2025/#sec-Int
enum IntScalar {
    static let description =
        "The `Int` scalar type represents non-fractional signed whole numeric values. Int can represent values between -(2^31) and 2^31 - 1."

    static func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        guard case .int(let node) = value else {
            throw LeafLiteralError("Int cannot represent non-integer value: \(Printer.print(value))")
        }
        guard let number = Int32(node.value) else {
            throw LeafLiteralError("Int cannot represent non 32-bit signed integer value: \(node.value)")
        }
        return .int(number)
    }

    static func parseValue(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        let number: Double
        switch value {
        case .int(let int):
            if let int32 = Int32(exactly: int) { return .int(Int(int32)) }
            throw GraphQLError("Int cannot represent non 32-bit signed integer value: \(javaScriptNumber(int))")
        case .double(let double) where isInteger(double):
            number = double
        default:
            throw GraphQLError("Int cannot represent non-integer value: \(inspect(value))")
        }
        // (`Int32(exactly:)` would need libm, which the library does not link.)
        guard number >= -2_147_483_648, number <= 2_147_483_647 else {
            throw GraphQLError("Int cannot represent non 32-bit signed integer value: \(JSNumberFormat.string(number))")
        }
        return .int(Int(number))
    }

    static func serialize(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        let number: Double
        switch value {
        case .int(let int):
            guard Int(Int32.min)...Int(Int32.max) ~= int else {
                throw GraphQLError("Int cannot represent non 32-bit signed integer value: \(int)")
            }
            return value
        case .bool(let bool): return .int(bool ? 1 : 0)
        case .double(let double): number = double
        case .string(let string) where !string.isEmpty:
            guard let parsed = numberFromString(string), isInteger(parsed) else {
                throw GraphQLError("Int cannot represent non-integer value: \(inspect(value))")
            }
            number = parsed
        default: throw GraphQLError("Int cannot represent non-integer value: \(inspect(value))")
        }
        guard isInteger(number) else { throw GraphQLError("Int cannot represent non-integer value: \(inspect(value))") }
        guard number >= -2_147_483_648, number <= 2_147_483_647 else {
            throw GraphQLError("Int cannot represent non 32-bit signed integer value: \(inspect(value))")
        }
        return .int(Int(number))
    }
}
