import struct GraphQL.JSONReader

/// Turns an HTTP error status into a `ResponseCodeError`, with the GraphQL errors of its
/// body when it has some.
public struct ResponseCodeInterceptor: GraphQLInterceptor {
    public init() {}

    public func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        let outcome = try await chain.proceed(request)
        guard let response = outcome.response, !(200..<300).contains(response.status) else { return outcome }
        var errors: [GraphQLError]?
        if case .object(let object)? = try? JSONReader().read(response.body), let list = object["errors"] {
            errors = try? ResponseParsing.errors(list)
        }
        throw ResponseCodeError(url: response.url, status: response.status, body: response.body, graphQLErrors: errors)
    }
}
