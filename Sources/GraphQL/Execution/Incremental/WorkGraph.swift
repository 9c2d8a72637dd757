/// What running an execution group or completing a stream item produced: its
/// value and the incremental work it made.
struct WorkResult: Sendable {
    enum Value: Sendable {
        /// An execution group's fields as a JSON object, for its delivery groups.
        case group(groups: [DeliveryGroup], path: [PathComponent], data: [UInt8], errors: [GraphQLError])
        /// One completed stream item as JSON.
        case item(bytes: [UInt8], errors: [GraphQLError])
    }

    let value: Value
    let work: Work
}

/// What the work graph tells the publisher (graphql-js's work queue events).
enum WorkEvent {
    case groupValues(DeliveryGroup, [WorkResult.Value])
    case groupSuccess(DeliveryGroup, newGroups: [DeliveryGroup], newStreams: [ItemStream])
    case groupFailure(DeliveryGroup, GraphQLError)
    case streamValues(ItemStream, [WorkResult.Value], newGroups: [DeliveryGroup], newStreams: [ItemStream])
    case streamSuccess(ItemStream)
    case streamFailure(ItemStream, GraphQLError)
    case termination
}

/// What happened to running work, in the order it happened.
enum GraphEvent: Sendable {
    case taskSettled(ExecutionGroup, Result<WorkResult, GraphQLError>)
    /// A batch of a stream's items; `stopped` when the stream's end came with them.
    case streamItems(ItemStream, [WorkResult], stopped: Bool)
    case streamSuccess(ItemStream)
    case streamFailure(ItemStream, GraphQLError)
}

/// The dependency graph of incremental delivery (graphql-js's `WorkQueue`):
/// delivery groups with their execution groups and child groups, and streams.
/// A group is delivered when it is a root (announced) and all its execution
/// groups ran; its children then become roots. Execution groups run only once
/// one of their groups is a root; groups without execution groups are pruned,
/// their children promoted. Not thread-safe: the publisher owns it.
struct WorkGraph {
    private final class GroupNode {
        var childGroups: [DeliveryGroup] = []
        var tasks: [ExecutionGroup] = []
        var pending = 0
    }

    private final class TaskNode {
        var value: WorkResult.Value?
        var childStreams: [ItemStream] = []
    }

    enum Outcome {
        case pending
        case settled(Result<WorkResult, GraphQLError>)
    }

    private(set) var rootGroups: [DeliveryGroup] = []
    private(set) var rootStreams: [ItemStream] = []
    private var groupNodes: [DeliveryGroup: GroupNode] = [:]
    private var taskNodes: [ExecutionGroup: TaskNode] = [:]
    /// Each started execution group's outcome, kept for the groups that start it later.
    private var outcomes: [ExecutionGroup: Outcome] = [:]

    /// Starts an execution group: runs it if it may not suspend and returns how it
    /// settled, or starts it and returns `.pending`.
    typealias Run = (ExecutionGroup) -> Outcome
    /// Starts pumping a stream's items.
    typealias Pump = (ItemStream) -> Void

    /// The graph of the initial result's work; `initialGroups` and
    /// `initialStreams` are its roots, to announce as pending.
    init(_ work: Work) {
        var events: [GraphEvent] = []
        let (groups, streams) = integrate(work, parent: nil, &events, run: { _ in .pending })
        rootGroups = prune(groups)
        rootStreams = streams
    }

    var isEmpty: Bool { rootGroups.isEmpty && rootStreams.isEmpty }

    /// Starts the roots' execution groups and streams.
    mutating func start(_ events: inout [GraphEvent], run: Run, pump: Pump) {
        for group in rootGroups { startGroup(group, &events, run) }
        for stream in rootStreams { pump(stream) }
    }

    /// Handles one graph event; started work may add graph events to `events`.
    mutating func handle(_ event: GraphEvent, _ events: inout [GraphEvent], run: Run, pump: Pump) -> [WorkEvent] {
        switch event {
        case .taskSettled(let task, let result):
            outcomes[task] = .settled(result)
            switch result {
            case .success(let result): return taskSucceeded(task, result, &events, run, pump)
            case .failure(let error): return taskFailed(task, error)
            }
        case .streamItems(let stream, let items, let stopped):
            return streamItems(stream, items, stopped, &events, run, pump)
        case .streamSuccess(let stream):
            guard let index = rootStreams.firstIndex(of: stream) else { return [] }
            rootStreams.remove(at: index)
            return [.streamSuccess(stream)]
        case .streamFailure(let stream, let error):
            rootStreams.removeAll { $0 == stream }
            return [.streamFailure(stream, error)]
        }
    }

