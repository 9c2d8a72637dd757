/// Each fragment definition has a name no other fragment in the document has.
///
/// https://spec.graphql.org/September2025/#sec-Fragment-Name-Uniqueness
public struct UniqueFragmentNamesRule: ValidationRule {
    private var knownNames: [String: Name] = [:]

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext) {
        let name = node.name
        if let known = knownNames[name.value] {
            context.report("There can be only one fragment named \"\(name.value)\".", at: known.loc, name.loc)
        } else {
            knownNames[name.value] = name
        }
    }
}
