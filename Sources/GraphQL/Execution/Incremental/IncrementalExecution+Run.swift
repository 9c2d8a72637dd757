/// Running the parts of an incremental execution: the initial result, an
/// execution group, a stream item; each on a context of its own (graphql-js's
/// sub-executors), whose errors and work are its own.
extension IncrementalExecution {
    /// The initial result and the work it deferred; the whole response when
    /// nothing was (or everything was nulled).
    func runInitial() async -> (response: Response, work: Work?) {
        let context = self.context(deferUsages: nil)
        let operation = request.operation
        guard let rootType = request.schema.rootType(for: operation.operation) else {
            return (context.runSync(), nil)
        }
        let subselection: Subselection
        do throws(GraphQLError) {
            let groups = try context.fieldGroups(rootType, operation.selectionSet)
            subselection = Subselection(plans: context.plans(groups, on: rootType), newDeferUsages: groups.newDeferUsages)
        } catch {
            return (Response(dataJSON: Array("null".utf8), errors: [error]), nil)
        }
        let rootValue = Resolved(request.rootValue)
        let response: Response
        if subselection.plans.contains(where: \.maySuspend) {
            let serially = operation.operation == .mutation
            let result = await BatchScheduler().runRoot { () async -> Result<[UInt8], GraphQLError> in
                do throws(GraphQLError) {
                    if serially {
                        return .success(try await context.objectBytes(subselection.plans, rootValue, [], serially: true))
                    }
                    return .success(try await context.deferringBytes(subselection, below: nil, rootType, rootValue, [], nil))
                } catch {
                    return .failure(error)
                }
            }
            let errors = context.concurrentErrors.withLock { $0 }
            switch result {
            case .success(let bytes): response = Response(dataJSON: bytes, errors: errors)
            case .failure(let error): return (Response(dataJSON: Array("null".utf8), errors: errors + [error]), nil)
            }
        } else {
            var state = ExecutionState()
            do throws(GraphQLError) {
                try context.writeDeferring(subselection, below: nil, rootType, rootValue, &state)
            } catch {
                return (Response(dataJSON: Array("null".utf8), errors: state.errors + [error]), nil)
            }
            response = Response(dataJSON: state.writer.bytes, errors: state.errors)
        }
        let work = context.incremental?.work ?? Work()
        return (response, work.tasks.isEmpty && work.streams.isEmpty ? nil : work)
    }

    /// Runs an execution group without suspending.
    func runSync(_ task: ExecutionGroup) -> Result<WorkResult, GraphQLError> {
        let context = self.context(deferUsages: task.deferUsages)
        var state = ExecutionState(path: task.path, capacity: 256)
        state.deliveryGroups = task.deliveryGroups
        do throws(GraphQLError) {
            try context.writeObject(task.plans, task.parent, &state)
        } catch {
            return .failure(error)
        }
        return .success(context.result(.group(groups: task.groups, path: task.path, data: state.writer.bytes, errors: state.errors)))
    }

    /// Runs an execution group that may suspend: the fields its object reads now (a
    /// partial `SelectionValue`'s), then as `runSync` does.
    func run(_ task: ExecutionGroup) async -> Result<WorkResult, GraphQLError> {
        let context = self.context(deferUsages: task.deferUsages)
        var parent = task.parent
        if case .selection(.partialObject(var members, let rest)) = parent {
            do {
                let fields = task.plans.map { SelectedField(plan: $0, running: task.deferUsages) }
                for (key, value) in try await rest.read(fields) { members[key] = value }
            } catch {
                return .failure(GraphQLError(String(describing: error), path: task.path))
            }
            // Still partial: the fields of `@defer`s nested below the group's.
            parent = .selection(.partialObject(members, rest: rest))
        }
        do throws(GraphQLError) {
            let bytes = try await context.objectBytes(task.plans, parent, task.path, serially: false, task.deliveryGroups)
            let errors = context.concurrentErrors.withLock { $0 }
            return .success(context.result(.group(groups: task.groups, path: task.path, data: bytes, errors: errors)))
        } catch {
            return .failure(error)
        }
    }

    /// Completes item `index` of a stream without suspending: a failure ends the
    /// stream (a non-null item's error).
    func completeSync(_ stream: ItemStream, _ index: Int) -> Result<WorkResult, GraphQLError> {
        let context = self.context(deferUsages: nil)
        var state = ExecutionState(path: stream.path + [.index(stream.firstIndex + index)], capacity: 256)
        do throws(GraphQLError) {
            try context.writeValue(stream.itemShape, stream.plan, stream.items[index], &state)
        } catch {
            if stream.itemShape.isNonNull { return .failure(error) }
            state.errors.append(error)
            state.writer.truncate(to: 0)
            state.writer.writeNull()
            context.incremental?.nulled(at: state.path)
        }
        return .success(context.result(.item(bytes: state.writer.bytes, errors: state.errors)))
    }

    /// Completes item `index` of a stream that may suspend.
    func complete(_ stream: ItemStream, _ index: Int) async -> Result<WorkResult, GraphQLError> {
        let context = self.context(deferUsages: nil)
        let path = stream.path + [.index(stream.firstIndex + index)]
        var bytes: [UInt8]
        do throws(GraphQLError) {
            bytes = try await context.valueBytes(stream.itemShape, stream.plan, stream.items[index], path, nil)
        } catch {
            if stream.itemShape.isNonNull { return .failure(error) }
            context.report([error])
            context.incremental?.nulled(at: path)
            bytes = Array("null".utf8)
        }
        let errors = context.concurrentErrors.withLock { $0 }
        return .success(context.result(.item(bytes: bytes, errors: errors)))
    }

    /// Whether completing a stream's items may suspend.
    func maySuspend(_ stream: ItemStream) -> Bool {
        stream.plan.maySuspend
    }
}

extension ExecutionContext {
    fileprivate func result(_ value: WorkResult.Value) -> WorkResult {
        WorkResult(value: value, work: incremental?.work ?? Work())
    }
}
