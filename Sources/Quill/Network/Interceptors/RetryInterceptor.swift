import Foundation
import QuillSync

/// Sends a request again after a transport error (no response: refused, lost mid-body,
/// timed out), waiting longer each time: `baseDelay` seconds, then twice it, and so on, with a
/// random part so that many clients do not retry in step. Mutations are retried only
/// when `retriesMutations` (the server may have run one whose answer was lost).
public struct RetryPolicy: Sendable, Hashable {
    public var maxRetries: Int
    public var baseDelay: TimeInterval
    public var maxDelay: TimeInterval
    public var retriesMutations: Bool

    public init(maxRetries: Int = 2, baseDelay: TimeInterval = 0.2, maxDelay: TimeInterval = 10, retriesMutations: Bool = false) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.retriesMutations = retriesMutations
    }

    public static let never = RetryPolicy(maxRetries: 0)

    /// The wait before retry `attempt` (1-based): exponential, capped, with up to 25% jitter.
    func delay(before attempt: Int) -> TimeInterval {
        let exponential = baseDelay * Double(1 << min(attempt - 1, 20))
        let capped = min(exponential, maxDelay)
        return capped + capped * Double.random(in: 0..<0.25)
    }
}

public struct RetryInterceptor: GraphQLInterceptor {
    public let policy: RetryPolicy

    public init(policy: RetryPolicy = RetryPolicy()) {
        self.policy = policy
    }

    public func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        let retries = Operation.operationType == .mutation && !policy.retriesMutations ? 0 : policy.maxRetries
        var attempt = 0
        while true {
            do {
                return try await chain.proceed(request)
            } catch is TransportError where attempt < retries {
                attempt += 1
                try await Task.sleep(seconds: policy.delay(before: attempt))
            }
        }
    }
}
