/// A non-repeatable directive appears at most once at each location.
///
/// https://spec.graphql.org/September2025/#sec-Directives-Are-Unique-per-Location
public struct UniqueDirectivesPerLocationRule: ValidationRule {
    private let documentDirectives: [String: DirectiveDefinition]
    /// Per type name (and `schema`): the directives of its definition and extensions so far.
    private var typeSystemDirectives: [String: [String: Directive]] = [:]

    public init(context: ValidationContext) {
        documentDirectives = context.documentDirectives
    }

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        check(node.directives, context)
    }

    public mutating func enter(_ node: VariableDefinition, _ context: ValidationContext) {
        check(node.directives, context)
    }

    public mutating func enter(_ node: Field, _ context: ValidationContext) {
        check(node.directives, context)
    }

    public mutating func enter(_ node: FragmentSpread, _ context: ValidationContext) {
        check(node.directives, context)
    }

    public mutating func enter(_ node: InlineFragmentNode, _ context: ValidationContext) {
        check(node.directives, context)
    }

    public mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext) {
        check(node.directives, context)
    }

    public mutating func enter(_ node: TypeSystemDirectives, _ context: ValidationContext) {
        guard let key = node.key else { return check(node.directives, context) }
        var seen = typeSystemDirectives[key] ?? [:]
        check(node.directives, &seen, context)
        typeSystemDirectives[key] = seen
    }

    private func check(_ directives: [Directive], _ context: ValidationContext) {
        guard directives.count > 1 else { return }
        var seen: [String: Directive] = [:]
        check(directives, &seen, context)
    }

    private func check(_ directives: [Directive], _ seen: inout [String: Directive], _ context: ValidationContext) {
        for directive in directives where isUnique(directive.name.value, context) {
            let name = directive.name.value
            if let first = seen[name] {
                context.report("The directive \"@\(name)\" can only be used once at this location.", at: first.loc, directive.loc)
            } else {
                seen[name] = directive
            }
        }
    }

    /// Whether a known directive is not repeatable.
    private func isUnique(_ name: String, _ context: ValidationContext) -> Bool {
        if let definition = documentDirectives[name] { return !definition.repeatable }
        if let directive = context.schema.directive(named: name) { return !directive.isRepeatable }
        return false
    }
}
