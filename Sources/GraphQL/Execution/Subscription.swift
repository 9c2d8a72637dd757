/// Subscriptions (the spec's "Subscription" under "Executing Operations"):
/// `subscribe` creates the source event stream of the subscription's root field
/// (CreateSourceEventStream) and maps each event through execution
/// (MapSourceToResponseEvent), with graphql-js 16's `subscribe` errors.
///
/// ```swift
/// resolvers.subscription("Subscription", "attendeeAdded") { args, context, _ in
///     context.events.attendees(conference: try args["conference", as: String.self])
/// }
/// switch await executor.subscribe(document: document, source: source, context: context) {
/// case .stream(let responses): for await response in responses { send(response) }
/// case .failure(let response): send(response)
/// }
/// ```
public enum SubscriptionResult: Sendable {
    /// One response per source event.
    case stream(ResponseStream)
    /// The request's errors, without `data`: the source stream could not be created.
    case failure(Response)
}

/// Resolves a subscription root field to its source event stream (the spec's
/// "ResolveFieldEventStream"), with the context type erased.
typealias SubscribeResolve =
    @Sendable (_ rootValue: any Sendable, _ arguments: Arguments, _ context: any Sendable, _ info: ResolveInfo) async throws -> EventStream

extension Resolvers {
    /// The source event stream of subscription root field `type.field`: any
    /// `AsyncSequence`, whose events become the root value of one execution each.
    /// The root value of the request is `info.rootValue`.
    public mutating func subscription<Events: AsyncSequence & Sendable>(
        _ type: String, _ field: String,
        _ subscribe: @escaping @Sendable (_ arguments: Arguments, _ context: Context, _ info: ResolveInfo) async throws -> Events
    ) where Events.Element: Sendable {
        subscriptions[type, default: [:]][field] = { _, arguments, context, info in
            EventStream(try await subscribe(arguments, context as! Context, info))
        }
    }
}

extension ResolverTable {
    /// The subscription resolvers by field index of the schema's subscription type.
    static func subscriptions(
        _ byType: [String: [String: SubscribeResolve]], _ schema: GraphQLSchema
    ) throws(GraphQLError) -> [Int: SubscribeResolve] {
        var table: [Int: SubscribeResolve] = [:]
        for (typeName, byField) in byType {
            guard let id = schema.subscriptionType, schema[id].name == typeName else {
                throw GraphQLError("Resolvers name \"\(typeName)\", which is not the subscription type of the schema.")
            }
            for (fieldName, subscribe) in byField {
                guard let index = schema[id].fields.firstIndex(where: { $0.name == fieldName }) else {
                    throw GraphQLError("Resolvers name \"\(typeName).\(fieldName)\", which is not a field of the schema.")
                }
                table[index] = subscribe
            }
        }
        return table
    }
}

extension Executor {
    /// Subscribes to a subscription operation of `document` (the one named
    /// `operationName`, or the only one): the stream of its responses, or the
    /// response that says why there is none. The document must be valid.
    ///
    /// Each event runs the operation's selection set with the event as the root
    /// value, as `execute` would, on plans made once for the subscription. Ending
    /// the iteration (or cancelling its task) releases the source stream's iterator.
    public func subscribe(
        document: Document, source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(),
        context: Context, rootValue: (any Sendable)? = nil
    ) async -> SubscriptionResult {
        let execution: ExecutionContext
        switch prepare(document, source, operationName, variables, context, rootValue, allowsSuspension: true) {
        case .ready(let prepared): execution = prepared
        case .failed(let response): return .failure(response)
        }
        let events: EventStream
        do throws(GraphQLError) {
            events = try await execution.createSourceEventStream()
        } catch {
            return .failure(Response(errors: [error]))
        }
        // The root plans depend on the document and the variables only: planned once,
        // they serve every event (their sub-plans and coerced arguments with them).
        let request = execution.request
        let table = execution.table
        let context = execution.context
        let root = execution.root()
        return .stream(
            ResponseStream(events: events) { event in
                await ExecutionContext(request: request.with(rootValue: event), table: table, context: context, allowsSuspension: true)
                    .run(root)
            })
    }
}

extension Executor where Context == Void {
    /// `subscribe` without a context value.
    public func subscribe(
        document: Document, source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(),
        rootValue: (any Sendable)? = nil
    ) async -> SubscriptionResult {
        await subscribe(
            document: document, source: source, operationName: operationName, variables: variables, context: (),
            rootValue: rootValue)
    }
}

extension ExecutionContext {
    /// The spec's CreateSourceEventStream: the event stream of the operation's
    /// first root field, from its subscription resolver or else read from the
    /// root value (an `EventStream` there).
    func createSourceEventStream() async throws(GraphQLError) -> EventStream {
        let operation = request.operation
        guard operation.operation == .subscription else {
            // graphql-js 16 would collect the operation's fields on the subscription type.
            throw GraphQLError(
                "Expected a subscription operation, found a \(operation.operation.rawValue) operation.",
                locations: [request.source.location(at: operation.loc.start)])
        }
        guard let rootType = schema.subscriptionType else {
            throw GraphQLError(
                "Schema is not configured to execute subscription operation.",
                locations: [request.source.location(at: operation.loc.start)])
        }
        guard let (key, nodes) = try fieldGroups(rootType, operation.selectionSet).groups.first.map({ ($0.key, $0.nodes) }) else {
            // graphql-js 16 fails with a TypeError here.
            throw GraphQLError(
                "The subscription operation selects no field.", locations: [request.source.location(at: operation.loc.start)])
        }
        guard let plan = plan(key, nodes, on: rootType, eager: false) else {
            throw GraphQLError(
                "The subscription field \"\(nodes[0].name.value)\" is not defined.",
                locations: nodes.map { request.source.location(at: $0.loc.start) })
        }
        let path: [PathComponent] = [.key(key)]
        let arguments = try self.arguments(plan, path)
        let root = Resolved(request.rootValue)
        if case .field(let index) = plan.kind, let subscribe = table.subscriptions[index] {
            do {
                return try await subscribe(
                    root.parentValue, arguments, context, ResolveInfo(plan: plan, request: request, path: path, execution: self))
            } catch {
                throw locate(error, plan, path)
            }
        }
        var source = DefaultSource.unresolved
        let value = source.field(plan.fieldName, of: root)
        if case .swift(let events as EventStream) = value { return events }
        throw GraphQLError("Subscription field must return Async Iterable. Received: \(received(value, root, plan.fieldName)).")
    }

    /// The value as graphql-js's `inspect` names it: `undefined` for a field the
    /// root value lacks.
    private func received(_ value: Resolved, _ root: Resolved, _ fieldName: String) -> String {
        switch value {
        case .null:
            if case .json(.object(let object)) = root, object[fieldName] != nil { return "null" }
            return "undefined"
        case .json(let json): return inspect(json)
        case .selection: return "{}"
        case .swift(let swift): return String(describing: type(of: swift))
        case .completed(let json): return String(decoding: json.bytes, as: UTF8.self)
        case .introspection, .introspectionList: return "{}"
        }
    }
}

extension Request {
    /// The same request with another root value: one subscription event.
    func with(rootValue: any Sendable) -> Request {
        Request(
            schema: schema, document: document, operation: operation, fragments: fragments, variables: variables,
            rootValue: rootValue, source: source)
    }
}
