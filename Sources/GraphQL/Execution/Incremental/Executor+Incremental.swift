/// Incremental delivery (graphql-js 17's `experimentalExecuteIncrementally`):
/// `@defer` and `@stream` deliver parts of the response in later payloads, when
/// the schema declares the directives. (`execute` ignores them and completes
/// everything in one response.)
extension Executor {
    /// Executes an operation of `document` as `execute` does, delivering its
    /// deferred fragments and streamed items after the initial result. Deferred
    /// fragments run once the initial result is out (graphql-js's default, without
    /// early execution), as the subsequent results are iterated.
    public func executeIncrementally(
        document: Document, source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(),
        context: Context, rootValue: (any Sendable)? = nil
    ) async -> IncrementalExecutionResult {
        let prepared: ExecutionContext
        switch prepare(document, source, operationName, variables, context, rootValue, allowsSuspension: true) {
        case .ready(let execution): prepared = execution
        case .failed(let response): return .single(response)
        }
        if prepared.request.operation.operation == .mutation && table.mutationRunner != nil {
            // Its runner answers with the whole response.
            return .single(
                await execute(
                    document: document, source: source, operationName: operationName, variables: variables, context: context,
                    rootValue: rootValue))
        }
        let execution = IncrementalExecution(
            request: prepared.request, table: prepared.table, context: prepared.context, allowsSuspension: true)
        let (response, work) = await execution.runInitial()
        guard let work else { return .single(response) }
        let publisher = IncrementalPublisher(execution: execution, work: work)
        return .incremental(
            InitialIncrementalResult(response: response, pending: publisher.initialPending()),
            SubsequentIncrementalResults(publisher: publisher))
    }
}

extension Executor where Context == Void {
    /// `executeIncrementally` without a context value.
    public func executeIncrementally(
        document: Document, source: Source, operationName: String? = nil, variables: JSONObject = JSONObject(),
        rootValue: (any Sendable)? = nil
    ) async -> IncrementalExecutionResult {
        await executeIncrementally(
            document: document, source: source, operationName: operationName, variables: variables, context: (),
            rootValue: rootValue)
    }
}
