import GraphQL
import QuillAuth
import QuillSync

/// At most `requests` requests per `seconds` for each caller: the token's subject, the API
/// key, or (anonymous) the peer's address. Each caller has a bucket of `requests` tokens,
/// refilled evenly over `seconds`; a request takes one.
public final class RateLimit: Sendable {
    public let requests: Int
    public let seconds: Int
    /// The time now (the monotonic clock; tests set their own).
    private let now: @Sendable () -> MonotonicInstant
    private let buckets = Locked<[String: Bucket]>([:])
    /// Past this many callers, the buckets that are full again are forgotten.
    private let maxCallers: Int

    private struct Bucket {
        var tokens: Double
        var updated: MonotonicInstant
    }

    public init(
        requests: Int, seconds: Int, maxCallers: Int = 100_000,
        now: @escaping @Sendable () -> MonotonicInstant = { MonotonicInstant.now }
    ) {
        self.requests = max(1, requests)
        self.seconds = max(1, seconds)
        self.maxCallers = maxCallers
        self.now = now
    }

    /// Takes a token of `caller`'s bucket: nil when there was one, else how many seconds
    /// until there is (at least 1).
    public func take(for caller: String) -> Int? {
        let now = now()
        let capacity = Double(requests)
        let perSecond = Double(requests) / Double(seconds)
        return buckets.withLock { buckets in
            var bucket = buckets[caller] ?? Bucket(tokens: capacity, updated: now)
            bucket.tokens = min(capacity, bucket.tokens + (now - bucket.updated) * perSecond)
            bucket.updated = now
            defer { buckets[caller] = bucket }
            if bucket.tokens >= 1 {
                bucket.tokens -= 1
                if buckets.count >= maxCallers { forgetFull(&buckets, now: now, capacity: capacity, perSecond: perSecond) }
                return nil
            }
            return max(1, Int(((1 - bucket.tokens) / perSecond).rounded(.up)))
        }
    }

    /// Forgets the buckets that have filled up since they were last used (a forgotten
    /// caller starts full again, so nothing changes for it); if none has, any half.
    private func forgetFull(_ buckets: inout [String: Bucket], now: MonotonicInstant, capacity: Double, perSecond: Double) {
        let before = buckets.count
        buckets = buckets.filter { $0.value.tokens + (now - $0.value.updated) * perSecond < capacity }
        if buckets.count == before { buckets = Dictionary(uniqueKeysWithValues: buckets.prefix(before / 2).map { ($0.key, $0.value) }) }
    }

    /// The caller a request counts for.
    static func caller(of request: ServerRequest) -> String {
        switch request.auth.kind {
        case .token where request.auth.subject != nil: "subject " + request.auth.subject!
        case .apiKey(let line): "API key \(line)"
        case .token, .anonymous, .system: "address " + host(of: request.remoteAddress)
        }
    }

    /// The host of an address like `127.0.0.1:52144` or `[::1]:52144`.
    static func host(of address: String) -> Substring {
        if address.hasPrefix("["), let end = address.firstIndex(of: "]") { return address[address.index(after: address.startIndex)..<end] }
        return address.lastIndex(of: ":").map { address[..<$0] } ?? address[...]
    }
}

/// Answers a caller past its `RateLimit` with 429, `Retry-After` and a `RATE_LIMITED` error;
/// after authentication, so that a token's subject or an API key is the caller.
public struct RateLimitMiddleware: ServerMiddleware {
    public let limit: RateLimit

    public init(_ limit: RateLimit) {
        self.limit = limit
    }

    public func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        guard let retryAfter = limit.take(for: RateLimit.caller(of: request)) else { return next(request) }
        let error = GraphQLError(
            "Too many requests: at most \(limit.requests) per \(limit.seconds) s. Retry after \(retryAfter) s.",
            extensions: ["code": "RATE_LIMITED"])
        return .response(.refusal(error, status: .tooManyRequests, to: request.http, headers: ["Retry-After": String(retryAfter)]))
    }
}
