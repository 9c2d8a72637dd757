import QuillSync

/// What every part of one incremental execution shares: the request, the
/// resolvers and context, the schema's `@defer` and `@stream`, and the plans
/// computed for the deferred parts.
final class IncrementalExecution: Sendable {
    let request: Request
    let table: ResolverTable
    let context: any Sendable
    let allowsSuspension: Bool
    /// The schema's directives; `nil` when it does not declare one (it is ignored).
    let deferDirective: GraphQLDirective?
    let streamDirective: GraphQLDirective?
    private let executionPlans = Locked<[PlanKey: ExecutionPlan]>([:])
    private let streamedPlans = Locked<[ObjectIdentifier: FieldPlan]>([:])

    init(request: Request, table: ResolverTable, context: any Sendable, allowsSuspension: Bool) {
        self.request = request
        self.table = table
        self.context = context
        self.allowsSuspension = allowsSuspension
        deferDirective = request.schema.directive(named: "defer")
        streamDirective = request.schema.directive(named: "stream")
    }

    /// A context for one part of the execution: the initial result
    /// (`deferUsages` nil), an execution group, or a stream item (nil).
    func context(deferUsages: DeferUsageSet?) -> ExecutionContext {
        ExecutionContext(
            request: request, table: table, context: context, allowsSuspension: allowsSuspension,
            incremental: IncrementalScope(execution: self, deferUsages: deferUsages))
    }

    /// Where a selection's plans were collected: below a field (its plan) or at the root.
    struct PlanKey: Hashable {
        let owner: ObjectIdentifier?
        let type: TypeID
        let parent: DeferUsageSet
    }

    /// `plans` (collected for `type` below `owner`, the root when nil) split for the
    /// fields of `parent` (graphql-js's `buildExecutionPlan`), computed once.
    func executionPlan(_ plans: [FieldPlan], owner: FieldPlan?, type: TypeID, parent: DeferUsageSet) -> ExecutionPlan {
        let key = PlanKey(owner: owner.map(ObjectIdentifier.init), type: type, parent: parent)
        if let found = executionPlans.withLock({ $0[key] }) { return found }
        let plan = ExecutionPlan(plans, parent: parent)
        executionPlans.withLock { $0[key] = plan }
        return plan
    }

    /// `plan` without its nodes' defer usages: how its streamed items are completed.
    func streamedPlan(_ plan: FieldPlan, in context: ExecutionContext) -> FieldPlan {
        let key = ObjectIdentifier(plan)
        if let found = streamedPlans.withLock({ $0[key] }) { return found }
        guard let streamed = context.plan(plan.responseKey, plan.nodes, on: plan.parentType, eager: true) else {
            preconditionFailure("A planned field is planned again")
        }
        streamedPlans.withLock { $0[key] = streamed }
        return streamed
    }
}

/// One part of an incremental execution (the initial result, an execution group,
/// a stream item): the defer usages it runs for, and the work it makes.
final class IncrementalScope: Sendable {
    let execution: IncrementalExecution
    /// The defer usages of the execution group run; nil for the initial result and stream items.
    let deferUsages: DeferUsageSet?
    private let state = Locked(State())

    private struct State {
        var work = Work()
        /// Where a field error wrote `null`.
        var nulled: [[PathComponent]] = []
    }

    init(execution: IncrementalExecution, deferUsages: DeferUsageSet?) {
        self.execution = execution
        self.deferUsages = deferUsages
    }

    func add(_ groups: [DeliveryGroup], _ tasks: [ExecutionGroup]) {
        state.withLock { state in
            state.work.groups += groups
            state.work.tasks += tasks
        }
    }

    func add(_ stream: ItemStream) {
        state.withLock { $0.work.streams.append(stream) }
    }

    /// Records that a field error wrote `null` at `path`: work below it is dropped.
    func nulled(at path: [PathComponent]) {
        state.withLock { $0.nulled.append(path) }
    }

    /// The work made, without the execution groups and streams below a `null`
    /// (graphql-js's `getIncrementalWork`).
    var work: Work {
        state.withLock { state in
            guard !state.nulled.isEmpty else { return state.work }
            let nulled = Set(state.nulled)
            func isNulled(_ path: [PathComponent]) -> Bool {
                (0...path.count).contains { nulled.contains(Array(path.prefix($0))) }
            }
            var work = state.work
            work.tasks.removeAll { isNulled($0.path) }
            work.streams.removeAll { isNulled($0.path) }
            return work
        }
    }
}

/// A selection's plans split by defer usages: the fields to write now and the
/// deferred grouped field sets (graphql-js's `ExecutionPlan`).
struct ExecutionPlan: Sendable {
    let current: [FieldPlan]
    let deferred: [(usages: DeferUsageSet, plans: [FieldPlan])]

    /// Each field goes with its nodes' defer usages, less those nested in another of
    /// them; to `current` when that is `parent`, else to its set's deferred plans.
    init(_ plans: [FieldPlan], parent: DeferUsageSet) {
        var current: [FieldPlan] = []
        var deferred: [(usages: DeferUsageSet, plans: [FieldPlan])] = []
        for plan in plans {
            let usages = Self.usages(of: plan)
            if usages == parent {
                current.append(plan)
            } else if let index = deferred.firstIndex(where: { $0.usages == usages }) {
                deferred[index].plans.append(plan)
            } else {
                deferred.append((usages, [plan]))
            }
        }
        self.current = current
        self.deferred = deferred
    }

    /// The defer usages a field is delivered with: none if any of its nodes is
    /// outside a `@defer`.
    static func usages(of plan: FieldPlan) -> DeferUsageSet {
        var usages: [DeferUsage] = []
        for usage in plan.deferUsages {
            guard let usage else { return .empty }
            if !usages.contains(where: { $0 === usage }) { usages.append(usage) }
        }
        return DeferUsageSet(usages.filter { usage in !usages.contains { usage !== $0 && usage.isNested(in: $0) } })
    }
}
