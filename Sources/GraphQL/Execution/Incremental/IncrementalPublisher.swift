import QuillSync

/// Turns the work of an incremental execution into subsequent results
/// (graphql-js's `IncrementalPublisher`): runs execution groups when their
/// delivery groups are announced, pumps streams, and gives each batch of what
/// completed as one payload, with the ids of `pending`.
///
/// Batches follow graphql-js 17 (as graphql-core 3.3 schedules them): a payload
/// holds everything that completes at once. Work that cannot suspend runs on
/// the spot, so a released group's synchronous execution groups complete in the
/// payload that released it; each stream delivers one batch (at most 100 items)
/// per payload, starting with the payload after the one that announced it.
final class IncrementalPublisher: Sendable {
    private let execution: IncrementalExecution
    private let state: Locked<State>
    private let channel = Locked(Channel())

    private struct State {
        var graph: WorkGraph
        var ids: [ObjectIdentifier: String] = [:]
        var nextID = 0
        var started = false
        var stopped = false
        var queues: [ItemStream: StreamQueue] = [:]
        /// Streams started while preparing the last payload: pumped for the next one
        /// when nothing else is ready then (their first batch takes longer to come).
        var freshPumps: [ItemStream] = []
        /// Fresh streams that missed their payload: pumped first for the next.
        var latePumps: [ItemStream] = []
        /// Streams whose last batch was delivered: pumped for the next payload.
        var duePumps: [ItemStream] = []
        /// Execution groups that may suspend, started while handling events.
        var launches: [ExecutionGroup] = []
    }

    /// Graph events from running work, and the consumer waiting for them.
    private struct Channel {
        var events: [GraphEvent] = []
        var waiter: CheckedContinuation<Void, Never>?
        var tasks: [Task<Void, Never>] = []
        var cancelled = false
    }

    /// A publisher of the initial result's work; `pending` announces its roots.
    init(execution: IncrementalExecution, work: Work) {
        self.execution = execution
        let graph = WorkGraph(work)
        state = Locked(State(graph: graph))
    }

    /// The `pending` entries of the initial result.
    func initialPending() -> [PendingResult] {
        state.withLock { state in
            let groups = state.graph.rootGroups
            let streams = state.graph.rootStreams
            return Self.pending(groups, streams, &state)
        }
    }

    /// The next payload; nil after the last (`hasNext: false`) or once cancelled.
    func next() async -> SubsequentIncrementalResult? {
        while true {
            guard startTick() else { return nil }
            launchPending()
            guard await waitForEvents() else { return nil }
            if let payload = drain() { return payload }
        }
    }

    /// Stops the work still running.
    func cancel() {
        let (waiter, tasks) = channel.withLock { channel in
            channel.cancelled = true
            defer { channel.waiter = nil }
            return (channel.waiter, channel.tasks)
        }
        for task in tasks { task.cancel() }
        waiter?.resume()
    }

    // MARK: Ticks

    /// Starts a payload: on the first, the announced groups' execution groups, and
    /// the streams if nothing completed yet; after, the streams due (see `State`).
    /// False once stopped.
    private func startTick() -> Bool {
        state.withLock { state in
            guard !state.stopped else { return false }
            var events: [GraphEvent] = []
            if !state.started {
                state.started = true
                handling(&state) { graph, run, pump in graph.start(&events, run: run, pump: pump) }
                push(events)
                if channel.withLock(\.events.isEmpty) {
                    pump(state.freshPumps, &state)
                    state.freshPumps = []
                }
                return true
            }
            pump(state.latePumps + state.duePumps, &state)
            state.latePumps = []
            state.duePumps = []
            if channel.withLock(\.events.isEmpty) {
                pump(state.freshPumps, &state)
            } else {
                state.latePumps = state.freshPumps
            }
            state.freshPumps = []
            return true
        }
    }

