import QuillSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the caller of a request from its credentials: a JWT bearer token
/// (`Authorization: Bearer …`) and an API key (`x-api-key`), each checked when sent and
/// refused when it does not verify. A request without either is anonymous.
///
/// A token that verified is remembered (a client sends the same one with every request):
/// the next time only its `exp` and `nbf` are checked again.
public struct Authenticator: Sendable {
    public let jwt: JWTVerifier?
    public var apiKeys: APIKeys?
    /// The time tokens are checked at, in seconds since 1970 (the system clock).
    public var now: @Sendable () -> Double = Authenticator.systemTime
    private let verified = VerifiedTokens()

    public init(jwt: JWTVerifier? = nil, apiKeys: APIKeys? = nil) {
        self.jwt = jwt
        self.apiKeys = apiKeys
    }

    /// The caller of a request with these `Authorization` and `x-api-key` values: with an
    /// API key when both verify.
    public func caller(authorization: String?, apiKey: String?) -> Result<Caller, AuthenticationError> {
        var caller = Caller.anonymous
        if let authorization {
            guard let token = Self.bearerToken(authorization) else {
                return .failure(AuthenticationError("The Authorization header is not \"Bearer\" and a token."))
            }
            guard let jwt else { return .failure(AuthenticationError("This server accepts no bearer tokens.")) }
            do throws(AuthenticationError) {
                let now = now()
                if let known = verified.caller(of: token) {
                    try jwt.checkTimes(of: known, now: now)
                    caller = known
                } else {
                    caller = try jwt.verify(token, now: now)
                    verified.remember(caller, for: token)
                }
            } catch {
                return .failure(error)
            }
        }
        if let apiKey {
            guard let line = apiKeys?.line(of: apiKey) else { return .failure(.unknownAPIKey) }
            caller = .apiKey(line: line)
        }
        return .success(caller)
    }

    /// The token of a `Bearer` credential (the scheme in any case, RFC 9110 §11.1).
    static func bearerToken(_ authorization: String) -> Substring? {
        let trimmed = authorization.trimmingSpaces
        guard let space = trimmed.firstIndex(of: " "), trimmed[..<space].lowercased() == "bearer" else { return nil }
        let token = trimmed[space...].trimmingSpaces
        return token.isEmpty ? nil : token
    }

    /// The system's wall clock, in seconds since 1970.
    @Sendable public static func systemTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The callers of the tokens that verified lately, by token: at most `limit`, then
/// forgotten all at once.
private final class VerifiedTokens: Sendable {
    private let callers = Locked<[Substring: Caller]>([:])
    private let limit = 4096

    func caller(of token: Substring) -> Caller? {
        callers.withLock { $0[token] }
    }

    func remember(_ caller: Caller, for token: Substring) {
        callers.withLock { callers in
            if callers.count >= limit { callers.removeAll(keepingCapacity: true) }
            callers[token] = caller
        }
    }
}
