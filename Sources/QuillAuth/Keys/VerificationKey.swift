/// A key that verifies token signatures, with the one algorithm it verifies: a key is
/// never used with another (no HS256 token is checked with an RSA key's bytes).
///
/// Signatures are verified by OpenSSL's libcrypto, which Quill links on Linux only; on
/// Apple platforms no key can be made (`unsupportedPlatform`), and API keys remain.
#if canImport(COpenSSL)
enum VerificationKey: Sendable {
    /// HS256: the shared secret.
    case secret([UInt8])
    /// RS256 or ES256, as the key's type says.
    case publicKey(PublicKey)

    /// The `alg` of the tokens this key verifies.
    var algorithm: String {
        switch self {
        case .secret: "HS256"
        case .publicKey(let key): key.kind == .rsa ? "RS256" : "ES256"
        }
    }

    /// Whether `signature` signs `message` with this key.
    func verifies(_ signature: [UInt8], of message: [UInt8]) -> Bool {
        switch self {
        case .secret(let secret): ConstantTime.equal(hmacSHA256(key: secret, message), signature)
        case .publicKey(let key): key.verifies(signature, of: message)
        }
    }

    static func pem(_ text: [UInt8]) throws(KeyConfigurationError) -> VerificationKey {
        .publicKey(try PublicKey.pem(text))
    }

    static func rsa(modulus: [UInt8], exponent: [UInt8]) throws(KeyConfigurationError) -> VerificationKey {
        .publicKey(try PublicKey.rsa(modulus: modulus, exponent: exponent))
    }

    static func p256(x: [UInt8], y: [UInt8]) throws(KeyConfigurationError) -> VerificationKey {
        .publicKey(try PublicKey.p256(x: x, y: y))
    }

    static func hmac(_ secret: [UInt8]) throws(KeyConfigurationError) -> VerificationKey {
        .secret(secret)
    }
}
#else
enum VerificationKey: Sendable {
    var algorithm: String {
        switch self {}
    }

    func verifies(_ signature: [UInt8], of message: [UInt8]) -> Bool {
        switch self {}
    }

    static func pem(_ text: [UInt8]) throws(KeyConfigurationError) -> VerificationKey {
        throw .unsupportedPlatform
    }

    static func rsa(modulus: [UInt8], exponent: [UInt8]) throws(KeyConfigurationError) -> VerificationKey {
        throw .unsupportedPlatform
    }

    static func p256(x: [UInt8], y: [UInt8]) throws(KeyConfigurationError) -> VerificationKey {
        throw .unsupportedPlatform
    }

    static func hmac(_ secret: [UInt8]) throws(KeyConfigurationError) -> VerificationKey {
        throw .unsupportedPlatform
    }
}
#endif

extension KeyConfigurationError {
    static let unsupportedPlatform = KeyConfigurationError(
        "JWT verification uses OpenSSL's libcrypto, which Quill links on Linux only: on this platform, use API keys.")
}
