/// Prints an AST back to GraphQL source text, byte for byte as graphql-js 16's `print`.
///
/// Executable definitions that carry a description (September 2025 spec) are
/// printed as graphql-js 17 prints them: the description on its own line before
/// the definition or variable, and variable definitions one per line.
public enum Printer {
    /// A whole document.
    public static func print(_ document: Document) -> String {
        let sourceLength = document.loc.end - document.loc.start
        var writer = PrintWriter(capacity: max(256, sourceLength + sourceLength / 4))
        writer.write(document)
        return writer.result
    }

    /// One definition.
    public static func print(_ definition: Definition) -> String {
        var writer = PrintWriter(capacity: 256)
        writer.write(definition)
        return writer.result
    }

    /// A selection set, `{ … }` over several lines.
    public static func print(_ selectionSet: SelectionSetNode) -> String {
        var writer = PrintWriter(capacity: 256)
        writer.write(selectionSet)
        return writer.result
    }

    /// One field or fragment of a selection set.
    public static func print(_ selection: SelectionNode) -> String {
        var writer = PrintWriter(capacity: 128)
        writer.write(selection)
        return writer.result
    }

    /// A value literal, on one line.
    public static func print(_ value: Value) -> String {
        var writer = PrintWriter(capacity: 64)
        writer.write(value)
        return writer.result
    }

    /// A type reference: `[String!]!`.
    public static func print(_ type: TypeReference) -> String {
        var writer = PrintWriter(capacity: 32)
        writer.write(type)
        return writer.result
    }
}

/// graphql-js wraps a field's arguments onto separate lines past this length.
private let maxLineLength = 80

// MARK: - Document and executable definitions

extension PrintWriter {
    mutating func write(_ document: Document) {
        // graphql-js `join` drops definitions that print as nothing, separator included.
        var wroteAny = false
        for definition in document.definitions {
            let mark = count
            if wroteAny { write("\n\n") }
            let start = count
            write(definition)
            if count == start {
                truncate(to: mark)
            } else {
                wroteAny = true
            }
        }
    }

    mutating func write(_ definition: Definition) {
        switch definition {
        case .operation(let node): write(node)
        case .fragment(let node): write(node)
        case .schema(let node): write(node)
        case .scalar(let node): write(node)
        case .object(let node): write(node)
        case .interface(let node): write(node)
        case .union(let node): write(node)
        case .enum(let node): write(node)
        case .inputObject(let node): write(node)
        case .directive(let node): write(node)
        case .schemaExtension(let node): write(node)
        case .scalarExtension(let node): write(node)
        case .objectExtension(let node): write(node)
        case .interfaceExtension(let node): write(node)
        case .unionExtension(let node): write(node)
        case .enumExtension(let node): write(node)
        case .inputObjectExtension(let node): write(node)
        }
    }

    mutating func write(_ node: OperationDefinition) {
        writeDescription(node.description)
        let isShorthand =
            node.description == nil && node.operation == .query && node.name == nil
            && node.variableDefinitions.isEmpty && node.directives.isEmpty
        if !isShorthand {
            write(node.operation.rawValue)
            if node.name != nil || !node.variableDefinitions.isEmpty {
                write(" ")
                if let name = node.name { write(name.value) }
                writeVariableDefinitions(node.variableDefinitions)
            }
            writeDirectives(node.directives)
            write(" ")
        }
        write(node.selectionSet)
    }

    /// graphql-js 16 prints `($a: T, $b: U)`; once a definition has a description
    /// (graphql-js 17) each goes on its own line, unindented.
    private mutating func writeVariableDefinitions(_ definitions: [VariableDefinition]) {
        guard !definitions.isEmpty else { return }
        write("(")
        if definitions.contains(where: { $0.description != nil }) {
            writeLines(definitions, indented: false) { $0.write($1) }
        } else {
            writeJoined(definitions, separator: ", ") { $0.write($1) }
        }
        write(")")
    }

    mutating func write(_ node: VariableDefinition) {
        writeDescription(node.description)
        write(node.variable)
        write(": ")
        write(node.type)
        if let defaultValue = node.defaultValue {
            write(" = ")
            write(defaultValue)
        }
        writeDirectives(node.directives)
    }

