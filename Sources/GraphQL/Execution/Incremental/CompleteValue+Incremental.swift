/// Value completion in an incremental execution: an object's fields of another
/// `@defer` become an execution group for later, a streamed list's items after
/// its `initialCount` a stream (graphql-js's `executeCollectedSubfields` and
/// `completeListValue` with an `IncrementalExecutor`). Each part of the execution
/// records what it defers in its `IncrementalScope`.
extension ExecutionContext {
    /// Writes `value` as an object of `type` with the fields of `subselection` that
    /// are not deferred, deferring the others. `owner`: the field the selection is
    /// below, nil at the root.
    func writeDeferring(
        _ subselection: Subselection, below owner: FieldPlan?, _ type: TypeID, _ value: Resolved, _ state: inout ExecutionState
    ) throws(GraphQLError) {
        guard let scope = incremental, state.deliveryGroups != nil || !subselection.newDeferUsages.isEmpty else {
            return try writeObject(subselection.plans, value, &state)
        }
        let (groups, map) = (state.deliveryGroups ?? DeliveryGroupMap()).adding(subselection.newDeferUsages, at: state.path)
        let plan = scope.execution.executionPlan(subselection.plans, owner: owner, type: type, parent: scope.deferUsages ?? .empty)
        let outer = state.deliveryGroups
        state.deliveryGroups = map
        defer { state.deliveryGroups = outer }
        try writeObject(plan.current, value, &state)
        scope.add(groups, executionGroups(plan, value, state.path, map))
    }

    /// `writeDeferring` on the asynchronous path.
    func deferringBytes(
        _ subselection: Subselection, below owner: FieldPlan?, _ type: TypeID, _ value: Resolved, _ path: [PathComponent],
        _ groups: DeliveryGroupMap?
    ) async throws(GraphQLError) -> [UInt8] {
        guard let scope = incremental, groups != nil || !subselection.newDeferUsages.isEmpty else {
            return try await plainObjectBytes(subselection.plans, value, path, groups)
        }
        let (newGroups, map) = (groups ?? DeliveryGroupMap()).adding(subselection.newDeferUsages, at: path)
        let plan = scope.execution.executionPlan(subselection.plans, owner: owner, type: type, parent: scope.deferUsages ?? .empty)
        let bytes = try await plainObjectBytes(plan.current, value, path, map)
        scope.add(newGroups, executionGroups(plan, value, path, map))
        return bytes
    }

    private func executionGroups(
        _ plan: ExecutionPlan, _ value: Resolved, _ path: [PathComponent], _ map: DeliveryGroupMap
    ) -> [ExecutionGroup] {
        plan.deferred.map { deferred in
            ExecutionGroup(
                groups: deferred.usages.usages.map { map[$0] }, path: path, parent: value, plans: deferred.plans,
                deferUsages: deferred.usages, deliveryGroups: map)
        }
    }

    /// Writes a list field with `@stream`: the items before `initialCount`, then
    /// the rest (if the list reaches `initialCount`) as a stream.
    func writeStreamedList(
        _ stream: Result<StreamUsage, GraphQLError>, _ item: Shape, _ plan: FieldPlan, _ value: Resolved,
        _ state: inout ExecutionState
    ) throws(GraphQLError) {
        let elements = try listElements(value, plan, state.path)
        let usage = try streamUsage(stream, plan, state.path)
        try writeList(item, plan, Array(elements.prefix(usage.initialCount)), { $0 }, &state)
        addStream(usage, item, plan, elements, state.path)
    }

    /// `writeStreamedList` on the asynchronous path.
    func streamedListBytes(
        _ stream: Result<StreamUsage, GraphQLError>, _ item: Shape, _ plan: FieldPlan, _ elements: [Resolved],
        _ path: [PathComponent], _ groups: DeliveryGroupMap?
    ) async throws(GraphQLError) -> [UInt8] {
        let usage = try streamUsage(stream, plan, path)
        let bytes = try await listBytes(item, plan, Array(elements.prefix(usage.initialCount)), path, groups)
        addStream(usage, item, plan, elements, path)
        return bytes
    }

    private func streamUsage(
        _ stream: Result<StreamUsage, GraphQLError>, _ plan: FieldPlan, _ path: [PathComponent]
    ) throws(GraphQLError) -> StreamUsage {
        switch stream {
        case .success(let usage): return usage
        case .failure(let error): throw locate(error, plan, path)
        }
    }

    private func addStream(_ usage: StreamUsage, _ item: Shape, _ plan: FieldPlan, _ elements: [Resolved], _ path: [PathComponent]) {
        guard let scope = incremental, elements.count >= usage.initialCount else { return }
        scope.add(
            ItemStream(
                path: path, label: usage.label, items: Array(elements[usage.initialCount...]), firstIndex: usage.initialCount,
                itemShape: item, plan: scope.execution.streamedPlan(plan, in: self)))
    }
}
