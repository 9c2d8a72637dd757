import GraphQL
import QuillAuth
import QuillHTTP
import QuillSync
import QuillTestSupport
import Testing

@testable import QuillServer

/// A clock the test moves.
final class TestClock: Sendable {
    private let instant = Locked(MonotonicInstant.now)
    var now: MonotonicInstant { instant.value }
    func advance(seconds: Double) { instant.withLock { $0 = $0 + seconds } }
}

@Suite struct RateLimitTests {
    @Test func aBucketRefillsEvenlyAndSaysWhenToRetry() {
        let clock = TestClock()
        let limit = RateLimit(requests: 3, seconds: 6) { clock.now }
        #expect(limit.take(for: "a") == nil)
        #expect(limit.take(for: "a") == nil)
        #expect(limit.take(for: "a") == nil)
        // One token comes back every 2 s.
        #expect(limit.take(for: "a") == 2)
        #expect(limit.take(for: "b") == nil, "each caller has its own bucket")
        clock.advance(seconds: 1.5)
        #expect(limit.take(for: "a") == 1)
        clock.advance(seconds: 0.5)
        #expect(limit.take(for: "a") == nil)
        #expect(limit.take(for: "a") == 2)
        clock.advance(seconds: 60)
        for _ in 0..<3 { #expect(limit.take(for: "a") == nil) }
        #expect(limit.take(for: "a") != nil, "a bucket never holds more than its size")
    }

    @Test func manyCallersForgetTheFullBuckets() {
        let clock = TestClock()
        let limit = RateLimit(requests: 1, seconds: 10, maxCallers: 4) { clock.now }
        for caller in ["a", "b", "c", "d"] { #expect(limit.take(for: caller) == nil) }
        clock.advance(seconds: 10)
        // Full again, a, b, c and d are forgotten: each starts with a full bucket, as before.
        #expect(limit.take(for: "e") == nil)
        #expect(limit.take(for: "a") == nil)
        #expect(limit.take(for: "a") == 10)
    }

    @Test func theCallerIsTheSubjectTheKeyOrTheAddress() {
        var request = ServerRequest(httpRequest(.get, "/"))
        request.http.remoteAddress = "[::1]:5000"
        #expect(RateLimit.caller(of: request) == "address ::1")
        request.http.remoteAddress = "10.0.0.7:41000"
        #expect(RateLimit.caller(of: request) == "address 10.0.0.7")
        request.auth = Caller(kind: .token, subject: "ada")
        #expect(RateLimit.caller(of: request) == "subject ada")
        request.auth = Caller(kind: .token)
        #expect(RateLimit.caller(of: request) == "address 10.0.0.7")
        request.auth = .apiKey(line: 2)
        #expect(RateLimit.caller(of: request) == "API key 2")
    }

    @Test func aCallerPastItsLimitGets429WithRetryAfter() async throws {
        let clock = TestClock()
        let server = try makeTestServer { $0.rateLimit = RateLimit(requests: 2, seconds: 60) { clock.now } }
        var request = post(#"{"query":"{ hello }"}"#)
        request.remoteAddress = "10.0.0.1:1234"
        #expect(await answer(server, request).status == 200)
        #expect(await answer(server, request).status == 200)
        let refused = await answer(server, request)
        #expect(refused.status == 429)
        #expect(refused.response.headers["Retry-After"] == "30")
        #expect(
            refused.text
                == #"{"errors":[{"message":"Too many requests: at most 2 per 60 s. Retry after 30 s.","extensions":{"code":"RATE_LIMITED"}}]}"#)
        var other = request
        other.remoteAddress = "10.0.0.2:1234"
        #expect(await answer(server, other).status == 200)
    }
}
