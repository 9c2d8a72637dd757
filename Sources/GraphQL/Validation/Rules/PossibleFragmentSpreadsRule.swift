/// A fragment is spread only where its type and the parent type can have an object type in common.
///
/// https://spec.graphql.org/September2025/#sec-Fragment-Spread-Is-Possible
public struct PossibleFragmentSpreadsRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: InlineFragmentNode, _ context: ValidationContext) {
        let schema = context.schema
        guard case .named(let fragmentType)? = context.typeInfo.type, schema[fragmentType].isComposite,
            let parentType = context.typeInfo.parentType, !schema.typesOverlap(fragmentType, parentType)
        else { return }
        context.report(
            "Fragment cannot be spread here as objects of type \"\(schema[parentType].name)\" can never be of type \"\(schema[fragmentType].name)\".",
            at: node.loc)
    }

    public mutating func enter(_ node: FragmentSpread, _ context: ValidationContext) {
        let schema = context.schema
        let name = node.name.value
        guard let fragment = context.fragment(named: name),
            let fragmentType = schema.typeID(named: fragment.typeCondition.name.value), schema[fragmentType].isComposite,
            let parentType = context.typeInfo.parentType, !schema.typesOverlap(fragmentType, parentType)
        else { return }
        context.report(
            "Fragment \"\(name)\" cannot be spread here as objects of type \"\(schema[parentType].name)\" can never be of type \"\(schema[fragmentType].name)\".",
            at: node.loc)
    }
}
