/// A leaf value read from a literal (graphql-js's `parseLiteral` results).
public enum LeafLiteral: Sendable, Hashable {
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
public struct LeafLiteralError: Error, Sendable, Hashable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

extension GraphQLScalarType {
    /// Reads a literal as a value of this scalar, by the input coercion rules of
    /// the built-in scalars (graphql-js 16's `parseLiteral` and messages). A
    /// custom scalar accepts any literal, as graphql-js's default `parseLiteral`
    /// does. Callers handle `null` and a top-level variable first: the built-in
    /// scalars reject them as any other literal of the wrong kind.
    ///
    /// https://spec.graphql.org/September2025/#sec-Scalars (each built-in scalar's "Input Coercion")
    public func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
        switch name {
        case "Int":
            guard case .int(let node) = value else {
                throw LeafLiteralError("Int cannot represent non-integer value: \(Printer.print(value))")
            }
            guard let number = Int32(node.value) else {
                throw LeafLiteralError("Int cannot represent non 32-bit signed integer value: \(node.value)")
            }
            return .int(number)
        case "Float":
            switch value {
            case .int(let node): return .float(Double(node.value) ?? .infinity)
            case .float(let node): return .float(Double(node.value) ?? .infinity)
            default: throw LeafLiteralError("Float cannot represent non numeric value: \(Printer.print(value))")
            }
        case "String":
            guard case .string(let node) = value else {
                throw LeafLiteralError("String cannot represent a non string value: \(Printer.print(value))")
            }
            return .string(node.value)
        case "Boolean":
            guard case .boolean(let node) = value else {
                throw LeafLiteralError("Boolean cannot represent a non boolean value: \(Printer.print(value))")
            }
            return .boolean(node.value)
        case "ID":
            switch value {
            case .string(let node): return .string(node.value)
            case .int(let node): return .string(node.value)
            default:
                throw LeafLiteralError("ID cannot represent a non-string and non-integer value: \(Printer.print(value))")
            }
        default:
            return .custom(value)
        }
    }
}

extension GraphQLEnumType {
    /// Reads a literal as one of this enum's values: an enum literal naming one
    /// (graphql-js 16's `parseLiteral` and messages, with suggestions).
    ///
    /// https://spec.graphql.org/September2025/#sec-Enums
    public func parseLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral {
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

    private func suggestions(for printed: String) -> String {
        didYouMean(suggestionList(printed, values.map(\.name)), subject: "the enum value")
    }
}

extension GraphQLNamedType {
    /// Reads a literal as a value of a leaf type (scalar or enum); `nil` for other kinds.
    public func parseLeafLiteral(_ value: Value) throws(LeafLiteralError) -> LeafLiteral? {
        switch self {
        case .scalar(let scalar): try scalar.parseLiteral(value)
        case .enum(let type): try type.parseLiteral(value)
        default: nil
        }
    }
}
