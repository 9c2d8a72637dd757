/// An enum's coercions, as graphql-js 16's `GraphQLEnumType` has them: a value
/// is one of the enum's value names (an enum literal, or a string in JSON).
///
/// https://spec.graphql.org/September2025/#sec-Enums
extension GraphQLEnumType {
    /// Reads a literal: an enum literal naming one of the values.
    func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        guard case .enum(let node) = value else {
            let printed = Printer.print(value)
            throw LeafLiteralError(
                "Enum \"\(name)\" cannot represent non-enum value: \(printed)." + suggestions(for: printed))
        }
        guard self.value(named: node.value) != nil else {
            throw LeafLiteralError("Value \"\(node.value)\" does not exist in \"\(name)\" enum." + suggestions(for: node.value))
        }
        return .enumValue(node.value)
    }

    /// Reads a JSON value: a string naming one of the values.
    func parseValue(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
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

    /// The value to write for a resolved value: the name of one of the values.
    @inline(__always)  // into the executor's leaf serialization: enum fields are common
    func serialize(_ value: JSONValue) throws(GraphQLError) -> JSONValue {
        if case .string(let name) = value, values.contains(where: { $0.name == name }) { return value }
        throw GraphQLError("Enum \"\(name)\" cannot represent value: \(inspect(value))")
    }

    private func suggestions(for printed: String) -> String {
        didYouMean(suggestionList(printed, values.map(\.name)), subject: "the enum value")
    }
}

extension GraphQLNamedType {
    /// Reads a literal as a value of a leaf type (scalar or enum); `nil` for other kinds.
    func parseLeafLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral? {
        switch self {
        case .scalar(let scalar): try scalar.parseLiteral(value)
        case .enum(let type): try type.parseLiteral(value)
        default: nil
        }
    }
}
