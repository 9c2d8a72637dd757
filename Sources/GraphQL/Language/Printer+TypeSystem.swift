/// Printing of type-system definitions and extensions (SDL).
extension PrintWriter {
    mutating func write(_ node: SchemaDefinition) {
        writeDescription(node.description)
        write("schema")
        writeDirectives(node.directives)
        writeOperationTypes(node.operationTypes)
    }

    mutating func write(_ node: SchemaExtension) {
        write("extend schema")
        writeDirectives(node.directives)
        writeOperationTypes(node.operationTypes)
    }

    private mutating func writeOperationTypes(_ operationTypes: [OperationTypeDefinition]) {
        guard !operationTypes.isEmpty else { return }
        write(" ")
        writeBlock(operationTypes) { writer, operationType in
            writer.write(operationType.operation.rawValue)
            writer.write(": ")
            writer.write(operationType.type.name.value)
        }
    }

    mutating func write(_ node: ScalarTypeDefinition) {
        writeDescription(node.description)
        write("scalar ")
        write(node.name.value)
        writeDirectives(node.directives)
    }

    mutating func write(_ node: ScalarTypeExtension) {
        write("extend scalar ")
        write(node.name.value)
        writeDirectives(node.directives)
    }

    mutating func write(_ node: ObjectTypeDefinition) {
        writeDescription(node.description)
        write("type ")
        writeFieldsContainer(node.name, node.interfaces, node.directives, node.fields)
    }

    mutating func write(_ node: ObjectTypeExtension) {
        write("extend type ")
        writeFieldsContainer(node.name, node.interfaces, node.directives, node.fields)
    }

    mutating func write(_ node: InterfaceTypeDefinition) {
        writeDescription(node.description)
        write("interface ")
        writeFieldsContainer(node.name, node.interfaces, node.directives, node.fields)
    }

    mutating func write(_ node: InterfaceTypeExtension) {
        write("extend interface ")
        writeFieldsContainer(node.name, node.interfaces, node.directives, node.fields)
    }

    /// The part of an object or interface type after its keyword.
    private mutating func writeFieldsContainer(
        _ name: Name, _ interfaces: [NamedType], _ directives: [Directive],
        _ fields: [FieldDefinition]
    ) {
        write(name.value)
        if !interfaces.isEmpty {
            write(" implements ")
            writeJoined(interfaces, separator: " & ") { $0.write($1.name.value) }
        }
        writeDirectives(directives)
        if !fields.isEmpty {
            write(" ")
            writeBlock(fields) { $0.write($1) }
        }
    }

    mutating func write(_ node: FieldDefinition) {
        writeDescription(node.description)
        write(node.name.value)
        writeArgumentDefinitions(node.arguments)
        write(": ")
        write(node.type)
        writeDirectives(node.directives)
    }

    /// `(a: T, b: U)`, or one argument a line when any of them prints on several
    /// lines (graphql-js `hasMultilineItems`).
    private mutating func writeArgumentDefinitions(_ arguments: [InputValueDefinition]) {
        guard !arguments.isEmpty else { return }
        write("(")
        if arguments.contains(where: \.printsOnSeveralLines) {
            writeLines(arguments, indented: true) { $0.write($1) }
        } else {
            writeJoined(arguments, separator: ", ") { $0.write($1) }
        }
        write(")")
    }

    mutating func write(_ node: InputValueDefinition) {
        writeDescription(node.description)
        write(node.name.value)
        write(": ")
        write(node.type)
        if let defaultValue = node.defaultValue {
            write(" = ")
            write(defaultValue)
        }
        writeDirectives(node.directives)
    }

    mutating func write(_ node: UnionTypeDefinition) {
        writeDescription(node.description)
        write("union ")
        writeUnionMembers(node.name, node.directives, node.types)
    }

    mutating func write(_ node: UnionTypeExtension) {
        write("extend union ")
        writeUnionMembers(node.name, node.directives, node.types)
    }

    private mutating func writeUnionMembers(_ name: Name, _ directives: [Directive], _ types: [NamedType]) {
        write(name.value)
        writeDirectives(directives)
        if !types.isEmpty {
            write(" = ")
            writeJoined(types, separator: " | ") { $0.write($1.name.value) }
        }
    }

    mutating func write(_ node: EnumTypeDefinition) {
        writeDescription(node.description)
        write("enum ")
        writeEnumValues(node.name, node.directives, node.values)
    }

    mutating func write(_ node: EnumTypeExtension) {
        write("extend enum ")
        writeEnumValues(node.name, node.directives, node.values)
    }

    private mutating func writeEnumValues(
        _ name: Name, _ directives: [Directive], _ values: [EnumValueDefinition]
    ) {
        write(name.value)
        writeDirectives(directives)
        if !values.isEmpty {
            write(" ")
            writeBlock(values) { writer, value in
                writer.writeDescription(value.description)
                writer.write(value.name.value)
                writer.writeDirectives(value.directives)
            }
        }
    }

    mutating func write(_ node: InputObjectTypeDefinition) {
        writeDescription(node.description)
        write("input ")
        writeInputFields(node.name, node.directives, node.fields)
    }

    mutating func write(_ node: InputObjectTypeExtension) {
        write("extend input ")
        writeInputFields(node.name, node.directives, node.fields)
    }

    private mutating func writeInputFields(
        _ name: Name, _ directives: [Directive], _ fields: [InputValueDefinition]
    ) {
        write(name.value)
        writeDirectives(directives)
        if !fields.isEmpty {
            write(" ")
            writeBlock(fields) { $0.write($1) }
        }
    }

    mutating func write(_ node: DirectiveDefinition) {
        writeDescription(node.description)
        write("directive @")
        write(node.name.value)
        writeArgumentDefinitions(node.arguments)
        if node.repeatable { write(" repeatable") }
        write(" on ")
        writeJoined(node.locations, separator: " | ") { $0.write($1.value) }
    }
}

extension InputValueDefinition {
    /// Whether graphql-js prints this definition with a line break in it.
    fileprivate var printsOnSeveralLines: Bool {
        description != nil || defaultValue?.printsOnSeveralLines == true
            || directives.contains { $0.arguments.contains { $0.value.printsOnSeveralLines } }
    }
}

extension Value {
    /// Whether this value prints with a line break in it: only block strings can.
    fileprivate var printsOnSeveralLines: Bool {
        switch self {
        case .string(let node): node.block && BlockStringLayout(node.value).isMultiline
        case .list(let node): node.values.contains { $0.printsOnSeveralLines }
        case .object(let node): node.fields.contains { $0.value.printsOnSeveralLines }
        default: false
        }
    }
}