    // MARK: Integrating new work

    /// Adds new work (of `parent`, an execution group, or of the initial result or
    /// a stream item when nil); the new root groups and streams.
    private mutating func integrate(
        _ work: Work, parent: ExecutionGroup?, _ events: inout [GraphEvent], run: Run
    ) -> (groups: [DeliveryGroup], streams: [ItemStream]) {
        var newRoots: [DeliveryGroup] = []
        var visited: Set<DeliveryGroup> = []
        let added = Set(work.groups)
        for group in work.groups { add(group, added, &newRoots, &visited, parent) }
        // An execution group of a root group (one split off below it) starts at once.
        for task in work.tasks { add(task, &events, run) }
        guard let parent else { return (newRoots, work.streams) }
        taskNodes[parent]?.childStreams += work.streams
        return (newRoots, [])
    }

    /// Adds a group after its parent, if that is new too; dropped when its parent is gone.
    private mutating func add(
        _ group: DeliveryGroup, _ added: Set<DeliveryGroup>, _ newRoots: inout [DeliveryGroup],
        _ visited: inout Set<DeliveryGroup>, _ parentTask: ExecutionGroup?
    ) {
        guard visited.insert(group).inserted else { return }
        if let parent = group.parent {
            if added.contains(parent) { add(parent, added, &newRoots, &visited, parentTask) }
            guard let parentNode = groupNodes[parent] else { return }
            groupNodes[group] = GroupNode()
            parentNode.childGroups.append(group)
        } else {
            groupNodes[group] = GroupNode()
            if parentTask == nil { newRoots.append(group) }
        }
    }

    private mutating func add(_ task: ExecutionGroup, _ events: inout [GraphEvent], _ run: Run) {
        for group in task.groups {
            guard let node = groupNodes[group] else { continue }
            node.tasks.append(task)
            node.pending += 1
            if rootGroups.contains(group) { startTask(task, &events, run) }
        }
    }

    /// The groups among `groups` with execution groups; the others are removed
    /// and their children considered in their place.
    private mutating func prune(_ groups: [DeliveryGroup]) -> [DeliveryGroup] {
        var nonEmpty: [DeliveryGroup] = []
        prune(groups, into: &nonEmpty)
        return nonEmpty
    }

    private mutating func prune(_ groups: [DeliveryGroup], into nonEmpty: inout [DeliveryGroup]) {
        for group in groups {
            guard let node = groupNodes[group] else { continue }
            if !node.tasks.isEmpty {
                nonEmpty.append(group)
            } else {
                groupNodes[group] = nil
                prune(node.childGroups, into: &nonEmpty)
            }
        }
    }

    // MARK: Starting work

    /// Makes new groups and streams roots and starts them; the events of the groups
    /// that are complete at once.
    private mutating func startNewWork(
        _ groups: [DeliveryGroup], _ streams: [ItemStream], _ events: inout [GraphEvent], _ run: Run, _ pump: Pump
    ) -> [WorkEvent] {
        var workEvents: [WorkEvent] = []
        var groupsToStart = groups
        var streamsToStart = streams
        var index = 0
        while index < groupsToStart.count {
            let group = groupsToStart[index]
            index += 1
            rootGroups.append(group)
            startGroup(group, &events, run)
            if let node = groupNodes[group] {
                finishIfComplete(group, node, &workEvents, &groupsToStart, &streamsToStart)
            }
        }
        for stream in streamsToStart {
            rootStreams.append(stream)
            pump(stream)
        }
        return workEvents
    }

    private mutating func startGroup(_ group: DeliveryGroup, _ events: inout [GraphEvent], _ run: Run) {
        guard let node = groupNodes[group] else { return }
        for task in node.tasks { startTask(task, &events, run) }
    }

