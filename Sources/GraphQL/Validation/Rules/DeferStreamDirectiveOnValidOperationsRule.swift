/// A subscription does not use `@defer` or `@stream` unless its `if` can be
/// false (a literal `false` or a variable), or the selection can be skipped by
/// `@skip` or `@include` (graphql-js 17's rule, from the incremental delivery
/// RFC's "Defer And Stream Directives Are Used On Valid Operations").
///
/// https://github.com/graphql/graphql-spec/pull/1110
public struct DeferStreamDirectiveOnValidOperationsRule: ValidationRule {
    /// Fragments found valid already.
    private var checkedFragments: Set<String> = []

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        guard node.operation == .subscription else { return }
        var visited: Set<String> = []
        var spreads: [FragmentSpread] = []
        if check(node.selectionSet, &spreads, &visited, context) {
            checkedFragments.formUnion(visited)
        }
    }

    /// Reports the unconditional `@defer`s and `@stream`s below `selectionSet`, with
    /// the spreads that lead there; whether there were none.
    private func check(
        _ selectionSet: SelectionSetNode, _ spreads: inout [FragmentSpread], _ visited: inout Set<String>,
        _ context: ValidationContext
    ) -> Bool {
        var valid = true
        for selection in selectionSet.selections {
            let directives = selection.directives
            if let skip = directives.first(named: "skip"), Self.canSkip(skip, when: true) { continue }
            if let include = directives.first(named: "include"), Self.canSkip(include, when: false) { continue }
            for directive in directives {
                let name: String
                switch directive.name.value {
                case "defer": name = "defer"
                case "stream": name = "stream"
                default: continue
                }
                if Self.ifCanBeFalse(directive) { continue }
                valid = false
                context.report(
                    "\(name == "defer" ? "Defer" : "Stream") directive not supported on subscription operations. Disable `@\(name)` by setting the `if` argument to `false`.",
                    at: [directive.loc] + spreads.reversed().map(\.loc))
            }
            switch selection {
            case .fragmentSpread(let spread):
                let name = spread.name.value
                guard !checkedFragments.contains(name), visited.insert(name).inserted, let fragment = context.fragment(named: name)
                else { continue }
                spreads.append(spread)
                valid = check(fragment.selectionSet, &spreads, &visited, context) && valid
                spreads.removeLast()
            case .field(let field):
                guard let selectionSet = field.selectionSet else { continue }
                valid = check(selectionSet, &spreads, &visited, context) && valid
            case .inlineFragment(let fragment):
                valid = check(fragment.selectionSet, &spreads, &visited, context) && valid
            }
        }
        return valid
    }

    /// Whether `@defer`'s or `@stream`'s `if` is `false` or a variable.
    private static func ifCanBeFalse(_ directive: Directive) -> Bool {
        switch directive.argument(named: "if")?.value {
        case .boolean(let value): !value.value
        case .variable: true
        default: false
        }
    }

    /// Whether `@skip` (`value` true) or `@include` (false) may leave the selection
    /// out: its `if` is `value` or a variable. A `@skip` without `if` counts as
    /// skipping (ProvidedRequiredArgumentsRule reports it), an `@include` without as not.
    private static func canSkip(_ directive: Directive, when value: Bool) -> Bool {
        switch directive.argument(named: "if")?.value {
        case nil: value
        case .boolean(let literal): literal.value == value
        default: true
        }
    }
}
