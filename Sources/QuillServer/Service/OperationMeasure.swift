import GraphQL

/// The size of a selection set with its fragments expanded: field depth, field
/// count and alias count, which `GraphQLLimits` bounds.
struct SelectionSize: Sendable, Hashable {
    var depth = 0
    var fields = 0
    var aliases = 0
}

/// Measures the selection sets of one valid document (no fragment cycles),
/// measuring each fragment once however often it is spread.
struct OperationMeasure {
    private let fragments: [String: FragmentDefinition]
    private var measured: [String: SelectionSize] = [:]

    init(_ document: Document) {
        fragments = document.fragmentsByName
    }

    mutating func size(of selectionSet: SelectionSetNode) -> SelectionSize {
        var total = SelectionSize()
        for selection in selectionSet.selections {
            let part: SelectionSize
            switch selection {
            case .field(let field):
                var inner = field.selectionSet.map { self.size(of: $0) } ?? SelectionSize()
                inner.depth += 1
                inner.fields += 1
                if field.alias != nil { inner.aliases += 1 }
                part = inner
            case .inlineFragment(let fragment):
                part = size(of: fragment.selectionSet)
            case .fragmentSpread(let spread):
                part = fragmentSize(spread.name.value)
            }
            total.depth = max(total.depth, part.depth)
            // Saturating sums: a document of nested spreads can describe huge expansions.
            total.fields = add(total.fields, part.fields)
            total.aliases = add(total.aliases, part.aliases)
        }
        return total
    }

    private mutating func fragmentSize(_ name: String) -> SelectionSize {
        if let size = measured[name] { return size }
        guard let fragment = fragments[name] else { return SelectionSize() }
        let measuredSize = size(of: fragment.selectionSet)
        measured[name] = measuredSize
        return measuredSize
    }

    private func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}
