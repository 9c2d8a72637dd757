import GraphQL

/// A JWT in the JWS compact serialization (RFC 7519, RFC 7515 §7.1), split and decoded but
/// not verified: what `JWTVerifier` checks.
struct JSONWebToken: Sendable {
    /// The JOSE header.
    var header: JSONObject
    var claims: JSONObject
    /// The bytes the signature covers: the encoded header, `.`, the encoded payload.
    var signingInput: [UInt8]
    var signature: [UInt8]

    /// Tokens longer than this are refused before they are decoded.
    static let maxLength = 16 * 1024

    /// The header's `alg`.
    var algorithm: String { header["alg"]?.stringValue ?? "" }

    /// The header's `kid`, naming the key of a JWKS.
    var keyID: String? { header["kid"]?.stringValue }

    init(_ token: some StringProtocol) throws(AuthenticationError) {
        let bytes = Array(token.utf8)
        guard bytes.count <= Self.maxLength else { throw .malformed }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Base64URL.decode(parts[0]), let payloadBytes = Base64URL.decode(parts[1]),
            let signature = Base64URL.decode(parts[2])
        else { throw .malformed }
        guard case .object(let header)? = try? JSONReader(maxDepth: 16).read(headerBytes),
            case .object(let claims)? = try? JSONReader(maxDepth: 64).read(payloadBytes),
            case .string? = header["alg"]
        else { throw .malformed }
        // Extensions the token says must be understood (`crit`, RFC 7515 §4.1.11): none are.
        guard header["crit"] == nil else { throw .malformed }
        self.header = header
        self.claims = claims
        signingInput = Array(bytes[..<parts[1].endIndex])
        self.signature = signature
    }
}
