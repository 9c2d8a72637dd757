/// Executes operations against a schema with resolvers (the spec's "Execution"),
/// writing each response straight to JSON bytes.
///
/// ```swift
/// let schema = try buildSchema(sdl)
/// var resolvers = Resolvers<AppContext>()
/// resolvers.field("Query", "me") { _, _, context, _ in context.user }
/// let executor = try Executor(schema: schema, resolvers: resolvers)
/// let response = await executor.execute(document: document, context: AppContext(user: user))
/// ```
///
/// The document must be valid (`validate`); `graphql(_:...)` parses, validates
/// and executes in one call.
///
/// `subscribe` runs a subscription: its responses are an `AsyncSequence`, one
/// execution of the operation's selection set per source event.
public struct Executor<Context: Sendable>: Sendable {
    public let schema: GraphQLSchema
    let table: ResolverTable

    /// Fails when the resolvers name types or fields the schema does not have.
    public init(schema: GraphQLSchema, resolvers: Resolvers<Context> = Resolvers()) throws(GraphQLError) {
        self.schema = schema
        table = try ResolverTable(schema: schema, resolvers: resolvers)
    }

    /// Executes an operation of `document`: the one named `operationName`, or the
    /// only one. Suspends only where an `async` resolver runs; fields that may
    /// reach one run concurrently with their siblings (in order for mutations).
    public func execute(
        document: Document, source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(),
        context: Context, rootValue: (any Sendable)? = nil
    ) async -> Response {
        let execution: ExecutionContext
        switch prepare(document, source, operationName, variables, context, rootValue, allowsSuspension: true) {
        case .ready(let prepared): execution = prepared
        case .failed(let response): return response
        }
        let request = execution.request
        guard request.operation.operation == .mutation, let runner = table.mutationRunner else { return await execution.run() }
        let table = table
        var runSync: (@Sendable () -> Response)?
        if resolvesWithoutSuspending(request.operation, in: document) {
            runSync = { @Sendable in ExecutionContext(request: request, table: table, context: context, allowsSuspension: false).runSync() }
        }
        let mutation = MutationExecution(
            run: { await ExecutionContext(request: request, table: table, context: context, allowsSuspension: true).run() },
            runSync: runSync)
        return await runner(request.operation, context, mutation)
    }

    /// Executes an operation without suspending: a field with an `async`
    /// resolver is a field error instead, and a mutation whose resolvers have a
    /// runner (`Resolvers.aroundMutations`) an error.
    public func executeSync(
        document: Document, source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(),
        context: Context, rootValue: (any Sendable)? = nil
    ) -> Response {
        switch prepare(document, source, operationName, variables, context, rootValue, allowsSuspension: false) {
        case .ready(let execution) where execution.request.operation.operation == .mutation && table.mutationRunner != nil:
            Response(errors: [GraphQLError("A mutation of these resolvers runs only with execute.")])
        case .ready(let execution): execution.runSync()
        case .failed(let response): response
        }
    }

    func prepare(
        _ document: Document, _ source: Source, _ operationName: String?, _ variables: JSONObject, _ context: Context,
        _ rootValue: (any Sendable)?, allowsSuspension: Bool
    ) -> Prepared {
        let operation: OperationDefinition
        do throws(GraphQLError) {
            operation = try document.operation(named: operationName)
        } catch {
            return .failed(Response(errors: [error]))
        }
        let coerced: CoercedVariables
        switch coerceVariableValues(
            schema: schema, definitions: operation.variableDefinitions, inputs: variables, source: source, scalars: table.scalars)
        {
        case .success(let values): coerced = values
        case .failure(let errors): return .failed(Response(errors: errors.errors))
        }
        let request = Request(
            schema: schema, document: document, operation: operation, fragments: document.fragmentsByName, variables: coerced,
            rootValue: rootValue, source: source)
        return .ready(ExecutionContext(request: request, table: table, context: context, allowsSuspension: allowsSuspension))
    }

    /// An execution ready to run, or the response of a request that cannot run.
    enum Prepared {
        case ready(ExecutionContext)
        case failed(Response)
    }
}

extension Executor where Context == Void {
    /// `execute` without a context value.
    public func execute(
        document: Document, source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(),
        rootValue: (any Sendable)? = nil
    ) async -> Response {
        await execute(
            document: document, source: source, operationName: operationName, variables: variables, context: (),
            rootValue: rootValue)
    }

    /// `executeSync` without a context value.
    public func executeSync(
        document: Document, source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(),
        rootValue: (any Sendable)? = nil
    ) -> Response {
        executeSync(
            document: document, source: source, operationName: operationName, variables: variables, context: (),
            rootValue: rootValue)
    }
}

extension ExecutionContext {
    /// How an operation starts: its root plans, or the response when the schema has
    /// no root type for the operation or its fields cannot be collected. It depends on
    /// the request's operation and variables, not on its root value, so a subscription
    /// makes it once for all its events.
    enum Root: Sendable {
        case plans([FieldPlan])
        case response(Response)
    }

    func root() -> Root {
        let operation = request.operation
        guard let rootType = schema.rootType(for: operation.operation) else {
            return .response(
                Response(
                    dataJSON: Array("null".utf8),
                    errors: [
                        GraphQLError(
                            "Schema is not configured to execute \(operation.operation.rawValue) operation.",
                            locations: [request.source.location(at: operation.loc.start)])
                    ]))
        }
        let groups: FieldGroups
        do throws(GraphQLError) {
            groups = try fieldGroups(rootType, operation.selectionSet)
        } catch {
            return .response(Response(dataJSON: Array("null".utf8), errors: [error]))
        }
        return .plans(plans(groups, on: rootType))
    }

    func runSync() -> Response {
        switch root() {
        case .plans(let plans): writeRoot(plans, Resolved(request.rootValue))
        case .response(let response): response
        }
    }

    private func writeRoot(_ plans: [FieldPlan], _ rootValue: Resolved) -> Response {
        var state = ExecutionState(capacity: table.responseSizeHint.value)
        state.writer.writeRaw(Response.dataPrefix)
        do throws(GraphQLError) {
            try writeObject(plans, rootValue, &state)
            table.responseSizeHint.record(state.writer.count)
            let complete = state.errors.isEmpty
            if complete { state.writer.writeByte(UInt8(ascii: "}")) }
            return Response(written: state.writer.bytes, complete: complete, errors: state.errors)
        } catch {
            return Response(dataJSON: Array("null".utf8), errors: state.errors + [error])
        }
    }

    /// Runs synchronously unless a root field may suspend.
    func run() async -> Response {
        await run(root())
    }

    /// Runs from `root`, made by `root()` for this request's operation and variables
    /// (possibly for another root value).
    func run(_ root: Root) async -> Response {
        let plans: [FieldPlan]
        switch root {
        case .plans(let rootPlans): plans = rootPlans
        case .response(let response): return response
        }
        let rootValue = Resolved(request.rootValue)
        guard plans.contains(where: \.maySuspend) else { return writeRoot(plans, rootValue) }
        let serially = request.operation.operation == .mutation
        let result = await BatchScheduler().runRoot { () async -> Result<[UInt8], GraphQLError> in
            do throws(GraphQLError) {
                return .success(try await objectBytes(plans, rootValue, [], serially: serially))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let bytes): return Response(dataJSON: bytes, errors: concurrentErrors.withLock { $0 })
        case .failure(let error): return Response(dataJSON: Array("null".utf8), errors: concurrentErrors.withLock { $0 } + [error])
        }
    }
}
