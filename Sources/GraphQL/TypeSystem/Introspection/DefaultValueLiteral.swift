/// Default values as introspection and the schema printer show them.
///
/// graphql-js keeps a default as an internal value (`valueFromAST` of the literal)
/// and shows `print(astFromValue(value, type))`. That round trip normalizes the
/// literal: input object fields follow the type's field order and gain their own
/// defaults, a single item given for a list becomes a list, numbers are printed
/// as JavaScript prints them, IDs that look like integers lose their quotes, and
/// an invalid default is not shown at all. This does the same on the literal.
extension GraphQLSchema {
    /// The default value of `input` as graphql-js prints it; `nil` when it has
    /// none or when the literal does not fit the input's type.
    func printedDefaultValue(of input: GraphQLInputValue) -> String? {
        guard let literal = input.defaultValue, let normalized = normalizedLiteral(literal, type: input.type) else {
            return nil
        }
        return Printer.print(normalized)
    }

    /// `astFromValue(valueFromAST(literal, type), type)`; `nil` where graphql-js has no AST.
    func normalizedLiteral(_ literal: Value, type: GraphQLTypeRef, depth: Int = 0) -> Value? {
        // Input object defaults may refer to their own type; graphql-js would not finish either.
        guard depth < 64 else { return nil }
        switch type {
        case .nonNull(let inner):
            if case .null = literal { return nil }
            guard let value = normalizedLiteral(literal, type: inner, depth: depth + 1) else { return nil }
            if case .null = value { return nil }
            return value
        case .list(let inner):
            switch literal {
            case .null: return literal
            case .variable: return nil
            case .list(let list):
                var values: [Value] = []
                values.reserveCapacity(list.values.count)
                for item in list.values {
                    guard let value = normalizedLiteral(item, type: inner, depth: depth + 1) else { return nil }
                    values.append(value)
                }
                return .list(ListValue(values: values, loc: noLocation))
            default:
                guard let value = normalizedLiteral(literal, type: inner, depth: depth + 1) else { return nil }
                return .list(ListValue(values: [value], loc: noLocation))
            }
        case .named(let id):
            switch literal {
            case .null: return literal
            case .variable: return nil
            default: break
            }
            switch self[id] {
            case .scalar(let scalar): return normalizedScalar(literal, scalar)
            case .enum(let enumType):
                guard case .enum(let value) = literal, enumType.value(named: value.value) != nil else { return nil }
                return .enum(EnumValue(value: value.value, loc: noLocation))
            case .inputObject(let inputObject):
                return normalizedObject(literal, inputObject, depth: depth)
            default:
                return nil
            }
        }
    }

    private func normalizedObject(_ literal: Value, _ type: GraphQLInputObjectType, depth: Int) -> Value? {
        guard case .object(let object) = literal else { return nil }
        var fields: [ObjectField] = []
        for field in type.fields {
            // A field given twice counts with its last value (graphql-js `keyMap`).
            let given = object.fields.last { $0.name.value == field.name }
            let value: Value?
            if let given {
                guard let normalized = normalizedLiteral(given.value, type: field.type, depth: depth + 1) else { return nil }
                value = normalized
            } else if let fieldDefault = field.defaultValue,
                let normalized = normalizedLiteral(fieldDefault, type: field.type, depth: depth + 1)
            {
                value = normalized
            } else if field.type.isNonNull {
                return nil
            } else {
                value = nil
            }
            if let value {
                fields.append(ObjectField(name: Name(value: field.name, loc: noLocation), value: value, loc: noLocation))
            }
        }
        return .object(ObjectValue(fields: fields, loc: noLocation))
    }

    /// A built-in scalar's `parseLiteral`, then `astFromValue` of the value (which
    /// writes an `ID` that looks like an integer as one); custom scalars read the
    /// literal as plain JSON-like data (`valueFromASTUntyped`).
    private func normalizedScalar(_ literal: Value, _ scalar: GraphQLScalarType) -> Value? {
        guard let builtIn = scalar.builtIn else {
            switch literal {
            case .int(let number): return numberLiteral(Double(number.value))
            case .float(let number): return numberLiteral(Double(number.value))
            case .string(let string): return stringLiteral(string.value)
            case .enum(let value): return stringLiteral(value.value)
            case .boolean: return literal
            // graphql-js cannot print a list or object through a custom scalar
            // (astFromValue throws); show it as written.
            default: return literal
            }
        }
        guard let value = try? builtIn.parseLiteral(literal) else { return nil }
        switch value {
        case .int(let int): return .int(IntValue(value: String(int), loc: noLocation))
        case .float(let number): return numberLiteral(number)
        case .string(let string) where builtIn == .id && isIntegerText(string): return .int(IntValue(value: string, loc: noLocation))
        case .string(let string): return stringLiteral(string)
        case .boolean: return literal
        case .enumValue, .custom: return nil  // not a built-in scalar's
        }
    }

    private func numberLiteral(_ number: Double?) -> Value? {
        guard let number, number.isFinite else { return nil }
        let text = JSNumberFormat.string(number)
        if isIntegerText(text) { return .int(IntValue(value: text, loc: noLocation)) }
        return .float(FloatValue(value: text, loc: noLocation))
    }

    private func stringLiteral(_ value: String) -> Value {
        .string(StringValue(value: value, block: false, loc: noLocation))
    }
}

private let noLocation = Location(start: 0, end: 0)

/// graphql-js `integerStringRegExp`: `^-?(?:0|[1-9][0-9]*)$`.
private func isIntegerText(_ text: String) -> Bool {
    var utf8 = text.utf8[...]
    if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
    guard let first = utf8.first else { return false }
    if first == UInt8(ascii: "0") { return utf8.count == 1 }
    return utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
}
