/// Apollo iOS 1.x's chain calls, for an `ApolloInterceptor` (or `ApolloErrorInterceptor`)
/// the chain was handed to; each ends that interceptor's step on the async chain.
extension RequestChain {
    /// Goes on with the rest of the chain: before the fetch, runs it and passes its result
    /// to `completion`; after the fetch, hands the response back to the chain.
    public func proceedAsync<Operation: GraphQLOperation>(
        request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?, interceptor: any ApolloInterceptor,
        completion: @escaping (Result<GraphQLResult<Operation.Data>, any Error>) -> Void
    ) {
        guard let step = step(Operation.self) else { return }
        if step.isAfterFetch, var outcome = step.outcome {
            if let parsed = response?.parsedResponse { outcome.result = parsed }
            return step.finish(.success(outcome))
        }
        // `completion` is the interceptor's own (not Sendable): Apollo calls it from whichever
        // thread the chain ends on, and so does this.
        nonisolated(unsafe) let completion = completion
        let request = request.graphQLRequest
        step.proceed({ try await self.proceed(request) }) { result in
            switch result {
            case .success(let outcome) where outcome.result != nil: completion(.success(outcome.result!))
            case .success(let outcome): step.finish(.success(outcome))
            case .failure(let error): completion(.failure(error))
            }
        }
    }

    /// Runs the whole chain again, from its first interceptor, with `request`.
    public func retry<Operation: GraphQLOperation>(
        request: HTTPRequest<Operation>, completion: @escaping (Result<GraphQLResult<Operation.Data>, any Error>) -> Void
    ) {
        step(Operation.self)?.finish(.failure(ChainRetry(request: request.graphQLRequest)))
    }

    /// Ends the request with `error` (the provider's error interceptor, if any, sees it).
    public func handleErrorAsync<Operation: GraphQLOperation>(
        _ error: any Error, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
        completion: @escaping (Result<GraphQLResult<Operation.Data>, any Error>) -> Void
    ) {
        completion(.failure(error))
    }

    /// Ends the request with `value`, skipping the rest of the chain.
    public func returnValueAsync<Operation: GraphQLOperation>(
        for request: HTTPRequest<Operation>, value: GraphQLResult<Operation.Data>,
        completion: @escaping (Result<GraphQLResult<Operation.Data>, any Error>) -> Void
    ) {
        completion(.success(value))
    }

    /// Cancels the request.
    public func cancel() {
        (step as? any CancellableStep)?.cancel()
    }

    /// Whether the request was cancelled.
    public var isCancelled: Bool {
        (step as? any CancellableStep)?.isCancelled ?? Task.isCancelled
    }

    private func step<Operation>(_: Operation.Type) -> ApolloStep<Operation>? {
        let step = step as? ApolloStep<Operation>
        assert(step != nil, "an Apollo chain call on a chain not handed to an Apollo interceptor")
        return step
    }
}

/// A step of any operation, as `cancel` sees it.
protocol CancellableStep {
    var isCancelled: Bool { get }
    func cancel()
}

extension ApolloStep: CancellableStep {}
