/// A field or directive is given each argument at most once.
///
/// https://spec.graphql.org/September2025/#sec-Argument-Uniqueness
public struct UniqueArgumentNamesRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: Field, _ context: ValidationContext) {
        check(node.arguments, context)
    }

    public mutating func enter(_ node: Directive, _ context: ValidationContext) {
        check(node.arguments, context)
    }

    private func check(_ arguments: [Argument], _ context: ValidationContext) {
        guard arguments.count > 1 else { return }
        for (name, names) in groupedByName(arguments.map(\.name)) where names.count > 1 {
            context.report("There can be only one argument named \"\(name)\".", at: names.map(\.loc))
        }
    }
}
