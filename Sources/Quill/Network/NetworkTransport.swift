import Foundation

/// Carries queries and mutations to a server and brings back their results (the cache
/// policy is the transport's to apply: the request chain reads and writes the store).
public protocol NetworkTransport: Sendable {
    /// The operation's results: one, or two under `returnCacheDataAndFetch` (the cache's,
    /// then the server's), and for an incremental response (`@defer`, `@stream`) one more
    /// per later payload, each the whole response so far; a failure ends the stream with
    /// its error.
    func send<Operation: GraphQLOperation>(operation: Operation, cachePolicy: CachePolicy, context: RequestContext)
        -> AsyncThrowingStream<GraphQLResult<Operation.Data>, any Error>
}

/// The transport that runs each request through the interceptors of a provider.
///
/// `@unchecked Sendable`: its provider need not be `Sendable` (see `InterceptorProvider`);
/// it only assembles each request's interceptors, which are.
public struct RequestChainNetworkTransport: NetworkTransport, @unchecked Sendable {
    public let interceptorProvider: any InterceptorProvider
    public let endpointURL: URL
    /// Sent with every request (before interceptors add theirs).
    public var additionalHeaders: [String: String]

    public init(interceptorProvider: any InterceptorProvider, endpointURL: URL, additionalHeaders: [String: String] = [:]) {
        self.interceptorProvider = interceptorProvider
        self.endpointURL = endpointURL
        self.additionalHeaders = additionalHeaders
    }

    public func send<Operation: GraphQLOperation>(operation: Operation, cachePolicy: CachePolicy, context: RequestContext)
        -> AsyncThrowingStream<GraphQLResult<Operation.Data>, any Error>
    {
        let request = GraphQLHTTPRequest(
            operation: operation, url: endpointURL, headers: additionalHeaders, cachePolicy: cachePolicy, context: context)
        let interceptors = interceptorProvider.interceptors(for: operation)
        let errorInterceptor = ErrorInterceptorHandle(interceptorProvider.additionalErrorInterceptor(for: operation))
        return AsyncThrowingStream { continuation in
            let task = Task {
                let chain = RequestChain(interceptors: interceptors[...]) { result in
                    if let result = result as? GraphQLResult<Operation.Data> { continuation.yield(result) }
                }
                var request = request
                while true {
                    let outcome: InterceptorResult<Operation>
                    do {
                        outcome = try await chain.proceed(request)
                    } catch let retry as ChainRetry<Operation> {
                        request = retry.request
                        continue
                    } catch {
                        do {
                            guard !(error is CancellationError), let handled = try await errorInterceptor.handle(error, request, chain)
                            else { throw error }
                            continuation.yield(handled)
                            return continuation.finish()
                        } catch let retry as ChainRetry<Operation> {
                            request = retry.request
                            continue
                        } catch {
                            return continuation.finish(throwing: error)
                        }
                    }
                    if let result = outcome.result { continuation.yield(result) }
                    // An incremental response's later payloads, each a result of its own.
                    do {
                        if let later = outcome.later {
                            for try await next in later {
                                if let result = next.result { continuation.yield(result) }
                            }
                        }
                        return continuation.finish()
                    } catch {
                        return continuation.finish(throwing: error)
                    }
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// The provider's `ApolloErrorInterceptor` for one request, run as a step of the chain.
///
/// `@unchecked Sendable`: Apollo's error interceptors are the app's classes, not
/// `Sendable`; the request's task alone calls it, once per error.
private struct ErrorInterceptorHandle: @unchecked Sendable {
    let interceptor: (any ApolloErrorInterceptor)?

    init(_ interceptor: (any ApolloErrorInterceptor)?) {
        self.interceptor = interceptor
    }

    /// The result the interceptor makes of `error` (nil: there is none to ask).
    func handle<Operation: GraphQLOperation>(_ error: any Error, _ request: GraphQLHTTPRequest<Operation>, _ chain: RequestChain)
        async throws -> GraphQLResult<Operation.Data>?
    {
        guard let interceptor else { return nil }
        let step = ApolloStep<Operation>()
        let outcome = try await step.run {
            interceptor.handleErrorAsync(
                error: error, chain: chain.handed(to: step), request: HTTPRequest(request), response: nil, completion: step.complete)
        }
        return outcome.result
    }
}