    mutating func write(_ node: FragmentDefinition) {
        writeDescription(node.description)
        write("fragment ")
        write(node.name.value)
        write(" on ")
        write(node.typeCondition.name.value)
        write(" ")
        if !node.directives.isEmpty {
            writeJoined(node.directives, separator: " ") { $0.write($1) }
            write(" ")
        }
        write(node.selectionSet)
    }

    /// `{`, one selection a line, `}`; nothing at all for an empty set.
    mutating func write(_ node: SelectionSetNode) {
        writeBlock(node.selections) { $0.write($1) }
    }

    mutating func write(_ selection: SelectionNode) {
        switch selection {
        case .field(let node): write(node)
        case .fragmentSpread(let node): write(node)
        case .inlineFragment(let node): write(node)
        }
    }

    mutating func write(_ node: Field) {
        let start = count
        if let alias = node.alias {
            write(alias.value)
            write(": ")
        }
        write(node.name.value)
        if !node.arguments.isEmpty {
            let argumentsStart = count
            write("(")
            writeJoined(node.arguments, separator: ", ") { $0.write($1) }
            write(")")
            if unindentedUTF16Length(from: start) > maxLineLength {
                truncate(to: argumentsStart)
                write("(")
                writeLines(node.arguments, indented: true) { $0.write($1) }
                write(")")
            }
        }
        writeDirectives(node.directives)
        if let selectionSet = node.selectionSet, !selectionSet.selections.isEmpty {
            write(" ")
            write(selectionSet)
        }
    }

    mutating func write(_ node: Argument) {
        write(node.name.value)
        write(": ")
        write(node.value)
    }

    mutating func write(_ node: FragmentSpread) {
        write("...")
        write(node.name.value)
        writeDirectives(node.directives)
    }

    mutating func write(_ node: InlineFragmentNode) {
        write("...")
        if let typeCondition = node.typeCondition {
            write(" on ")
            write(typeCondition.name.value)
        }
        writeDirectives(node.directives)
        if !node.selectionSet.selections.isEmpty {
            write(" ")
            write(node.selectionSet)
        }
    }

    // MARK: Values, directives, types

    mutating func write(_ value: Value) {
        switch value {
        case .variable(let node): write(node)
        case .int(let node): write(node.value)
        case .float(let node): write(node.value)
        case .string(let node): write(node)
        case .boolean(let node): write(node.value ? "true" : "false")
        case .null: write("null")
        case .enum(let node): write(node.value)
        case .list(let node):
            write("[")
            writeJoined(node.values, separator: ", ") { $0.write($1) }
            write("]")
        case .object(let node):
            write("{")
            writeJoined(node.fields, separator: ", ") { writer, field in
                writer.write(field.name.value)
                writer.write(": ")
                writer.write(field.value)
            }
            write("}")
        }
    }

    mutating func write(_ node: Variable) {
        write("$")
        write(node.name.value)
    }

    mutating func write(_ node: StringValue) {
        if node.block {
            writeBlockString(node.value)
        } else {
            writeQuotedString(node.value)
        }
    }

    mutating func write(_ node: Directive) {
        write("@")
        write(node.name.value)
        if !node.arguments.isEmpty {
            write("(")
            writeJoined(node.arguments, separator: ", ") { $0.write($1) }
            write(")")
        }
    }

    /// ` @a @b`, or nothing when there are no directives.
    mutating func writeDirectives(_ directives: [Directive]) {
        for directive in directives {
            write(" ")
            write(directive)
        }
    }

    mutating func write(_ type: TypeReference) {
        switch type {
        case .named(let node):
            write(node.name.value)
        case .list(let node):
            write("[")
            write(node.type)
            write("]")
        case .nonNull(let node):
            write(node.type)
            write("!")
        }
    }

    /// A description and the line break after it (graphql-js `wrap('', description, '\n')`).
    mutating func writeDescription(_ description: StringValue?) {
        guard let description else { return }
        write(description)
        newline()
    }
}
