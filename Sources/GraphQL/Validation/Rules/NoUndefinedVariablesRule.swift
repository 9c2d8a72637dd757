/// Every variable an operation uses, directly or through fragments, is defined by that operation.
///
/// https://spec.graphql.org/September2025/#sec-All-Variable-Uses-Defined
public struct NoUndefinedVariablesRule: ValidationRule {
    private var defined: Set<String> = []

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        defined = []
    }

    public mutating func enter(_ node: VariableDefinition, _ context: ValidationContext) {
        defined.insert(node.variable.name.value)
    }

    public mutating func leave(_ node: OperationDefinition, _ context: ValidationContext) {
        for usage in context.recursiveVariableUsages(of: node) where !defined.contains(usage.node.name.value) {
            let name = usage.node.name.value
            let message =
                node.name.map { "Variable \"$\(name)\" is not defined by operation \"\($0.value)\"." }
                ?? "Variable \"$\(name)\" is not defined."
            context.report(message, at: usage.node.loc, node.loc)
        }
    }
}
