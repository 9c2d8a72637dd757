import Quill
import Synchronization

/// Counts the requests the client sends (an interceptor of the request chain), so that the
/// interactive mode can show that a watcher's update from the cache cost none.
final class RequestCounter: GraphQLInterceptor {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        count.withLock { $0 += 1 }
        return try await chain.proceed(request)
    }
}