    /// Starts an execution group once; a failed one reports its failure each time
    /// another of its groups starts it.
    private mutating func startTask(_ task: ExecutionGroup, _ events: inout [GraphEvent], _ run: Run) {
        let alreadyStarted = taskNodes[task] != nil
        if !alreadyStarted { taskNodes[task] = TaskNode() }
        let outcome: Outcome
        if let known = outcomes[task] {
            outcome = known
        } else {
            outcome = run(task)
            outcomes[task] = outcome
        }
        switch outcome {
        case .settled(.failure(let error)):
            events.append(.taskSettled(task, .failure(error)))
        case .settled(let result) where !alreadyStarted:
            events.append(.taskSettled(task, result))
        case .settled, .pending:
            break
        }
    }

    // MARK: Handling results

    private mutating func taskSucceeded(
        _ task: ExecutionGroup, _ result: WorkResult, _ events: inout [GraphEvent], _ run: Run, _ pump: Pump
    ) -> [WorkEvent] {
        guard let taskNode = taskNodes[task] else { return [] }
        taskNode.value = result.value
        _ = integrate(result.work, parent: task, &events, run: run)
        var workEvents: [WorkEvent] = []
        var newGroups: [DeliveryGroup] = []
        var newStreams: [ItemStream] = []
        for group in task.groups {
            guard let node = groupNodes[group] else { continue }
            node.pending -= 1
            finishIfComplete(group, node, &workEvents, &newGroups, &newStreams)
        }
        return workEvents + startNewWork(newGroups, newStreams, &events, run, pump)
    }

    private mutating func taskFailed(_ task: ExecutionGroup, _ error: GraphQLError) -> [WorkEvent] {
        guard taskNodes[task] != nil else { return [] }
        var workEvents: [WorkEvent] = []
        for group in task.groups {
            guard let node = groupNodes[group], rootGroups.contains(group) else { continue }
            remove(group, node)
            workEvents.append(.groupFailure(group, error))
        }
        return workEvents
    }

    private mutating func streamItems(
        _ stream: ItemStream, _ items: [WorkResult], _ stopped: Bool, _ events: inout [GraphEvent], _ run: Run, _ pump: Pump
    ) -> [WorkEvent] {
        var values: [WorkResult.Value] = []
        var newGroups: [DeliveryGroup] = []
        var newStreams: [ItemStream] = []
        for item in items {
            let (groups, streams) = integrate(item.work, parent: nil, &events, run: run)
            let nonEmpty = prune(groups)
            // The new groups' execution groups report as graph events, so none is complete yet.
            _ = startNewWork(nonEmpty, streams, &events, run, pump)
            values.append(item.value)
            newGroups += nonEmpty
            newStreams += streams
        }
        let valuesEvent = WorkEvent.streamValues(stream, values, newGroups: newGroups, newStreams: newStreams)
        guard stopped else { return [valuesEvent] }
        rootStreams.removeAll { $0 == stream }
        return [valuesEvent, .streamSuccess(stream)]
    }

    /// Delivers a root group whose execution groups all ran: its values, then its
    /// success with the children that become roots.
    private mutating func finishIfComplete(
        _ group: DeliveryGroup, _ node: GroupNode, _ workEvents: inout [WorkEvent], _ newGroups: inout [DeliveryGroup],
        _ newStreams: inout [ItemStream]
    ) {
        guard node.pending == 0, let rootIndex = rootGroups.firstIndex(of: group) else { return }
        groupNodes[group] = nil
        var values: [WorkResult.Value] = []
        var streams: [ItemStream] = []
        for task in node.tasks {
            guard let taskNode = taskNodes[task] else { continue }
            if let value = taskNode.value { values.append(value) }
            streams += taskNode.childStreams
            remove(task)
        }
        let children = prune(node.childGroups)
        rootGroups.remove(at: rootIndex)
        if !values.isEmpty { workEvents.append(.groupValues(group, values)) }
        workEvents.append(.groupSuccess(group, newGroups: children, newStreams: streams))
        newGroups += children
        newStreams += streams
    }

    /// Removes a failed group with its descendants, and the execution groups only they had.
    private mutating func remove(_ group: DeliveryGroup, _ node: GroupNode) {
        rootGroups.removeAll { $0 == group }
        groupNodes[group] = nil
        for task in node.tasks where task.groups.allSatisfy({ groupNodes[$0] == nil }) {
            remove(task)
        }
        for child in node.childGroups {
            if let childNode = groupNodes[child] { remove(child, childNode) }
        }
    }

    private mutating func remove(_ task: ExecutionGroup) {
        for group in task.groups {
            groupNodes[group]?.tasks.removeAll { $0 == task }
        }
        taskNodes[task] = nil
    }
}
