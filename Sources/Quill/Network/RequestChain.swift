/// One step of a request's way to the server and its result's way back: an interceptor
/// changes the request, calls `chain.proceed` for the rest of the chain, and looks at
/// (or replaces) what comes back. The last one (`NetworkFetchInterceptor`) sends it.
///
/// ```swift
/// struct AuthorizationInterceptor: GraphQLInterceptor {
///     let token: @Sendable () -> String?
///     func intercept<Operation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain<Operation>) async throws
///         -> InterceptorResult<Operation>
///     {
///         var request = request
///         if let token = token() { request.headers["Authorization"] = "Bearer \(token)" }
///         return try await chain.proceed(request)
///     }
/// }
/// ```
public protocol GraphQLInterceptor: Sendable {
    func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain<Operation>)
        async throws -> InterceptorResult<Operation>
}

/// What comes back up the chain: the HTTP response once fetched, and the result once
/// parsed (or made by an interceptor). An incremental response (`@defer`, `@stream`)
/// comes back as its first payload, with the others in `later`.
public struct InterceptorResult<Operation: GraphQLOperation>: Sendable {
    public var response: GraphQLHTTPResponse?
    public var result: GraphQLResult<Operation.Data>?
    /// The rest of an incremental response: an outcome per later payload, whose result
    /// is the whole response so far. The parser and the cache write handle each as they
    /// handle the first.
    public var later: AsyncThrowingStream<InterceptorResult<Operation>, any Error>?
    /// An incremental response's payloads merged so far: what the parser reads instead of
    /// `response`'s body (which holds the first payload).
    var incremental: IncrementalResponse?

    public init(response: GraphQLHTTPResponse?, result: GraphQLResult<Operation.Data>? = nil) {
        self.response = response
        self.result = result
    }

    /// The outcome with `transform` applied to it and to each later outcome, in order.
    func transformingEach(_ transform: @escaping @Sendable (InterceptorResult) async throws -> InterceptorResult) async throws
        -> InterceptorResult
    {
        var outcome = try await transform(self)
        guard let later else { return outcome }
        outcome.later = AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await next in later { continuation.yield(try await transform(next)) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return outcome
    }
}

/// The interceptors after the current one.
public struct RequestChain<Operation: GraphQLOperation>: Sendable {
    private let interceptors: ArraySlice<any GraphQLInterceptor>
    private let emit: @Sendable (GraphQLResult<Operation.Data>) -> Void

    init(interceptors: ArraySlice<any GraphQLInterceptor>, emit: @escaping @Sendable (GraphQLResult<Operation.Data>) -> Void) {
        self.interceptors = interceptors
        self.emit = emit
    }

    /// Runs the rest of the chain on `request`.
    public func proceed(_ request: GraphQLHTTPRequest<Operation>) async throws -> InterceptorResult<Operation> {
        try Task.checkCancellation()
        guard let next = interceptors.first else {
            throw ChainError(message: "the interceptor chain ended before a response was fetched")
        }
        return try await next.intercept(request, chain: RequestChain(interceptors: interceptors.dropFirst(), emit: emit))
    }

    /// Delivers a result before the final one (the cache's, under `returnCacheDataAndFetch`).
    public func deliver(_ result: GraphQLResult<Operation.Data>) {
        emit(result)
    }
}

/// Assembles the interceptors of each request.
public protocol InterceptorProvider: Sendable {
    func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [any GraphQLInterceptor]
}
