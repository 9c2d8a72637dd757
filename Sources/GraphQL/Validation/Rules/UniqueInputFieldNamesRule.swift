/// An input object value gives each field at most once.
///
/// https://spec.graphql.org/September2025/#sec-Input-Object-Field-Uniqueness
public struct UniqueInputFieldNamesRule: ValidationRule {
    private var knownNameStack: [[String: Name]] = []
    private var knownNames: [String: Name] = [:]

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: ObjectValue, _ context: ValidationContext) {
        knownNameStack.append(knownNames)
        knownNames = [:]
    }

    public mutating func leave(_ node: ObjectValue, _ context: ValidationContext) {
        knownNames = knownNameStack.removeLast()
    }

    public mutating func enter(_ node: ObjectField, _ context: ValidationContext) {
        if let known = knownNames[node.name.value] {
            context.report("There can be only one input field named \"\(node.name.value)\".", at: known.loc, node.name.loc)
        } else {
            knownNames[node.name.value] = node.name
        }
    }
}
