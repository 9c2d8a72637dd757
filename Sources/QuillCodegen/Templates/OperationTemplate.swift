/// An operation's struct: its document and id, its variables, and its `Data`.
struct OperationTemplate {
    let access: String
    let hasKeyFields: Bool
    let hasFieldPolicies: Bool
    let hasMaxAges: Bool
    let selectionSets: SelectionSetTemplate

    func render(_ operation: IR.Operation) -> Template {
        let text = SwiftSyntax.stringLiteral(operation.text)
        let document =
            operation.fragments.isEmpty
            ? Template(text)
            : SwiftSyntax.list([text] + operation.fragments.map { "\($0).fragmentDefinition" }, prefix: "", suffix: ".joined(separator: \"\\n\")")
        let sections: [Template] = [
            """
            \(access)static let operationName = \(SwiftSyntax.stringLiteral(operation.name))
            \(access)static let operationDocument = OperationDocument(
                text: \(document),
                sha256: "\(operation.sha256)")
            \(if: hasKeyFields, "\(access)static var __cacheKeyFields: [String: [String]] { \(Compiler.metadataTypeName).cacheKeyFields }")
            \(if: hasFieldPolicies, "\(access)static var __fieldPolicies: [String: [String: [String]]] { \(Compiler.metadataTypeName).fieldPolicies }")
            \(if: hasMaxAges, "\(access)static var __cacheMaxAges: CacheMaxAges { \(Compiler.metadataTypeName).cacheMaxAges }")
            """,
            Template.joined(operation.variables.map { "\(access)var \($0.property): \(type($0))" }),
            initializer(operation),
            variables(operation),
            selectionSets.render(operation.data),
        ]
        return """
            \(access)struct \(operation.typeName): \(operation.kind.protocolName), Hashable {
                \(lines: sections, separator: "\n\n")
            }
            """
    }

    private func type(_ variable: IR.Variable) -> String {
        guard variable.isOptional else { return SwiftSyntax.type(variable.type, from: []) }
        guard variable.isNullable else { return SwiftSyntax.type(variable.type.nullable, from: []) }
        return "GraphQLNullable<\(SwiftSyntax.type(variable.type, from: [], nullable: false))>"
    }

    /// `init(id:newName:)`; an optional variable defaults to nil.
    private func initializer(_ operation: IR.Operation) -> Template {
        guard !operation.variables.isEmpty else { return "\(access)init() {}" }
        let parameters = operation.variables.map { SwiftSyntax.parameter($0.property, type($0)) + ($0.isOptional ? " = nil" : "") }
        let signature = "\(access)init(\(parameters.joined(separator: ", "))) {"
        let signatureTemplate: Template =
            signature.count <= 110
            ? Template(signature)
            : "\(access)init(\n    \(lines: parameters.map { Template($0) }, separator: ",\n")\n) {"
        return """
            \(signatureTemplate)
                \(lines: operation.variables.map { "self.\($0.property) = \(SwiftSyntax.parameterName($0.property))" })
            }
            """
    }

    /// `__variables`: the required ones always, the optional ones unless nil (absent).
    private func variables(_ operation: IR.Operation) -> Template {
        guard !operation.variables.isEmpty else { return "" }
        let required = operation.variables.filter { !$0.isOptional }
            .map { "\(SwiftSyntax.stringLiteral($0.name)): \($0.property)._jsonValue" }
        let optional = operation.variables.filter(\.isOptional)
        if optional.isEmpty {
            return "\(access)var __variables: JSONObject? { \(SwiftSyntax.list(required, prefix: "")) }"
        }
        let start = required.isEmpty ? Template("var variables = JSONObject()") : SwiftSyntax.list(required, prefix: "var variables: JSONObject = ")
        return """
            \(access)var __variables: JSONObject? {
                \(start)
                \(lines: optional.map { variable -> Template in
                    let method = variable.isNullable ? "append" : "appendUnlessNil"
                    return "variables.\(method)(\(SwiftSyntax.stringLiteral(variable.name)), \(variable.property))"
                })
                return variables
            }
            """
    }
}
