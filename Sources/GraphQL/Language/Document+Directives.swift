extension Document {
    /// Whether a selection of an operation or fragment (a field, a fragment spread, an
    /// inline fragment) carries a directive named one of `names`: what a server asks
    /// of a document once, e.g. whether it defers or streams anything.
    public func usesDirective(named names: Set<String>) -> Bool {
        definitions.contains { definition in
            switch definition {
            case .operation(let operation): Self.uses(names, in: operation.selectionSet)
            case .fragment(let fragment): Self.uses(names, in: fragment.selectionSet)
            default: false
            }
        }
    }

    private static func uses(_ names: Set<String>, in selectionSet: SelectionSetNode) -> Bool {
        selectionSet.selections.contains { selection in
            if selection.directives.contains(where: { names.contains($0.name.value) }) { return true }
            switch selection {
            case .field(let field): return field.selectionSet.map { uses(names, in: $0) } ?? false
            case .inlineFragment(let fragment): return uses(names, in: fragment.selectionSet)
            case .fragmentSpread: return false
            }
        }
    }
}
