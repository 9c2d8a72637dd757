/// The synchronous path of execution (the spec's "Executing Fields" and "Value
/// Completion"): resolve each field, complete its value and write it straight to
/// JSON bytes, in response-key order.
///
/// A field error is thrown up to the nearest nullable position (a field or a list
/// item), which records it, truncates the bytes back to where its value began and
/// writes `null` instead: null propagation without an intermediate tree.
struct ExecutionState {
    var writer: JSONWriter
    var errors: [GraphQLError] = []
    /// The response path of the value being written.
    var path: [PathComponent]
    /// In an incremental execution, the delivery groups in scope (graphql-js's
    /// position context); nil where no `@defer` applies.
    var deliveryGroups: DeliveryGroupMap?
    /// Types of Swift values found not to be errors.
    var plainTypes = PlainTypes()

    init(path: [PathComponent] = [], capacity: Int = 1024) {
        writer = JSONWriter(capacity: capacity)
        self.path = path
    }
}

extension ExecutionContext {
    /// Writes `parent` as an object with the fields of `plans`.
    func writeObject(_ plans: [FieldPlan], _ parent: Resolved, _ state: inout ExecutionState) throws(GraphQLError) {
        state.writer.writeByte(UInt8(ascii: "{"))
        var source = DefaultSource.unresolved
        // The fast path: leaf fields read from a JSON object.
        let members: [JSONObject.Member]? = if case .json(.object(let object)) = parent { object.members } else { nil }
        for index in plans.indices {
            let plan = plans[index]
            if index > 0 { state.writer.writeByte(UInt8(ascii: ",")) }
            state.writer.writeRaw(plan.keyBytes)
            state.path.append(.key(plan.responseKey))
            if let members, let leaf = plan.leaf, plan.readsParent {
                let value = members.withUnsafeBufferPointer { members in
                    for index in members.indices where members[index].key == plan.fieldName { return members[index].value }
                    return JSONValue.null
                }
                if plan.isNonNull {
                    try writeLeaf(leaf, value, plan, &state)
                } else {
                    let mark = state.writer.bytes.count
                    let depth = state.path.count
                    do throws(GraphQLError) {
                        try writeLeaf(leaf, value, plan, &state)
                    } catch {
                        recover(error, mark: mark, depth: depth, &state)
                    }
                }
            } else if plan.isNonNull {
                try writeValue(plan.shape, plan, try resolve(plan, parent, &source, &state), &state)
            } else {
                let mark = state.writer.bytes.count
                let depth = state.path.count
                do throws(GraphQLError) {
                    try writeValue(plan.shape, plan, try resolve(plan, parent, &source, &state), &state)
                } catch {
                    recover(error, mark: mark, depth: depth, &state)
                }
            }
            state.path.removeLast()
        }
        state.writer.writeByte(UInt8(ascii: "}"))
    }

    /// Writes a JSON value of a leaf field.
    private func writeLeaf(_ kind: LeafKind, _ value: JSONValue, _ plan: FieldPlan, _ state: inout ExecutionState) throws(GraphQLError) {
        guard !value.isNull else {
            if plan.isNonNull { throw nonNullError(plan, state.path) }
            state.writer.writeNull()
            return
        }
        do throws(LeafError) {
            try kind.write(value, to: &state.writer)
        } catch {
            throw locate(error.error, plan, state.path)
        }
    }

    /// Records a field error caught at a nullable position and writes `null` there.
    private func recover(_ error: GraphQLError, mark: Int, depth: Int, _ state: inout ExecutionState) {
        state.errors.append(error)
        state.writer.truncate(to: mark)
        state.path.removeSubrange(depth...)
        state.writer.writeNull()
        incremental?.nulled(at: state.path)
    }

    /// The value of a field of `parent` (the spec's "ResolveFieldValue").
    func resolve(
        _ plan: FieldPlan, _ parent: Resolved, _ source: inout DefaultSource, _ state: inout ExecutionState
    ) throws(GraphQLError) -> Resolved {
        try resolve(plan, parent, &source, state.path)
    }

    func resolve(
        _ plan: FieldPlan, _ parent: Resolved, _ source: inout DefaultSource, _ path: @autoclosure () -> [PathComponent]
    ) throws(GraphQLError) -> Resolved {
        switch plan.kind {
        case .field:
            // A `SelectionValue` object holds its fields' values: no resolver runs below it.
            if case .selection(let selection) = parent, let members = selection.members {
                return Resolved(selection: members[plan.responseKey] ?? .value(.null))
            }
            switch plan.resolver {
            case .default:
                return source.field(plan.fieldName, of: parent)
            case .sync(let resolve):
                let arguments = try self.arguments(plan, path())
                do {
                    return Resolved(
                        try resolve(
                            parent.parentValue, arguments, context,
                            info(plan, path())))
                } catch {
                    throw locate(error, plan, path())
                }
            case .async:
                throw locate(
                    GraphQLError(
                        "Field \"\(schema[plan.parentType].name).\(plan.fieldName)\" has an async resolver: execute the operation with execute(), not executeSync()."
                    ),
                    plan, path())
            }
        case .typename:
            return .json(.string(schema[plan.parentType].name))
        case .schema:
            return .introspection(.schema)
        case .type(let name):
            _ = try arguments(plan, path())
            return schema.resolveIntrospectionRoot("__type", typeName: name).map(Resolved.init) ?? .null
        case .introspection(let field):
            guard case .introspection(let value) = parent else { return .null }
            let includeDeprecated = try arguments(plan, path())["includeDeprecated"]?.boolValue ?? false
            return schema.resolveIntrospectionField(field, of: value, includeDeprecated: includeDeprecated)
                .map(Resolved.init) ?? .null
        }
    }

