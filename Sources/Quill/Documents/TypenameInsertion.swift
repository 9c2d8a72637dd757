import GraphQL

/// Adds `__typename` to every selection set of an operation's document that lacks it
/// (the cache keys objects and matches fragments by it), without ever making the
/// document invalid: nothing is added at an operation's root (a subscription's root
/// must select exactly one field), nor at the top of a fragment spread at a
/// subscription's root, nor where the response key `__typename` is already taken by
/// another field (`__typename: id`), which would be a conflict.
enum TypenameInsertion {
    /// The document with `__typename` added, printed; nil when nothing had to be added
    /// (or the text does not parse: it is sent as written, for the server to report).
    static func transform(_ text: String) -> String? {
        guard var document = try? Parser.parse(text) else { return nil }
        var fragments: [String: FragmentDefinition] = [:]
        for case .fragment(let fragment) in document.definitions { fragments[fragment.name.value] = fragment }
        var atSubscriptionRoot = Set<String>()
        for case .operation(let operation) in document.definitions where operation.operation == .subscription {
            collectRootSpreads(operation.selectionSet, fragments, into: &atSubscriptionRoot)
        }
        var context = Context(fragments: fragments)
        for index in document.definitions.indices {
            switch document.definitions[index] {
            case .operation(var operation):
                operation.selectionSet = context.transform(operation.selectionSet, insertHere: false)
                document.definitions[index] = .operation(operation)
            case .fragment(var fragment):
                let insert = !atSubscriptionRoot.contains(fragment.name.value)
                fragment.selectionSet = context.transform(fragment.selectionSet, insertHere: insert)
                document.definitions[index] = .fragment(fragment)
            default:
                continue
            }
        }
        return context.inserted ? Printer.print(document) : nil
    }

    /// The fragments spread at the root level of a selection set, through inline
    /// fragments and through each other.
    private static func collectRootSpreads(
        _ selectionSet: SelectionSetNode, _ fragments: [String: FragmentDefinition], into names: inout Set<String>
    ) {
        for selection in selectionSet.selections {
            switch selection {
            case .field: continue
            case .inlineFragment(let inline): collectRootSpreads(inline.selectionSet, fragments, into: &names)
            case .fragmentSpread(let spread):
                guard names.insert(spread.name.value).inserted, let fragment = fragments[spread.name.value] else { continue }
                collectRootSpreads(fragment.selectionSet, fragments, into: &names)
            }
        }
    }

    private struct Context {
        let fragments: [String: FragmentDefinition]
        var inserted = false

        /// The selection set with `__typename` added to it (when `insertHere`) and below.
        mutating func transform(_ selectionSet: SelectionSetNode, insertHere: Bool) -> SelectionSetNode {
            var selectionSet = selectionSet
            for index in selectionSet.selections.indices {
                switch selectionSet.selections[index] {
                case .field(var field):
                    guard let child = field.selectionSet else { continue }
                    field.selectionSet = transform(child, insertHere: true)
                    selectionSet.selections[index] = .field(field)
                case .inlineFragment(var inline):
                    // Its fields belong to the enclosing set, which gets the `__typename`.
                    inline.selectionSet = transform(inline.selectionSet, insertHere: false)
                    selectionSet.selections[index] = .inlineFragment(inline)
                case .fragmentSpread:
                    continue
                }
            }
            if insertHere && needsTypename(selectionSet) {
                let location = Location(start: selectionSet.loc.start, end: selectionSet.loc.start)
                let typename = Field(
                    alias: nil, name: Name(value: "__typename", location: location), arguments: [], directives: [],
                    selectionSet: nil, location: location)
                selectionSet.selections.insert(.field(typename), at: 0)
                inserted = true
            }
            return selectionSet
        }

        /// Whether the set has no unconditional `__typename` and no other field answering
        /// under that response key (directly, in inline fragments or in spread fragments).
        private func needsTypename(_ selectionSet: SelectionSetNode) -> Bool {
            for case .field(let field) in selectionSet.selections
            where field.name.value == "__typename" && field.alias == nil && field.directives.isEmpty {
                return false
            }
            var visited = Set<String>()
            return !takesTypenameKey(selectionSet, &visited)
        }

        private func takesTypenameKey(_ selectionSet: SelectionSetNode, _ visited: inout Set<String>) -> Bool {
            for selection in selectionSet.selections {
                switch selection {
                case .field(let field):
                    if field.responseKey == "__typename" && field.name.value != "__typename" { return true }
                case .inlineFragment(let inline):
                    if takesTypenameKey(inline.selectionSet, &visited) { return true }
                case .fragmentSpread(let spread):
                    guard visited.insert(spread.name.value).inserted, let fragment = fragments[spread.name.value] else { continue }
                    if takesTypenameKey(fragment.selectionSet, &visited) { return true }
                }
            }
            return false
        }
    }
}
