/// Prints a schema as SDL, exactly as graphql-js 16.6's `printSchema` does, plus
/// `@oneOf` on one-of input objects (as graphql-js 16.9 and later print it).
///
/// Built-in scalars, built-in directives and introspection types (by name, as
/// graphql-js's `isSpecifiedScalarType` and friends) are left out;
/// `schema { … }` is printed only when it has a description or a root type is
/// not named `Query`, `Mutation` or `Subscription`.
public func printSchema(_ schema: GraphQLSchema) -> String {
    var printer = SchemaPrinter(schema: schema)
    printer.printSchema()
    return printer.output
}

private struct SchemaPrinter {
    let schema: GraphQLSchema
    var output = ""

    init(schema: GraphQLSchema) {
        self.schema = schema
        output.reserveCapacity(64 * schema.types.count)
    }

    mutating func printSchema() {
        var first = true
        func separate(_ output: inout String) {
            if !first { output += "\n\n" }
            first = false
        }
        if needsSchemaDefinition {
            separate(&output)
            printSchemaDefinition()
        }
        for directive in schema.directives where !BuiltIns.directiveNames.contains(directive.name) {
            separate(&output)
            printDirective(directive)
        }
        for type in schema.types {
            let name = type.name
            if case .scalar = type, BuiltIns.scalarNames.contains(name) { continue }
            if IntrospectionTypes.names.contains(name) { continue }
            separate(&output)
            printType(type)
        }
    }

    private var needsSchemaDefinition: Bool {
        if schema.description != nil { return true }
        func isNamed(_ id: TypeID?, _ name: String) -> Bool { id.map { schema[$0].name == name } ?? true }
        return
            !(isNamed(schema.queryType, "Query") && isNamed(schema.mutationType, "Mutation")
            && isNamed(schema.subscriptionType, "Subscription"))
    }

    private mutating func printSchemaDefinition() {
        printDescription(schema.description)
        output += "schema {"
        let roots: [(String, TypeID?)] = [
            ("query", schema.queryType), ("mutation", schema.mutationType), ("subscription", schema.subscriptionType),
        ]
        for case let (operation, id?) in roots {
            output += "\n  \(operation): \(schema[id].name)"
        }
        output += "\n}"
    }

    private mutating func printDirective(_ directive: GraphQLDirective) {
        printDescription(directive.description)
        output += "directive @"
        output += directive.name
        printArguments(directive.arguments, indentation: "")
        if directive.isRepeatable { output += " repeatable" }
        output += " on "
        output += directive.locations.map(\.rawValue).joined(separator: " | ")
    }

    private mutating func printType(_ type: GraphQLNamedType) {
        printDescription(type.description)
        switch type {
        case .scalar(let scalar):
            output += "scalar " + scalar.name
            if let url = scalar.specifiedByURL {
                output += " @specifiedBy(url: " + quoted(url) + ")"
            }
        case .object(let object):
            output += "type " + object.name
            printInterfaces(object.interfaces)
            printFields(object.fields)
        case .interface(let interface):
            output += "interface " + interface.name
            printInterfaces(interface.interfaces)
            printFields(interface.fields)
        case .union(let union):
            output += "union " + union.name
            if !union.types.isEmpty {
                output += " = " + union.types.map { schema[$0].name }.joined(separator: " | ")
            }
        case .enum(let enumType):
            output += "enum " + enumType.name
            printBlock(enumType.values) { printer, value in
                printer.output += "  " + value.name
                printer.printDeprecated(value.deprecationReason)
            }
        case .inputObject(let inputObject):
            output += "input " + inputObject.name
            if inputObject.isOneOf { output += " @oneOf" }
            printBlock(inputObject.fields) { printer, field in
                printer.output += "  "
                printer.printInputValue(field)
            }
        }
    }

    private mutating func printInterfaces(_ interfaces: [TypeID]) {
        guard !interfaces.isEmpty else { return }
        output += " implements " + interfaces.map { schema[$0].name }.joined(separator: " & ")
    }

