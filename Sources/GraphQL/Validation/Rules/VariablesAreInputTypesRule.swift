/// Variables have input types: scalars, enums or input objects.
///
/// https://spec.graphql.org/September2025/#sec-Variables-Are-Input-Types
public struct VariablesAreInputTypesRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: VariableDefinition, _ context: ValidationContext) {
        guard let type = context.schema.type(named: node.type.namedType.name.value), !type.isInputType else { return }
        context.report(
            "Variable \"$\(node.variable.name.value)\" cannot be non-input type \"\(Printer.print(node.type))\".",
            at: node.type.loc)
    }
}
