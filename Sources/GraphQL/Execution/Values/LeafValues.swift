extension GraphQLScalarType {
    /// Reads a JSON value as a value of this scalar, by the input coercion rules
    /// of the built-in scalars (graphql-js 16's `parseValue` and messages). A
    /// custom scalar uses its `parseValue` hook, else takes the value as it is.
    ///
    /// https://spec.graphql.org/September2025/#sec-Scalars (each built-in scalar's "Input Coercion")
    public func parseValue(_ value: JSONValue, custom: CustomScalar? = nil) throws(GraphQLError) -> JSONValue {
        switch name {
        case "Int":
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
        case "Float":
            switch value {
            case .int(let int): return .double(Double(int))
            case .double(let double) where double.isFinite: return value
            default: throw GraphQLError("Float cannot represent non numeric value: \(inspect(value))")
            }
        case "String":
            guard case .string = value else {
                throw GraphQLError("String cannot represent a non string value: \(inspect(value))")
            }
            return value
        case "Boolean":
            guard case .bool = value else {
                throw GraphQLError("Boolean cannot represent a non boolean value: \(inspect(value))")
            }
            return value
        case "ID":
            switch value {
            case .string: return value
            case .int(let int): return .string(javaScriptNumber(int))
            case .double(let double) where isInteger(double): return .string(JSNumberFormat.string(double))
            default: throw GraphQLError("ID cannot represent value: \(inspect(value))")
            }
        default:
            guard let parse = custom?.parseValue else { return value }
            return try parse(value)
        }
    }

    /// JavaScript's `Number.isInteger`.
    private func isInteger(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        // Every double of magnitude 2^52 or more is an integer.
        return value.magnitude >= 4_503_599_627_370_496 || Double(Int(value)) == value
    }
}

extension GraphQLEnumType {
    /// Reads a JSON value as one of this enum's values: a string naming one
    /// (graphql-js 16's `parseValue` and messages, with suggestions).
    ///
    /// https://spec.graphql.org/September2025/#sec-Enums
    public func parseValue(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        guard case .string(let name) = value else {
            let printed = inspect(value)
            throw GraphQLError(
                "Enum \"\(self.name)\" cannot represent non-string value: \(printed)." + suggestions(for: printed))
        }
        guard self.value(named: name) != nil else {
            throw GraphQLError("Value \"\(name)\" does not exist in \"\(self.name)\" enum." + suggestions(for: name))
        }
        return value
    }

    private func suggestions(for printed: String) -> String {
        didYouMean(suggestionList(printed, values.map(\.name)), subject: "the enum value")
    }
}
