/// Every fragment spread names a fragment defined in the document.
///
/// https://spec.graphql.org/September2025/#sec-Fragment-Spread-Target-Defined
public struct KnownFragmentNamesRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: FragmentSpread, _ context: ValidationContext) {
        guard context.fragment(named: node.name.value) == nil else { return }
        context.report("Unknown fragment \"\(node.name.value)\".", at: node.name.loc)
    }
}
