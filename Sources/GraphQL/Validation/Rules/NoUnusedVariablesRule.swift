/// Every variable an operation defines is used, directly or through fragments.
///
/// https://spec.graphql.org/September2025/#sec-All-Variables-Used
public struct NoUnusedVariablesRule: ValidationRule {
    private var definitions: [VariableDefinition] = []

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        definitions = []
    }

    public mutating func enter(_ node: VariableDefinition, _ context: ValidationContext) {
        definitions.append(node)
    }

    public mutating func leave(_ node: OperationDefinition, _ context: ValidationContext) {
        guard !definitions.isEmpty else { return }
        let used = Set(context.recursiveVariableUsages(of: node).map(\.node.name.value))
        for definition in definitions where !used.contains(definition.variable.name.value) {
            let name = definition.variable.name.value
            let message =
                node.name.map { "Variable \"$\(name)\" is never used in operation \"\($0.value)\"." }
                ?? "Variable \"$\(name)\" is never used."
            context.report(message, at: definition.loc)
        }
    }
}
