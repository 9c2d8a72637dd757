/// The asynchronous path of execution, taken only below fields that may reach an
/// `async` resolver: such fields run as child tasks (siblings concurrently,
/// mutation root fields one after another), and each writes its own bytes, which
/// the parent joins in response-key order. Everything that cannot suspend is
/// written by the synchronous path.
extension ExecutionContext {
    /// The bytes of `parent` as an object with the fields of `plans`.
    func objectBytes(
        _ plans: [FieldPlan], _ parent: Resolved, _ path: [PathComponent], serially: Bool
    ) async throws(GraphQLError) -> [UInt8] {
        var chunks = [Result<[UInt8], GraphQLError>](repeating: .success([]), count: plans.count)
        var source = DefaultSource.unresolved
        var pending: [(index: Int, resolved: Resolved?)] = []
        for (index, plan) in plans.enumerated() {
            let fieldPath = path + [.key(plan.responseKey)]
            if !plan.maySuspend {
                chunks[index] = syncResult(fieldPath) { state throws(GraphQLError) in
                    try writeField(plan, parent, &source, &state)
                }
                continue
            }
            // Synchronous resolvers run here, in field order, as graphql-js calls them.
            var resolved: Resolved?
            if case .async = plan.resolver {
                resolved = nil
            } else {
                do throws(GraphQLError) {
                    resolved = try resolve(plan, parent, &source, fieldPath)
                } catch {
                    chunks[index] = fieldFailure(plan, error)
                    continue
                }
            }
            if serially {
                chunks[index] = await fieldBytes(plan, parent, resolved, fieldPath)
            } else {
                pending.append((index, resolved))
            }
        }
        if !pending.isEmpty {
            let scheduler = BatchScheduler.current
            scheduler?.forking(pending.count)
            await withTaskGroup(of: (Int, Result<[UInt8], GraphQLError>).self) { group in
                for (index, resolved) in pending {
                    let plan = plans[index]
                    group.addTask {
                        await BatchScheduler.child(of: scheduler) {
                            (index, await self.fieldBytes(plan, parent, resolved, path + [.key(plan.responseKey)]))
                        }
                    }
                }
                for await (index, chunk) in group { chunks[index] = chunk }
            }
            scheduler?.joined()
        }
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, plan) in plans.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: plan.keyBytes)
            bytes.append(contentsOf: try chunks[index].get())
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// Writes one field with the synchronous path, catching its error if it is nullable.
    private func writeField(
        _ plan: FieldPlan, _ parent: Resolved, _ source: inout DefaultSource, _ state: inout ExecutionState
    ) throws(GraphQLError) {
        do throws(GraphQLError) {
            try writeValue(plan.shape, plan, try resolve(plan, parent, &source, &state), &state)
        } catch {
            guard !plan.isNonNull else { throw error }
            state.errors.append(error)
            state.writer.truncate(to: 0)
            state.writer.writeNull()
        }
    }

    /// The bytes of one field that may suspend: resolved here unless `resolved`
    /// is given, then completed.
    private func fieldBytes(
        _ plan: FieldPlan, _ parent: Resolved, _ resolved: Resolved?, _ path: [PathComponent]
    ) async -> Result<[UInt8], GraphQLError> {
        do throws(GraphQLError) {
            let value = if let resolved { resolved } else { try await resolveAsync(plan, parent, path) }
            return .success(try await valueBytes(plan.shape, plan, value, path))
        } catch {
            return fieldFailure(plan, error)
        }
    }

    /// A field error: propagated if the field is non-null, else recorded and `null`.
    private func fieldFailure(_ plan: FieldPlan, _ error: GraphQLError) -> Result<[UInt8], GraphQLError> {
        if plan.shape.isNonNull { return .failure(error) }
        report([error])
        return .success(Array("null".utf8))
    }

    private func resolveAsync(_ plan: FieldPlan, _ parent: Resolved, _ path: [PathComponent]) async throws(GraphQLError) -> Resolved {
        guard case .async(let resolve) = plan.resolver else {
            preconditionFailure("Only fields with async resolvers resolve asynchronously")
        }
        let arguments = try self.arguments(plan, path)
        do {
            return Resolved(try await resolve(parent.parentValue, arguments, context, info(plan, path)))
        } catch {
            throw locate(error, plan, path)
        }
    }

    /// The bytes of `value` completed as `shape`.
    private func valueBytes(_ shape: Shape, _ plan: FieldPlan, _ value: Resolved, _ path: [PathComponent]) async throws(GraphQLError) -> [UInt8] {
        if case .swift(let error as any Error) = value {
            throw locate(error, plan, path)
        }
        if case .completed(let json) = value { return json.bytes }
        if case .nonNull(let inner) = shape {
            guard !value.isNull else { throw nonNullError(plan, path) }
            return try await valueBytes(inner, plan, value, path)
        }
        if value.isNull { return Array("null".utf8) }
        switch shape {
        case .leaf, .nonNull:
            return try syncBytes(path) { state throws(GraphQLError) in try writeValue(shape, plan, value, &state) }
        case .list(let item):
            let elements: [Resolved]
            switch value {
            case .json(.array(let array)): elements = array.map(Resolved.init(json:))
            case .selection(.list(let array)): elements = array.map(Resolved.init(selection:))
            case .introspectionList(let values): elements = values.map(Resolved.introspection)
            case .swift(let swift as [any Sendable]): elements = swift.map(Resolved.init)
            default: throw locate(notIterableError(plan), plan, path)
            }
            return try await listBytes(item, plan, elements, path)
        case .object(let type):
            try checkIsTypeOf(type, value, plan, path)
            return try await objectBytes(for: type, plan, value, path)
        case .abstract(let type):
            let runtimeType = try self.runtimeType(of: value, abstractType: type, plan, path)
            try checkIsTypeOf(runtimeType, value, plan, path)
            return try await objectBytes(for: runtimeType, plan, value, path)
        }
    }

    private func objectBytes(for type: TypeID, _ plan: FieldPlan, _ value: Resolved, _ path: [PathComponent]) async throws(GraphQLError) -> [UInt8] {
        let plans = try subplans(of: plan, for: type, path)
        if plans.contains(where: \.maySuspend) {
            return try await objectBytes(plans, value, path, serially: false)
        }
        return try syncBytes(path) { state throws(GraphQLError) in try writeObject(plans, value, &state) }
    }

    /// The items of a list completed concurrently, each a nullable position unless non-null.
    private func listBytes(_ item: Shape, _ plan: FieldPlan, _ elements: [Resolved], _ path: [PathComponent]) async throws(GraphQLError) -> [UInt8] {
        if elements.isEmpty { return Array("[]".utf8) }
        var chunks = [Result<[UInt8], GraphQLError>](repeating: .success([]), count: elements.count)
        let scheduler = BatchScheduler.current
        scheduler?.forking(elements.count)
        await withTaskGroup(of: (Int, Result<[UInt8], GraphQLError>).self) { group in
            for (index, element) in elements.enumerated() {
                group.addTask {
                    await BatchScheduler.child(of: scheduler) {
                        do throws(GraphQLError) {
                            return (index, .success(try await self.valueBytes(item, plan, element, path + [.index(index)])))
                        } catch {
                            if item.isNonNull { return (index, .failure(error)) }
                            self.report([error])
                            return (index, .success(Array("null".utf8)))
                        }
                    }
                }
            }
            for await (index, chunk) in group { chunks[index] = chunk }
        }
        scheduler?.joined()
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for index in chunks.indices {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: try chunks[index].get())
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    /// Runs the synchronous path on a fresh writer; its errors are reported even if it throws.
    private func syncBytes(
        _ path: [PathComponent], _ body: (inout ExecutionState) throws(GraphQLError) -> Void
    ) throws(GraphQLError) -> [UInt8] {
        var state = ExecutionState(path: path, capacity: 256)
        defer { if !state.errors.isEmpty { report(state.errors) } }
        try body(&state)
        return state.writer.bytes
    }

    private func syncResult(
        _ path: [PathComponent], _ body: (inout ExecutionState) throws(GraphQLError) -> Void
    ) -> Result<[UInt8], GraphQLError> {
        do throws(GraphQLError) {
            return .success(try syncBytes(path, body))
        } catch {
            return .failure(error)
        }
    }

    func report(_ errors: [GraphQLError]) {
        concurrentErrors.withLock { $0.append(contentsOf: errors) }
    }
}
