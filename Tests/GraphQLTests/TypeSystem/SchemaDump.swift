@testable import GraphQL

/// Prints a schema as scripts/graphql-js/schema-dump.cjs prints graphql-js's: one
/// line per type, field, argument, interface, member, value and directive, in order.
enum SchemaDump {
    static func dump(_ schema: GraphQLSchema) -> String {
        var lines: [String] = []
        func root(_ id: TypeID?) -> String { id.map { schema[$0].name } ?? "-" }
        func input(_ tag: String, _ value: GraphQLInputValue) -> String {
            var line = "\(tag) \(value.name): \(schema.describe(value.type)) \(json(value.description)) \(json(value.deprecationReason))"
            if let defaultValue = value.defaultValue { line += " = " + Printer.print(defaultValue) }
            return line
        }
        lines.append("schema \(root(schema.queryType)) \(root(schema.mutationType)) \(root(schema.subscriptionType)) \(json(schema.description))")
        for type in schema.types {
            if type.name.hasPrefix("__") {
                lines.append("type \(type.name)")
                continue
            }
            switch type {
            case .scalar(let scalar):
                lines.append("type \(scalar.name) SCALAR \(json(scalar.description))")
                if let url = scalar.specifiedByURL { lines.append("  specifiedBy \(json(url))") }
            case .object(let object):
                lines.append("type \(object.name) OBJECT \(json(object.description))")
                appendFields(object.interfaces, object.fields)
            case .interface(let interface):
                lines.append("type \(interface.name) INTERFACE \(json(interface.description))")
                appendFields(interface.interfaces, interface.fields)
            case .union(let union):
                lines.append("type \(union.name) UNION \(json(union.description))")
                for member in union.types { lines.append("  member \(schema[member].name)") }
            case .enum(let enumType):
                lines.append("type \(enumType.name) ENUM \(json(enumType.description))")
                for value in enumType.values {
                    lines.append("  value \(value.name) \(json(value.description)) \(json(value.deprecationReason))")
                }
            case .inputObject(let inputObject):
                lines.append("type \(inputObject.name) INPUT_OBJECT \(json(inputObject.description))")
                for field in inputObject.fields { lines.append("  " + input("input", field)) }
            }
        }
        func appendFields(_ interfaces: [TypeID], _ fields: [GraphQLField]) {
            for interface in interfaces { lines.append("  implements \(schema[interface].name)") }
            for field in fields {
                lines.append("  field \(field.name): \(schema.describe(field.type)) \(json(field.description)) \(json(field.deprecationReason))")
                for argument in field.arguments { lines.append("    " + input("arg", argument)) }
            }
        }
        for directive in schema.directives {
            let repeatable = directive.isRepeatable ? "repeatable " : ""
            let locations = directive.locations.map(\.rawValue).joined(separator: "|")
            lines.append("directive @\(directive.name) \(repeatable)\(locations) \(json(directive.description))")
            for argument in directive.arguments { lines.append("  " + input("arg", argument)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `JSON.stringify` of a string, `-` for none.
    static func json(_ text: String?) -> String {
        guard let text else { return "-" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
