/// A schema input object: a field left nil is left out, `.null` is sent as null. A `@oneOf`
/// input object is an enum with a case per field (Apollo's shape), so only one can be sent.
struct InputObjectTemplate {
    let access: String

    func render(_ type: IR.InputObjectType) -> Template {
        if type.isOneOf { return renderOneOf(type) }
        let parameters = type.fields.map { SwiftSyntax.parameter($0.property, swiftType($0)) + ($0.isRequired ? "" : " = nil") }
        let signature = "\(access)init(\(parameters.joined(separator: ", "))) {"
        let signatureTemplate: Template =
            signature.count <= 110
            ? Template(signature)
            : "\(access)init(\n    \(lines: parameters.map { Template($0) }, separator: ",\n")\n) {"
        return """
            \(SwiftSyntax.documentation(type.description))\(access)struct \(type.typeName): InputObject {
                \(lines: type.fields.map { "\(fieldDocumentation($0))\(access)var \($0.property): \(swiftType($0))" })

                \(signatureTemplate)
                    \(lines: type.fields.map { "self.\($0.property) = \(SwiftSyntax.parameterName($0.property))" })
                }

                \(access)var _jsonValue: JSONValue {
                    var object = JSONObject()
                    \(lines: type.fields.map(write))
                    return .object(object)
                }
            }
            """
    }

    private func renderOneOf(_ type: IR.InputObjectType) -> Template {
        let cases = type.fields.map { "\(fieldDocumentation($0))case \($0.property)(\(SwiftSyntax.type($0.type, from: [], nullable: false)))" }
        let writes = type.fields.map {
            "case .\($0.property)(let value): object.append(\(SwiftSyntax.stringLiteral($0.name)), value._jsonValue)"
        }
        return """
            \(SwiftSyntax.documentation(type.description))\(access)enum \(type.typeName): InputObject {
                \(lines: cases.map { Template($0) })

                \(access)var _jsonValue: JSONValue {
                    var object = JSONObject()
                    switch self {
                    \(lines: writes.map { Template($0) })
                    }
                    return .object(object)
                }
            }
            """
    }

    /// An input field's description, and its deprecation in words (the initializer sets
    /// every field, so `@available` would warn in the generated code itself).
    private func fieldDocumentation(_ field: IR.InputField) -> String {
        SwiftSyntax.documentation(field.description, deprecated: field.deprecationReason)
    }

    private func swiftType(_ field: IR.InputField) -> String {
        if field.isRequired { return SwiftSyntax.type(field.type, from: []) }
        if field.hasDefault { return SwiftSyntax.type(field.type.nullable, from: []) }
        return "GraphQLNullable<\(SwiftSyntax.type(field.type, from: [], nullable: false))>"
    }

    private func write(_ field: IR.InputField) -> Template {
        let key = SwiftSyntax.stringLiteral(field.name)
        if field.isRequired { return "object.append(\(key), \(field.property)._jsonValue)" }
        if field.hasDefault { return "object.appendUnlessNil(\(key), \(field.property))" }
        return "object.append(\(key), \(field.property))"
    }
}
