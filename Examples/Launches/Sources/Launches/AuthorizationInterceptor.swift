import Quill

/// Seed 004's part 4: every request carries the login token, added by an interceptor of
/// the request chain, in the `Authorization` header (as Apollo's tutorial sends it).
struct AuthorizationInterceptor: GraphQLInterceptor {
    func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        var request = request
        if let token = LoginToken.load() { request.headers["Authorization"] = token }
        return try await chain.proceed(request)
    }
}
