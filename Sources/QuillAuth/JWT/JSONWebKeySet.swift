import GraphQL

/// A JWK Set (RFC 7517 §5): the signing keys of an identity provider, each with its `kid`.
/// RSA keys (`n`, `e`) and EC keys on P-256 (`x`, `y`) are read; keys for another use than
/// `sig`, of another type or curve, or for another algorithm are skipped, as the RFC asks.
enum JSONWebKeySet {
    /// The keys of the set in `json`, with their `kid`s.
    static func keys(_ json: [UInt8]) throws(KeyConfigurationError) -> [(keyID: String?, key: VerificationKey)] {
        guard case .object(let set)? = try? JSONReader(maxDepth: 16).read(json), case .array(let members)? = set["keys"] else {
            throw KeyConfigurationError("A JWKS is a JSON object with a \"keys\" array.")
        }
        var keys: [(keyID: String?, key: VerificationKey)] = []
        for (index, member) in members.enumerated() {
            guard case .object(let jwk) = member else { throw KeyConfigurationError("Key \(index) of the JWKS is not an object.") }
            do throws(KeyConfigurationError) {
                if let key = try self.key(jwk) { keys.append((jwk["kid"]?.stringValue, key)) }
            } catch {
                throw KeyConfigurationError("Key \(index) of the JWKS: \(error.message)")
            }
        }
        guard !keys.isEmpty else { throw KeyConfigurationError("The JWKS has no RS256 or ES256 signing key.") }
        return keys
    }

    /// The key a JWK describes; nil for one this reader skips.
    private static func key(_ jwk: JSONObject) throws(KeyConfigurationError) -> VerificationKey? {
        if let use = jwk["use"], use != .string("sig") { return nil }
        let algorithm = jwk["alg"]?.stringValue
        switch jwk["kty"]?.stringValue {
        case "RSA":
            guard algorithm == nil || algorithm == "RS256" else { return nil }
            return try .rsa(modulus: try member("n", of: jwk), exponent: try member("e", of: jwk))
        case "EC":
            guard jwk["crv"] == .string("P-256"), algorithm == nil || algorithm == "ES256" else { return nil }
            return try .p256(x: try member("x", of: jwk), y: try member("y", of: jwk))
        default:
            return nil
        }
    }

    /// The bytes of a base64url member.
    private static func member(_ name: String, of jwk: JSONObject) throws(KeyConfigurationError) -> [UInt8] {
        guard case .string(let text)? = jwk[name], let bytes = Base64URL.decode(text), !bytes.isEmpty else {
            throw KeyConfigurationError("\"\(name)\" is not a base64url value.")
        }
        return bytes
    }
}
