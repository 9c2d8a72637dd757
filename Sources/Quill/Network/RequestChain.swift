/// One step of a request's way to the server and its result's way back: an interceptor
/// changes the request, calls `chain.proceed` for the rest of the chain, and looks at
/// (or replaces) what comes back. The last one (`NetworkFetchInterceptor`) sends it.
///
/// ```swift
/// struct AuthorizationInterceptor: GraphQLInterceptor {
///     let token: @Sendable () -> String?
///     func intercept<Operation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain) async throws
///         -> InterceptorResult<Operation>
///     {
///         var request = request
///         if let token = token() { request.headers["Authorization"] = "Bearer \(token)" }
///         return try await chain.proceed(request)
///     }
/// }
/// ```
public protocol GraphQLInterceptor: Sendable {
    func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
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

/// The interceptors after the current one (Apollo's interceptors reach it through
/// `proceedAsync`, `retry`, `handleErrorAsync` and `returnValueAsync`).
public struct RequestChain: Sendable {
    private let interceptors: ArraySlice<any GraphQLInterceptor>
    private let emit: @Sendable (any Sendable) -> Void
    /// The `ApolloStep` of the Apollo interceptor this chain was handed to, if any.
    let step: (any Sendable)?

    init(
        interceptors: ArraySlice<any GraphQLInterceptor>, step: (any Sendable)? = nil,
        emit: @escaping @Sendable (any Sendable) -> Void
    ) {
        self.interceptors = interceptors
        self.step = step
        self.emit = emit
    }

    /// Runs the rest of the chain on `request`.
    public func proceed<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>) async throws
        -> InterceptorResult<Operation>
    {
        try Task.checkCancellation()
        guard let next = interceptors.first else {
            throw ChainError(message: "the interceptor chain ended before a response was fetched")
        }
        return try await next.intercept(request, chain: RequestChain(interceptors: interceptors.dropFirst(), emit: emit))
    }

    /// Delivers a result before the final one (the cache's, under `returnCacheDataAndFetch`).
    public func deliver<Data: Sendable>(_ result: GraphQLResult<Data>) {
        emit(result)
    }

    /// The same chain, handed to an Apollo interceptor whose turn `step` is.
    func handed<Operation>(to step: ApolloStep<Operation>) -> RequestChain {
        RequestChain(interceptors: interceptors, step: step, emit: emit)
    }
}

/// Assembles the interceptors of each request. Not `Sendable`, so that an app's subclass of
/// `DefaultInterceptorProvider` (Apollo's shape) compiles as written; the transport calls
/// it from any task, as Apollo's did.
public protocol InterceptorProvider {
    func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [any GraphQLInterceptor]

    /// Handles the error a request's chain ends with (Apollo's error interceptor), if any.
    func additionalErrorInterceptor<Operation: GraphQLOperation>(for operation: Operation) -> (any ApolloErrorInterceptor)?
}

extension InterceptorProvider {
    public func additionalErrorInterceptor<Operation: GraphQLOperation>(for operation: Operation)
        -> (any ApolloErrorInterceptor)?
    {
        nil
    }
}
