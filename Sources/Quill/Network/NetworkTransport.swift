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
public struct RequestChainNetworkTransport: NetworkTransport {
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
        return AsyncThrowingStream { continuation in
            let task = Task {
                let chain = RequestChain<Operation>(interceptors: interceptors[...]) { continuation.yield($0) }
                do {
                    let outcome = try await chain.proceed(request)
                    if let result = outcome.result { continuation.yield(result) }
                    if let later = outcome.later {
                        for try await next in later {
                            if let result = next.result { continuation.yield(result) }
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
