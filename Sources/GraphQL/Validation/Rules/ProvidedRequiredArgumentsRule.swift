/// Every required argument (non-null, without a default value) of a field or directive is given.
///
/// https://spec.graphql.org/September2025/#sec-Required-Arguments
public struct ProvidedRequiredArgumentsRule: ValidationRule {
    private let documentDirectives: [String: DirectiveDefinition]

    public init(context: ValidationContext) {
        documentDirectives = context.documentDirectives
    }

    public mutating func leave(_ node: Field, _ context: ValidationContext) {
        guard let field = context.typeInfo.fieldDef else { return }
        for argument in field.arguments where argument.isRequired && !node.arguments.contains(where: { $0.name.value == argument.name }) {
            context.report(
                "Field \"\(field.name)\" argument \"\(argument.name)\" of type \"\(context.schema.describe(argument.type))\" is required, but it was not provided.",
                at: node.loc)
        }
    }

    public mutating func leave(_ node: Directive, _ context: ValidationContext) {
        let name = node.name.value
        let required: [(name: String, type: String)]
        if let definition = documentDirectives[name] {
            required = definition.arguments.filter { argument in
                if case .nonNull = argument.type, argument.defaultValue == nil { return true }
                return false
            }.map { ($0.name.value, Printer.print($0.type)) }
        } else if let directive = context.typeInfo.directive {
            required = directive.arguments.filter(\.isRequired).map { ($0.name, context.schema.describe($0.type)) }
        } else {
            return
        }
        for argument in required where !node.arguments.contains(where: { $0.name.value == argument.name }) {
            context.report(
                "Directive \"@\(name)\" argument \"\(argument.name)\" of type \"\(argument.type)\" is required, but it was not provided.",
                at: node.loc)
        }
    }
}