    func arguments(_ plan: FieldPlan, _ path: [PathComponent]) throws(GraphQLError) -> Arguments {
        switch plan.arguments {
        case .success(let arguments): return arguments
        case .failure(let error): throw locate(error, plan, path)
        }
    }

    /// Completes `value` as `shape` and writes it.
    func writeValue(_ shape: Shape, _ plan: FieldPlan, _ value: Resolved, _ state: inout ExecutionState) throws(GraphQLError) {
        // An error as a value (e.g. a list item) is a field error there, as in graphql-js.
        if let error = value.error(knownPlain: &state.plainTypes) {
            throw locate(error, plan, state.path)
        }
        if case .completed(let json) = value {
            state.writer.writeRaw(json.bytes)
        } else if case .nonNull(let inner) = shape {
            guard !value.isNull else { throw nonNullError(plan, state.path) }
            try writeNonNull(inner, plan, value, &state)
        } else if value.isNull {
            state.writer.writeNull()
        } else {
            try writeNonNull(shape, plan, value, &state)
        }
    }

    private func writeNonNull(_ shape: Shape, _ plan: FieldPlan, _ value: Resolved, _ state: inout ExecutionState) throws(GraphQLError) {
        switch shape {
        case .leaf(let kind):
            state.writer.write(try serialize(kind, value, plan, state.path))
        case .list(let item):
            if incremental != nil, let stream = plan.stream, case .key = state.path.last {
                return try writeStreamedList(stream, item, plan, value, &state)
            }
            switch value {
            case .json(.array(let elements)):
                try writeList(item, plan, elements, Resolved.init(json:), &state)
            case .selection(.list(let elements)):
                try writeList(item, plan, elements, Resolved.init(selection:), &state)
            case .introspectionList(let values):
                try writeList(item, plan, values, Resolved.introspection, &state)
            case .swift(let swift as [any Sendable]):
                try writeList(item, plan, swift, Resolved.init, &state)
            default:
                throw locate(notIterableError(plan), plan, state.path)
            }
        case .object(let type):
            try checkIsTypeOf(type, value, plan, state.path)
            // The plan first: matching the value would copy it for every object.
            if let plans = plan.introspectionSubplans, case .introspection(let introspection) = value {
                writeIntrospection(plans, introspection, &state.writer)
            } else if incremental != nil {
                try writeDeferring(subselection(of: plan, for: type, state.path), below: plan, type, value, &state)
            } else {
                try writeObject(subplans(of: plan, for: type, state.path), value, &state)
            }
        case .abstract(let type):
            let runtimeType = try self.runtimeType(of: value, abstractType: type, plan, state.path)
            try checkIsTypeOf(runtimeType, value, plan, state.path)
            if incremental != nil {
                try writeDeferring(subselection(of: plan, for: runtimeType, state.path), below: plan, runtimeType, value, &state)
            } else {
                try writeObject(subplans(of: plan, for: runtimeType, state.path), value, &state)
            }
        case .nonNull:
            preconditionFailure("Non-null of non-null")
        }
    }

    func writeList<Element>(
        _ item: Shape, _ plan: FieldPlan, _ elements: [Element], _ resolved: (Element) -> Resolved,
        _ state: inout ExecutionState
    ) throws(GraphQLError) {
        state.writer.writeByte(UInt8(ascii: "["))
        state.path.append(.index(0))
        let last = state.path.count - 1
        for index in elements.indices {
            if index > 0 { state.writer.writeByte(UInt8(ascii: ",")) }
            state.path[last] = .index(index)
            let value = resolved(elements[index])
            if item.isNonNull {
                try writeValue(item, plan, value, &state)
            } else {
                let mark = state.writer.bytes.count
                let depth = state.path.count
                do throws(GraphQLError) {
                    try writeValue(item, plan, value, &state)
                } catch {
                    recover(error, mark: mark, depth: depth, &state)
                }
            }
        }
        state.path.removeLast()
        state.writer.writeByte(UInt8(ascii: "]"))
    }

    func serialize(_ kind: LeafKind, _ value: Resolved, _ plan: FieldPlan, _ path: [PathComponent]) throws(GraphQLError) -> JSONValue {
        do throws(LeafError) {
            switch value {
            case .json(let json): return try kind.serialize(json)
            case .selection: throw LeafError("\(plan.fieldName) is a leaf field, but its value is an object or a list.")
            case .swift(let swift): return try kind.serialize(swift: swift)
            case .null: return .null
            case .introspection, .introspectionList: throw LeafError("Cannot represent an introspection object as a leaf value.")
            case .completed: preconditionFailure("writeValue writes a completed value before serializing")
            }
        } catch {
            throw locate(error.error, plan, path)
        }
    }

    func nonNullError(_ plan: FieldPlan, _ path: [PathComponent]) -> GraphQLError {
        locate(
            GraphQLError("Cannot return null for non-nullable field \(schema[plan.parentType].name).\(plan.fieldName)."),
            plan, path)
    }

    func notIterableError(_ plan: FieldPlan) -> GraphQLError {
        GraphQLError(
            "Expected Iterable, but did not find one for field \"\(schema[plan.parentType].name).\(plan.fieldName)\".")
    }
}
