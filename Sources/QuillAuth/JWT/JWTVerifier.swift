import GraphQL

/// Verifies JWT bearer tokens (HS256, RS256, ES256) and reads the caller they name: the
/// signature with a configured key of the token's algorithm, then `exp` and `nbf` (within
/// `leeway`), `iss` and `aud` when configured. Anything else (`alg: none`, another
/// algorithm, a key of another type, a bad signature) is refused.
public struct JWTVerifier: Sendable {
    /// The keys, with the `kid` that names each in a JWKS (nil for a single key).
    let keys: [(keyID: String?, key: VerificationKey)]
    /// The `iss` tokens must have; nil accepts any.
    public var issuer: String?
    /// A value the token's `aud` must be or hold; nil accepts any.
    public var audience: String?
    /// How many seconds a clock may be off: a token is accepted this long after its `exp`
    /// and before its `nbf`.
    public var leeway: Double = 60

    private init(keys: [(keyID: String?, key: VerificationKey)]) {
        self.keys = keys
    }

    /// HS256 with a shared secret of 32 bytes or more (RFC 7518 §3.2: as long as the hash).
    public static func secret(_ secret: [UInt8]) throws(KeyConfigurationError) -> JWTVerifier {
        guard secret.count >= 32 else {
            throw KeyConfigurationError("An HS256 secret needs 32 bytes at least; this one has \(secret.count).")
        }
        return JWTVerifier(keys: [(nil, try .hmac(secret))])
    }

    /// RS256 or ES256 with the public key of a PEM file (a `PUBLIC KEY` or a `CERTIFICATE`).
    public static func publicKey(pem: [UInt8]) throws(KeyConfigurationError) -> JWTVerifier {
        JWTVerifier(keys: [(nil, try .pem(pem))])
    }

    /// RS256 and ES256 with the keys of a JWK Set, chosen by the token's `kid`.
    public static func keySet(json: [UInt8]) throws(KeyConfigurationError) -> JWTVerifier {
        JWTVerifier(keys: try JSONWebKeySet.keys(json))
    }

    /// The caller `token` names, when it verifies at `now` (seconds since 1970).
    public func verify(_ token: some StringProtocol, now: Double) throws(AuthenticationError) -> Caller {
        let token = try JSONWebToken(token)
        let algorithm = token.algorithm
        let ofAlgorithm = keys.filter { $0.key.algorithm == algorithm }
        guard !ofAlgorithm.isEmpty else { throw .algorithmRefused(algorithm) }
        let candidates = ofAlgorithm.filter { $0.keyID == nil || token.keyID == nil || $0.keyID == token.keyID }
        guard !candidates.isEmpty else { throw AuthenticationError("The token's key is not known.") }
        guard candidates.contains(where: { $0.key.verifies(token.signature, of: token.signingInput) }) else { throw .badSignature }
        return try caller(token.claims, now: now)
    }

    /// Throws unless a caller this verifier made is still valid at `now`: its `exp` and `nbf`.
    func checkTimes(of caller: Caller, now: Double) throws(AuthenticationError) {
        if let expiresAt = caller.expiresAt, now > expiresAt + leeway { throw .expired }
        if let notBefore = try Self.time("nbf", in: caller.claims), now + leeway < notBefore { throw .notYetValid }
    }

    /// The caller of verified claims, once their times, issuer and audience are checked.
    private func caller(_ claims: JSONObject, now: Double) throws(AuthenticationError) -> Caller {
        let expiresAt = try Self.time("exp", in: claims)
        if let expiresAt, now > expiresAt + leeway { throw .expired }
        if let notBefore = try Self.time("nbf", in: claims), now + leeway < notBefore { throw .notYetValid }
        if let issuer, claims["iss"] != .string(issuer) { throw .wrongIssuer }
        if let audience {
            switch claims["aud"] {
            case .string(let value)? where value == audience: break
            case .array(let values)? where values.contains(.string(audience)): break
            default: throw .wrongAudience
            }
        }
        var groups: [String] = []
        switch claims["groups"] {
        case nil, .null?: break
        case .array(let values)?:
            for value in values {
                guard case .string(let group) = value else { throw .malformed }
                groups.append(group)
            }
        default: throw .malformed
        }
        let subject: String?
        switch claims["sub"] {
        case nil: subject = nil
        case .string(let value)?: subject = value
        default: throw .malformed
        }
        return Caller(kind: .token, subject: subject, groups: groups, claims: claims, expiresAt: expiresAt)
    }

    /// A NumericDate claim (seconds since 1970); nil when absent.
    private static func time(_ name: String, in claims: JSONObject) throws(AuthenticationError) -> Double? {
        switch claims[name] {
        case nil: nil
        case .int(let seconds)?: Double(seconds)
        case .double(let seconds)? where seconds.isFinite: seconds
        default: throw .malformed
        }
    }
}
