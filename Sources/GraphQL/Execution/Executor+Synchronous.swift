/// Whether an operation can run without suspending, so that a server can answer
/// it on the spot with `executeSync` instead of starting a task.
extension Executor {
    /// Whether no field the operation selects has an `async` resolver, nor leads to
    /// an abstract type from which one is reachable, and it is not a mutation run by a
    /// runner (`Resolvers.aroundMutations`). `document` must be valid;
    /// `operation` is one of its operations. A subscription is never synchronous.
    public func isSynchronous(_ operation: OperationDefinition, in document: Document) -> Bool {
        if operation.operation == .mutation && table.mutationRunner != nil { return false }
        return resolvesWithoutSuspending(operation, in: document)
    }

    /// Whether no field the operation selects has an `async` resolver, nor leads to an
    /// abstract type from which one is reachable (a subscription always suspends).
    func resolvesWithoutSuspending(_ operation: OperationDefinition, in document: Document) -> Bool {
        guard operation.operation != .subscription, let root = schema.rootType(for: operation.operation) else {
            return operation.operation != .subscription
        }
        let fragments = document.fragmentsByName
        var visited: Set<String> = []
        return !maySuspend(operation.selectionSet, on: root, fragments, &visited)
    }

    private func maySuspend(
        _ selectionSet: SelectionSetNode, on type: TypeID, _ fragments: [String: FragmentDefinition], _ visited: inout Set<String>
    ) -> Bool {
        if schema[type].isAbstract { return table.reachesAsync[type] }
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                guard let index = schema[type].fields.firstIndex(where: { $0.name == field.name.value }) else { continue }
                if case .async = table.fields[type][index] { return true }
                let fieldType = schema[type].fields[index].type.namedType
                if let subselection = field.selectionSet, maySuspend(subselection, on: fieldType, fragments, &visited) {
                    return true
                }
            case .inlineFragment(let fragment):
                let condition = fragment.typeCondition.flatMap { schema.typeID(named: $0.name.value) } ?? type
                if maySuspend(fragment.selectionSet, on: condition, fragments, &visited) { return true }
            case .fragmentSpread(let spread):
                guard visited.insert(spread.name.value).inserted, let fragment = fragments[spread.name.value],
                    let condition = schema.typeID(named: fragment.typeCondition.name.value)
                else { continue }
                if maySuspend(fragment.selectionSet, on: condition, fragments, &visited) { return true }
            }
        }
        return false
    }
}
