import Foundation
import QuillSync

/// Apollo iOS 1.x's retry limit: ends a request whose chain has been run again (by
/// `chain.retry`) more than `maxRetriesAllowed` times. Put it first in the chain; one
/// instance counts one request's runs, so a provider makes one per request.
public final class MaxRetryInterceptor: ApolloInterceptor, Sendable {
    public let id = UUID().uuidString
    private let maxRetries: Int
    private let hitCount = Locked(0)

    /// The error a request ends with once its retries are used up.
    public struct RetriesExceededError: Error, LocalizedError {
        public let retryCount: Int
        public var errorDescription: String? { "The request was retried \(retryCount) times without a result." }
    }

    public init(maxRetriesAllowed: Int = 3) {
        maxRetries = maxRetriesAllowed
    }

    public func interceptAsync<Operation: GraphQLOperation>(
        chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
        completion: @escaping (Result<GraphQLResult<Operation.Data>, any Error>) -> Void
    ) {
        let hits = hitCount.withLock { count in
            count += 1
            return count
        }
        guard hits <= maxRetries + 1 else {
            return chain.handleErrorAsync(
                RetriesExceededError(retryCount: maxRetries), request: request, response: response, completion: completion)
        }
        chain.proceedAsync(request: request, response: response, interceptor: self, completion: completion)
    }
}
