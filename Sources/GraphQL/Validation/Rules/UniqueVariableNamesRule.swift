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

/// Names grouped by value, in the order each value first appears (graphql-js's `groupBy`).
func groupedByName(_ names: [Name]) -> [(String, [Name])] {
    guard names.count > 1 else { return names.map { ($0.value, [$0]) } }
    var groups: [(String, [Name])] = []
    var index: [String: Int] = [:]
    for name in names {
        if let position = index[name.value] {
            groups[position].1.append(name)
        } else {
            index[name.value] = groups.count
            groups.append((name.value, [name]))
        }
    }
    return groups
}
