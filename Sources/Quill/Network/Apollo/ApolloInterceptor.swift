/// Apollo iOS 1.x's interceptor: a step of the request chain written with completion
/// handlers. Quill runs it on its one async chain (`ApolloInterceptorAdapter`): placed
/// before the network fetch it sees the request on its way out (`response` is nil),
/// placed after it, the response on its way back.
public protocol ApolloInterceptor {
    /// Tells this interceptor from the others of a chain.
    var id: String { get }

    /// Does this interceptor's work, then calls one of `chain`'s `proceedAsync`, `retry`,
    /// `handleErrorAsync` or `returnValueAsync`.
    func interceptAsync<Operation: GraphQLOperation>(
        chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
        completion: @escaping (Result<GraphQLResult<Operation.Data>, any Error>) -> Void)
}

/// Apollo iOS 1.x's error interceptor: sees the error a request's chain ends with, and
/// completes with a result, an error, or `chain.retry`.
public protocol ApolloErrorInterceptor {
    func handleErrorAsync<Operation: GraphQLOperation>(
        error: any Error, chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
        completion: @escaping (Result<GraphQLResult<Operation.Data>, any Error>) -> Void)
}