    /// Handles the graph events that arrived, and those handling them causes, as one payload.
    private func drain() -> SubsequentIncrementalResult? {
        state.withLock { state in
            var workEvents: [WorkEvent] = []
            while let event = channel.withLock({ $0.events.isEmpty ? nil : $0.events.removeFirst() }) {
                var caused: [GraphEvent] = []
                workEvents += handling(&state) { graph, run, pump in graph.handle(event, &caused, run: run, pump: pump) }
                push(caused)
                if case .streamItems(let stream, _, stopped: false) = event, state.graph.rootStreams.contains(stream) {
                    state.duePumps.append(stream)
                }
            }
            if state.graph.isEmpty {
                state.stopped = true
                workEvents.append(.termination)
            }
            return workEvents.isEmpty ? nil : payload(workEvents, &state)
        }
    }

    /// Runs `body` on the graph with how it starts work: execution groups that
    /// cannot suspend run at once, the others are launched after; streams are fresh.
    private func handling<T>(_ state: inout State, _ body: (inout WorkGraph, WorkGraph.Run, WorkGraph.Pump) -> T) -> T {
        var launches: [ExecutionGroup] = []
        var fresh: [ItemStream] = []
        let execution = self.execution
        let result = body(
            &state.graph,
            { task in
                guard task.maySuspend else { return .settled(execution.runSync(task)) }
                launches.append(task)
                return .pending
            },
            { fresh.append($0) })
        state.launches += launches
        state.freshPumps += fresh
        return result
    }

    /// Runs the execution groups started in this payload that may suspend, together
    /// (their DataLoader loads batch together).
    private func launchPending() {
        let tasks = state.withLock { state in
            defer { state.launches = [] }
            return state.launches
        }
        guard !tasks.isEmpty else { return }
        let execution = self.execution
        launch {
            let scheduler = BatchScheduler()
            await scheduler.runRoot {
                scheduler.forking(tasks.count)
                await withTaskGroup(of: Void.self) { group in
                    for task in tasks {
                        group.addTask {
                            await BatchScheduler.child(of: scheduler) {
                                self.push([.taskSettled(task, await execution.run(task))])
                            }
                        }
                    }
                }
                scheduler.joined()
            }
        }
    }

    // MARK: Streams

    /// Pumps streams: one batch each from its queue, or (for a stream that may
    /// suspend with nothing completed yet) a wake-up when it has one.
    private func pump(_ streams: [ItemStream], _ state: inout State) {
        var events: [GraphEvent] = []
        for stream in streams {
            let queue: StreamQueue
            if let existing = state.queues[stream] {
                queue = existing
            } else {
                queue = StreamQueue()
                state.queues[stream] = queue
                if execution.maySuspend(stream) { startProducing(stream, into: queue) }
            }
            if execution.maySuspend(stream) {
                if let event = queue.takeOrWait(stream) { events.append(event) }
            } else {
                queue.fill(stream, execution)
                if let event = queue.take(stream) { events.append(event) }
            }
        }
        push(events)
    }

    /// Completes a stream's items one after another, as they may suspend.
    private func startProducing(_ stream: ItemStream, into queue: StreamQueue) {
        let execution = self.execution
        launch {
            for index in stream.items.indices {
                let result = await BatchScheduler().runRoot { await execution.complete(stream, index) }
                if Task.isCancelled { return }
                switch result {
                case .success(let item):
                    if let event = queue.append(.item(item), stream) { self.push([event]) }
                case .failure(let error):
                    if let event = queue.append(.failure(error), stream) { self.push([event]) }
                    return
                }
            }
            if let event = queue.append(.end, stream) { self.push([event]) }
        }
    }

    // MARK: The channel

    private func push(_ events: [GraphEvent]) {
        guard !events.isEmpty else { return }
        let waiter = channel.withLock { channel in
            channel.events += events
            defer { channel.waiter = nil }
            return channel.waiter
        }
        waiter?.resume()
    }

    private func launch(_ body: @escaping @Sendable () async -> Void) {
        channel.withLock { channel in
            guard !channel.cancelled else { return }
            channel.tasks.append(Task { await body() })
        }
    }

