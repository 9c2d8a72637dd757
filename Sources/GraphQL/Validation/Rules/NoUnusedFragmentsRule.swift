/// Every fragment defined is spread by some operation, directly or through other fragments.
///
/// https://spec.graphql.org/September2025/#sec-Fragments-Must-Be-Used
public struct NoUnusedFragmentsRule: ValidationRule {
    private var operations: [OperationDefinition] = []
    private var fragments: [FragmentDefinition] = []

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        operations.append(node)
    }

    public mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext) {
        fragments.append(node)
    }

    public mutating func leave(_ node: Document, _ context: ValidationContext) {
        var used: Set<String> = []
        for operation in operations {
            for fragment in context.recursivelyReferencedFragments(of: operation) {
                used.insert(fragment.name.value)
            }
        }
        for fragment in fragments where !used.contains(fragment.name.value) {
            context.report("Fragment \"\(fragment.name.value)\" is never used.", at: fragment.loc)
        }
    }
}
