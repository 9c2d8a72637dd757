/// Each named operation has a name no other operation in the document has.
///
/// https://spec.graphql.org/September2025/#sec-Operation-Name-Uniqueness
public struct UniqueOperationNamesRule: ValidationRule {
    private var knownNames: [String: Name] = [:]

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        guard let name = node.name else { return }
        if let known = knownNames[name.value] {
            context.report("There can be only one operation named \"\(name.value)\".", at: known.loc, name.loc)
        } else {
            knownNames[name.value] = name
        }
    }
}