    private mutating func printFields(_ fields: [GraphQLField]) {
        printBlock(fields) { printer, field in
            printer.output += "  " + field.name
            printer.printArguments(field.arguments, indentation: "  ")
            printer.output += ": " + printer.schema.describe(field.type)
            printer.printDeprecated(field.deprecationReason)
        }
    }

    /// ` {`, each item after its description, `}`; nothing for no items.
    private mutating func printBlock<Item: HasDescription>(_ items: [Item], _ print: (inout SchemaPrinter, Item) -> Void) {
        guard !items.isEmpty else { return }
        output += " {"
        for (index, item) in items.enumerated() {
            output += "\n"
            printDescription(item.description, indentation: "  ", firstInBlock: index == 0)
            print(&self, item)
        }
        output += "\n}"
    }

    /// `(a: T, b: U)` on one line when no argument has a description, else one a line.
    private mutating func printArguments(_ arguments: [GraphQLInputValue], indentation: String) {
        guard !arguments.isEmpty else { return }
        output += "("
        if arguments.allSatisfy({ ($0.description ?? "").isEmpty }) {
            for (index, argument) in arguments.enumerated() {
                if index > 0 { output += ", " }
                printInputValue(argument)
            }
        } else {
            for (index, argument) in arguments.enumerated() {
                output += "\n"
                printDescription(argument.description, indentation: "  " + indentation, firstInBlock: index == 0)
                output += "  " + indentation
                printInputValue(argument)
            }
            output += "\n" + indentation
        }
        output += ")"
    }

    private mutating func printInputValue(_ value: GraphQLInputValue) {
        output += value.name + ": " + schema.describe(value.type)
        if let defaultValue = schema.printedDefaultValue(of: value) {
            output += " = " + defaultValue
        }
        printDeprecated(value.deprecationReason)
    }

    private mutating func printDeprecated(_ reason: String?) {
        guard let reason else { return }
        if reason == BuiltIns.defaultDeprecationReason {
            output += " @deprecated"
        } else {
            output += " @deprecated(reason: " + quoted(reason) + ")"
        }
    }

    /// The description as a block string when it can be one, else quoted, then a
    /// line break; `indentation` before it and after each of its line breaks, and a
    /// blank line before it when it is not the first item of a block.
    private mutating func printDescription(_ description: String?, indentation: String = "", firstInBlock: Bool = true) {
        guard let description else { return }
        let string = StringValue(value: description, block: isPrintableAsBlockString(description), loc: Location(start: 0, end: 0))
        let printed = Printer.print(.string(string))
        if !indentation.isEmpty && !firstInBlock { output += "\n" }
        output += indentation
        if indentation.isEmpty {
            output += printed
        } else {
            for (index, line) in printed.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { output += "\n" + indentation }
                output += line
            }
        }
        output += "\n"
    }

    private func quoted(_ value: String) -> String {
        Printer.print(.string(StringValue(value: value, block: false, loc: Location(start: 0, end: 0))))
    }
}

private protocol HasDescription {
    var description: String? { get }
}

extension GraphQLField: HasDescription {}
extension GraphQLInputValue: HasDescription {}
extension GraphQLEnumValue: HasDescription {}

/// graphql-js `isPrintableAsBlockString`: whether a block string reads back as
/// exactly `value` (no control characters, `\r`, leading or trailing blank
/// lines, or indentation common to every line).
func isPrintableAsBlockString(_ value: String) -> Bool {
    if value.isEmpty { return true }
    var isEmptyLine = true
    var hasIndent = false
    var hasCommonIndent = true
    var seenNonEmptyLine = false
    for byte in value.utf8 {
        switch byte {
        case 0x00...0x08, 0x0B, 0x0C, 0x0E, 0x0F, 0x0D:
            return false
        case 0x0A:
            if isEmptyLine && !seenNonEmptyLine { return false }
            seenNonEmptyLine = true
            isEmptyLine = true
            hasIndent = false
        case 0x09, 0x20:
            if !hasIndent { hasIndent = isEmptyLine }
        default:
            if hasCommonIndent { hasCommonIndent = hasIndent }
            isEmptyLine = false
        }
    }
    if isEmptyLine { return false }
    if hasCommonIndent && seenNonEmptyLine { return false }
    return true
}
