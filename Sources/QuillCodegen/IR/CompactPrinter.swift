import GraphQL

/// Prints an operation or fragment on one line, as it is sent and hashed: `query
/// AllConferences { allConferences { __typename ...ConferenceDetails } }`. Block strings
/// become ordinary string literals (the same value); descriptions are left out.
enum CompactPrinter {
    static func print(_ operation: OperationDefinition) -> String {
        var out = operation.operation.rawValue
        if let name = operation.name { out += " " + name.value }
        if !operation.variableDefinitions.isEmpty {
            out += "(" + operation.variableDefinitions.map(print).joined(separator: ", ") + ")"
        }
        out += directives(operation.directives)
        return out + " " + print(operation.selectionSet)
    }

    static func print(_ fragment: FragmentDefinition) -> String {
        "fragment \(fragment.name.value) on \(fragment.typeCondition.name.value)\(directives(fragment.directives)) "
            + print(fragment.selectionSet)
    }

    private static func print(_ variable: VariableDefinition) -> String {
        var out = "$\(variable.variable.name.value): \(Printer.print(variable.type))"
        if let value = variable.defaultValue { out += " = " + print(value) }
        return out + directives(variable.directives)
    }

    private static func print(_ selectionSet: SelectionSetNode) -> String {
        "{ " + selectionSet.selections.map(print).joined(separator: " ") + " }"
    }

    private static func print(_ selection: SelectionNode) -> String {
        switch selection {
        case .field(let field):
            var out = field.alias.map { "\($0.value): " } ?? ""
            out += field.name.value
            if !field.arguments.isEmpty {
                out += "(" + field.arguments.map { "\($0.name.value): \(print($0.value))" }.joined(separator: ", ") + ")"
            }
            out += directives(field.directives)
            if let selectionSet = field.selectionSet { out += " " + print(selectionSet) }
            return out
        case .fragmentSpread(let spread):
            return "...\(spread.name.value)\(directives(spread.directives))"
        case .inlineFragment(let inline):
            let condition = inline.typeCondition.map { " on \($0.name.value)" } ?? ""
            return "...\(condition)\(directives(inline.directives)) \(print(inline.selectionSet))"
        }
    }

    private static func directives(_ directives: [Directive]) -> String {
        directives.map { directive in
            let arguments =
                directive.arguments.isEmpty
                ? "" : "(" + directive.arguments.map { "\($0.name.value): \(print($0.value))" }.joined(separator: ", ") + ")"
            return " @\(directive.name.value)\(arguments)"
        }.joined()
    }

    static func print(_ value: Value) -> String {
        switch value {
        case .variable(let variable): "$" + variable.name.value
        case .int(let int): int.value
        case .float(let float): float.value
        case .string(let string): Printer.print(.string(StringValue(value: string.value, block: false, location: string.loc)))
        case .boolean(let boolean): boolean.value ? "true" : "false"
        case .null: "null"
        case .enum(let value): value.value
        case .list(let list): "[" + list.values.map(print).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.fields.map { "\($0.name.value): \(print($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
