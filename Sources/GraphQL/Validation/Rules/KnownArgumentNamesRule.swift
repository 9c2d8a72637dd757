/// Every argument given is defined by its field or directive.
///
/// https://spec.graphql.org/September2025/#sec-Argument-Names
public struct KnownArgumentNamesRule: ValidationRule {
    private let documentDirectives: [String: DirectiveDefinition]

    public init(context: ValidationContext) {
        documentDirectives = context.documentDirectives
    }

    public mutating func enter(_ node: Directive, _ context: ValidationContext) {
        guard !node.arguments.isEmpty else { return }
        let name = node.name.value
        let known: [String]
        if let definition = documentDirectives[name] {
            known = definition.arguments.map(\.name.value)
        } else if let directive = context.typeInfo.directive {
            known = directive.arguments.map(\.name)
        } else {
            return
        }
        for argument in node.arguments where !known.contains(argument.name.value) {
            let argumentName = argument.name.value
            context.report(
                "Unknown argument \"\(argumentName)\" on directive \"@\(name)\"." + didYouMean(suggestionList(argumentName, known)),
                at: argument.loc)
        }
    }

    public mutating func enter(_ node: Argument, _ context: ValidationContext) {
        let typeInfo = context.typeInfo
        guard !typeInfo.isInDirective, typeInfo.argument == nil, let field = typeInfo.fieldDef,
            let parentType = typeInfo.parentType
        else { return }
        let name = node.name.value
        context.report(
            "Unknown argument \"\(name)\" on field \"\(context.schema[parentType].name).\(field.name)\"."
                + didYouMean(suggestionList(name, field.arguments.map(\.name))),
            at: node.loc)
    }
}
