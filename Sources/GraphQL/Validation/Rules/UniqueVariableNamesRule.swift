/// An operation defines each variable at most once.
///
/// https://spec.graphql.org/September2025/#sec-Variable-Uniqueness
public struct UniqueVariableNamesRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        for (name, names) in groupedByName(node.variableDefinitions.map(\.variable.name)) where names.count > 1 {
            context.report("There can be only one variable named \"$\(name)\".", at: names.map(\.loc))
        }
    }
}