    /// Waits until a graph event arrived; false once cancelled.
    private func waitForEvents() async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = channel.withLock { channel in
                    if channel.cancelled || !channel.events.isEmpty { return true }
                    channel.waiter = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
            return !channel.withLock(\.cancelled)
        } onCancel: {
            cancel()
        }
    }

    // MARK: Payloads

    private func payload(_ events: [WorkEvent], _ state: inout State) -> SubsequentIncrementalResult {
        var result = SubsequentIncrementalResult(hasNext: true)
        for event in events {
            switch event {
            case .groupValues(let group, let values):
                let id = Self.id(group, &state)
                for case .group(let groups, let path, let data, let errors) in values {
                    let (best, length) = Self.bestID(id, group, groups, state)
                    let subPath = Array(path.dropFirst(length))
                    result.incremental.append(
                        IncrementalResult(
                            id: best, value: .data(data), errors: errors, subPath: subPath.isEmpty ? nil : subPath, path: path,
                            label: group.label))
                }
            case .groupSuccess(let group, let newGroups, let newStreams):
                result.completed.append(
                    CompletedResult(id: Self.id(group, &state), errors: nil, path: group.path, label: group.label, isStream: false))
                state.ids[ObjectIdentifier(group)] = nil
                result.pending += Self.pending(newGroups, newStreams, &state)
            case .groupFailure(let group, let error):
                result.completed.append(
                    CompletedResult(id: Self.id(group, &state), errors: [error], path: group.path, label: group.label, isStream: false))
                state.ids[ObjectIdentifier(group)] = nil
            case .streamValues(let stream, let values, let newGroups, let newStreams):
                var items: [[UInt8]] = []
                var errors: [GraphQLError] = []
                for case .item(let bytes, let itemErrors) in values {
                    items.append(bytes)
                    errors += itemErrors
                }
                let first = state.queues[stream]?.delivered(items.count) ?? 0
                result.incremental.append(
                    IncrementalResult(
                        id: Self.id(stream, &state), value: .items(items), errors: errors, subPath: nil,
                        path: stream.path + [.index(stream.firstIndex + first)], label: stream.label))
                result.pending += Self.pending(newGroups, newStreams, &state)
            case .streamSuccess(let stream):
                result.completed.append(
                    CompletedResult(id: Self.id(stream, &state), errors: nil, path: stream.path, label: stream.label, isStream: true))
                state.ids[ObjectIdentifier(stream)] = nil
            case .streamFailure(let stream, let error):
                result.completed.append(
                    CompletedResult(id: Self.id(stream, &state), errors: [error], path: stream.path, label: stream.label, isStream: true))
                state.ids[ObjectIdentifier(stream)] = nil
            case .termination:
                result.hasNext = false
            }
        }
        return result
    }

    private static func id(_ node: AnyObject, _ state: inout State) -> String {
        if let id = state.ids[ObjectIdentifier(node)] { return id }
        let id = String(state.nextID)
        state.nextID += 1
        state.ids[ObjectIdentifier(node)] = id
        return id
    }

    private static func pending(_ groups: [DeliveryGroup], _ streams: [ItemStream], _ state: inout State) -> [PendingResult] {
        groups.map { PendingResult(id: id($0, &state), path: $0.path, label: $0.label) }
            + streams.map { PendingResult(id: id($0, &state), path: $0.path, label: $0.label) }
    }

    /// The id to deliver an execution group's data under: of its announced delivery
    /// group with the longest path, so that `subPath` is shortest; and that path's length.
    private static func bestID(
        _ id: String, _ group: DeliveryGroup, _ groups: [DeliveryGroup], _ state: State
    ) -> (String, Int) {
        var best = id
        var length = group.path.count
        for other in groups where other !== group {
            guard let otherID = state.ids[ObjectIdentifier(other)], other.path.count > length else { continue }
            best = otherID
            length = other.path.count
        }
        return (best, length)
    }
}
