/// The asynchronous path of execution, taken only below fields that may reach an
/// `async` resolver: such fields run as child tasks (siblings concurrently,
/// mutation root fields one after another), and each writes its own bytes, which
/// the parent joins in response-key order. Everything that cannot suspend is
/// written by the synchronous path.
extension ExecutionContext {
    /// The bytes of `parent` as an object with the fields of `plans`.
    func objectBytes(
        _ plans: [FieldPlan], _ parent: Resolved, _ path: [PathComponent], serially: Bool, _ groups: DeliveryGroupMap? = nil
    ) async throws(GraphQLError) -> [UInt8] {
        var chunks = [Result<[UInt8], GraphQLError>](repeating: .success([]), count: plans.count)
        var source = DefaultSource.unresolved
        var pending: [(index: Int, resolved: Resolved?)] = []
        for (index, plan) in plans.enumerated() {
            let fieldPath = path + [.key(plan.responseKey)]
            if !plan.maySuspend {
                chunks[index] = syncResult(fieldPath, groups) { state throws(GraphQLError) in
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
                    chunks[index] = fieldFailure(plan, error, fieldPath)
                    continue
                }
            }
            if serially {
                chunks[index] = await fieldBytes(plan, parent, resolved, fieldPath, groups)
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
                            (index, await self.fieldBytes(plan, parent, resolved, path + [.key(plan.responseKey)], groups))
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
            incremental?.nulled(at: state.path)
        }
    }

    /// The bytes of one field that may suspend: resolved here unless `resolved`
    /// is given, then completed.
    private func fieldBytes(
        _ plan: FieldPlan, _ parent: Resolved, _ resolved: Resolved?, _ path: [PathComponent], _ groups: DeliveryGroupMap?
    ) async -> Result<[UInt8], GraphQLError> {
        do throws(GraphQLError) {
            let value = if let resolved { resolved } else { try await resolveAsync(plan, parent, path) }
            return .success(try await valueBytes(plan.shape, plan, value, path, groups))
        } catch {
            return fieldFailure(plan, error, path)
        }
    }

    /// A field error: propagated if the field is non-null, else recorded and `null`.
    private func fieldFailure(_ plan: FieldPlan, _ error: GraphQLError, _ path: [PathComponent]) -> Result<[UInt8], GraphQLError> {
        if plan.shape.isNonNull { return .failure(error) }
        report([error])
        incremental?.nulled(at: path)
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
    func valueBytes(
        _ shape: Shape, _ plan: FieldPlan, _ value: Resolved, _ path: [PathComponent], _ groups: DeliveryGroupMap?
    ) async throws(GraphQLError) -> [UInt8] {
        if case .swift(let error as any Error) = value {
            throw locate(error, plan, path)
        }
        if case .completed(let json) = value { return json.bytes }
        if case .nonNull(let inner) = shape {
            guard !value.isNull else { throw nonNullError(plan, path) }
            return try await valueBytes(inner, plan, value, path, groups)
        }
        if value.isNull { return Array("null".utf8) }
        switch shape {
        case .leaf, .nonNull:
            return try syncBytes(path, groups) { state throws(GraphQLError) in try writeValue(shape, plan, value, &state) }
        case .list(let item):
            let elements = try listElements(value, plan, path)
            if incremental != nil, let stream = plan.stream, case .key = path.last {
                return try await streamedListBytes(stream, item, plan, elements, path, groups)
            }
            return try await listBytes(item, plan, elements, path, groups)
        case .object(let type):
            try checkIsTypeOf(type, value, plan, path)
            return try await objectBytes(for: type, plan, value, path, groups)
        case .abstract(let type):
            let runtimeType = try self.runtimeType(of: value, abstractType: type, plan, path)
            try checkIsTypeOf(runtimeType, value, plan, path)
            return try await objectBytes(for: runtimeType, plan, value, path, groups)
        }
    }

    private func objectBytes(
        for type: TypeID, _ plan: FieldPlan, _ value: Resolved, _ path: [PathComponent], _ groups: DeliveryGroupMap?
    ) async throws(GraphQLError) -> [UInt8] {
        guard incremental != nil else { return try await plainObjectBytes(subplans(of: plan, for: type, path), value, path, groups) }
        return try await deferringBytes(subselection(of: plan, for: type, path), below: plan, type, value, path, groups)
    }

    /// The bytes of `value` as an object with the fields of `plans`, concurrently
    /// where a field may suspend.
    func plainObjectBytes(
        _ plans: [FieldPlan], _ value: Resolved, _ path: [PathComponent], _ groups: DeliveryGroupMap?
    ) async throws(GraphQLError) -> [UInt8] {
        if plans.contains(where: \.maySuspend) {
            return try await objectBytes(plans, value, path, serially: false, groups)
        }
        return try syncBytes(path, groups) { state throws(GraphQLError) in try writeObject(plans, value, &state) }
    }

    /// The items of a list value.
    func listElements(_ value: Resolved, _ plan: FieldPlan, _ path: [PathComponent]) throws(GraphQLError) -> [Resolved] {
        switch value {
        case .json(.array(let array)): array.map(Resolved.init(json:))
        case .selection(.list(let array)): array.map(Resolved.init(selection:))
        case .introspectionList(let values): values.map(Resolved.introspection)
        case .swift(let swift as [any Sendable]): swift.map(Resolved.init)
        default: throw locate(notIterableError(plan), plan, path)
        }
    }

    /// The items of a list completed concurrently, each a nullable position unless non-null.
    func listBytes(
        _ item: Shape, _ plan: FieldPlan, _ elements: [Resolved], _ path: [PathComponent], _ groups: DeliveryGroupMap?
    ) async throws(GraphQLError) -> [UInt8] {
        if elements.isEmpty { return Array("[]".utf8) }
        var chunks = [Result<[UInt8], GraphQLError>](repeating: .success([]), count: elements.count)
        let scheduler = BatchScheduler.current
        scheduler?.forking(elements.count)
        await withTaskGroup(of: (Int, Result<[UInt8], GraphQLError>).self) { group in
            for (index, element) in elements.enumerated() {
                group.addTask {
                    await BatchScheduler.child(of: scheduler) {
                        let itemPath = path + [.index(index)]
                        do throws(GraphQLError) {
                            return (index, .success(try await self.valueBytes(item, plan, element, itemPath, groups)))
                        } catch {
                            if item.isNonNull { return (index, .failure(error)) }
                            self.report([error])
                            self.incremental?.nulled(at: itemPath)
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
    func syncBytes(
        _ path: [PathComponent], _ groups: DeliveryGroupMap? = nil, _ body: (inout ExecutionState) throws(GraphQLError) -> Void
    ) throws(GraphQLError) -> [UInt8] {
        var state = ExecutionState(path: path, capacity: 256)
        state.deliveryGroups = groups
        defer { if !state.errors.isEmpty { report(state.errors) } }
        try body(&state)
        return state.writer.bytes
    }

    private func syncResult(
        _ path: [PathComponent], _ groups: DeliveryGroupMap?, _ body: (inout ExecutionState) throws(GraphQLError) -> Void
    ) -> Result<[UInt8], GraphQLError> {
        do throws(GraphQLError) {
            return .success(try syncBytes(path, groups, body))
        } catch {
            return .failure(error)
        }
    }

    func report(_ errors: [GraphQLError]) {
        concurrentErrors.withLock { $0.append(contentsOf: errors) }
    }
}
