/// Fragments condition on object, interface or union types.
///
/// https://spec.graphql.org/September2025/#sec-Fragments-on-Object-Interface-or-Union-Types
public struct FragmentsOnCompositeTypesRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: InlineFragmentNode, _ context: ValidationContext) {
        guard let condition = node.typeCondition, !isComposite(condition, context) else { return }
        context.report("Fragment cannot condition on non composite type \"\(condition.name.value)\".", at: condition.loc)
    }

    public mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext) {
        guard !isComposite(node.typeCondition, context) else { return }
        context.report(
            "Fragment \"\(node.name.value)\" cannot condition on non composite type \"\(node.typeCondition.name.value)\".",
            at: node.typeCondition.loc)
    }

    /// Composite, or unknown (KnownTypeNames reports those).
    private func isComposite(_ condition: NamedType, _ context: ValidationContext) -> Bool {
        context.schema.type(named: condition.name.value)?.isComposite ?? true
    }
}
