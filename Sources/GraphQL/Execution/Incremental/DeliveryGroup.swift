/// A deferred fragment at one position of the response: what a `pending` entry
/// announces and a `completed` entry ends (graphql-js's `DeliveryGroup`). One per
/// `@defer` and object it applies to; nested `@defer`s are its children.
final class DeliveryGroup: Hashable, Sendable {
    let path: [PathComponent]
    let label: String?
    let parent: DeliveryGroup?

    init(path: [PathComponent], label: String?, parent: DeliveryGroup?) {
        self.path = path
        self.label = label
        self.parent = parent
    }

    static func == (lhs: DeliveryGroup, rhs: DeliveryGroup) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The delivery groups of the defer usages in scope at a position of the response.
struct DeliveryGroupMap: Sendable {
    private var entries: [(usage: DeferUsage, group: DeliveryGroup)] = []

    subscript(usage: DeferUsage) -> DeliveryGroup {
        guard let entry = entries.last(where: { $0.usage === usage }) else {
            preconditionFailure("A defer usage is in scope where its fragments are collected")
        }
        return entry.group
    }

    /// This map with a new delivery group at `path` for each of `usages`.
    func adding(_ usages: [DeferUsage], at path: [PathComponent]) -> (groups: [DeliveryGroup], map: DeliveryGroupMap) {
        var map = self
        var groups: [DeliveryGroup] = []
        for usage in usages {
            let group = DeliveryGroup(path: path, label: usage.label, parent: usage.parent.map { map[$0] })
            groups.append(group)
            map.entries.append((usage, group))
        }
        return (groups, map)
    }
}

/// A deferred grouped field set: fields of one object that belong to the same
/// delivery groups, executed once its first group is announced and delivered
/// with the last (graphql-js's `ExecutionGroup`).
final class ExecutionGroup: Hashable, Sendable {
    let groups: [DeliveryGroup]
    let path: [PathComponent]
    let parent: Resolved
    let plans: [FieldPlan]
    /// The defer usages of `plans`: deeper fields of other usages are deferred again.
    let deferUsages: DeferUsageSet
    let deliveryGroups: DeliveryGroupMap

    init(
        groups: [DeliveryGroup], path: [PathComponent], parent: Resolved, plans: [FieldPlan], deferUsages: DeferUsageSet,
        deliveryGroups: DeliveryGroupMap
    ) {
        self.groups = groups
        self.path = path
        self.parent = parent
        self.plans = plans
        self.deferUsages = deferUsages
        self.deliveryGroups = deliveryGroups
    }

    /// Whether running it may suspend: a field may, or its object reads its fields then.
    var maySuspend: Bool {
        if case .selection(.partialObject) = parent { return true }
        return plans.contains(where: \.maySuspend)
    }

    static func == (lhs: ExecutionGroup, rhs: ExecutionGroup) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The items of a streamed list after its `initialCount` (graphql-js's `ItemStream`).
final class ItemStream: Hashable, Sendable {
    let path: [PathComponent]
    let label: String?
    /// The items still to complete; the first is at `firstIndex` in the list.
    let items: [Resolved]
    let firstIndex: Int
    let itemShape: Shape
    /// The list field's plan without its nodes' defer usages.
    let plan: FieldPlan

    init(path: [PathComponent], label: String?, items: [Resolved], firstIndex: Int, itemShape: Shape, plan: FieldPlan) {
        self.path = path
        self.label = label
        self.items = items
        self.firstIndex = firstIndex
        self.itemShape = itemShape
        self.plan = plan
    }

    static func == (lhs: ItemStream, rhs: ItemStream) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The incremental work one execution made: new delivery groups, the execution
/// groups to run for them, and streams.
struct Work: Sendable {
    var groups: [DeliveryGroup] = []
    var tasks: [ExecutionGroup] = []
    var streams: [ItemStream] = []

    var isEmpty: Bool { groups.isEmpty && tasks.isEmpty && streams.isEmpty }
}
