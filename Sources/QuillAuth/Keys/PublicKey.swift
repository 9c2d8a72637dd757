#if canImport(COpenSSL)
import COpenSSL

/// A public key in libcrypto (an `EVP_PKEY`): RSA of 2048 bits or more (RS256), or EC on
/// P-256 (ES256), read from PEM or from a JWK's parameters and checked when made.
///
/// `@unchecked Sendable`: the key is never changed once made, and libcrypto allows any
/// number of threads to verify with one `EVP_PKEY` at once (each with its own context).
final class PublicKey: @unchecked Sendable {
    enum Kind: Sendable { case rsa, p256 }

    let kind: Kind
    private let key: OpaquePointer

    private init(_ key: OpaquePointer, kind: Kind) {
        self.key = key
        self.kind = kind
    }

    /// The key `key` is, once checked; `key` is freed when it is not one.
    private static func checked(_ key: OpaquePointer) throws(KeyConfigurationError) -> PublicKey {
        do throws(KeyConfigurationError) {
            let kind: Kind
            switch EVP_PKEY_get_base_id(key) {
            case EVP_PKEY_RSA:
                kind = .rsa
                guard EVP_PKEY_get_bits(key) >= 2048 else {
                    throw KeyConfigurationError("RSA keys need 2048 bits at least; this one has \(EVP_PKEY_get_bits(key)).")
                }
            case EVP_PKEY_EC:
                kind = .p256
                var name = [CChar](repeating: 0, count: 64)
                guard EVP_PKEY_get_group_name(key, &name, name.count, nil) == 1,
                    ["prime256v1", "P-256"].contains(String(decoding: name.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
                else { throw KeyConfigurationError("EC keys must be on the curve P-256 (for ES256).") }
            default:
                throw KeyConfigurationError("The key is neither RSA (RS256) nor EC on P-256 (ES256).")
            }
            guard isValid(key) else { throw KeyConfigurationError("The public key is not valid.") }
            return PublicKey(key, kind: kind)
        } catch {
            EVP_PKEY_free(key)
            throw error
        }
    }

    deinit {
        EVP_PKEY_free(key)
    }

    /// The key of a PEM `PUBLIC KEY` (SubjectPublicKeyInfo) or of a `CERTIFICATE`.
    static func pem(_ text: [UInt8]) throws(KeyConfigurationError) -> PublicKey {
        defer { ERR_clear_error() }
        let key: OpaquePointer? = text.withUnsafeBytes { bytes in
            guard let bio = BIO_new_mem_buf(bytes.baseAddress, Int32(bytes.count)) else { return nil }
            defer { BIO_free(bio) }
            if let key = PEM_read_bio_PUBKEY(bio, nil, nil, nil) { return key }
            guard BIO_ctrl(bio, BIO_CTRL_RESET, 0, nil) == 1, let certificate = PEM_read_bio_X509(bio, nil, nil, nil) else { return nil }
            defer { X509_free(certificate) }
            return X509_get_pubkey(certificate)
        }
        guard let key else { throw KeyConfigurationError("No PEM public key (BEGIN PUBLIC KEY) or certificate found.") }
        return try checked(key)
    }

    /// An RSA key from its modulus and public exponent (big-endian, as a JWK's `n` and `e`).
    static func rsa(modulus: [UInt8], exponent: [UInt8]) throws(KeyConfigurationError) -> PublicKey {
        try fromParameters("RSA", copenssl_rsa_public_parameters(modulus, modulus.count, exponent, exponent.count))
    }

    /// An EC key on P-256 from its point's coordinates (32 bytes each, as a JWK's `x` and `y`).
    static func p256(x: [UInt8], y: [UInt8]) throws(KeyConfigurationError) -> PublicKey {
        guard x.count == 32, y.count == 32 else { throw KeyConfigurationError("A P-256 key's x and y are 32 bytes each.") }
        let point = [0x04] + x + y
        return try fromParameters("EC", copenssl_p256_public_parameters(point, point.count))
    }

    /// A key of `type` made from `parameters` (which it frees).
    private static func fromParameters(_ type: String, _ parameters: UnsafeMutablePointer<OSSL_PARAM>?) throws(KeyConfigurationError) -> PublicKey {
        defer {
            OSSL_PARAM_free(parameters)
            ERR_clear_error()
        }
        guard let parameters, let context = EVP_PKEY_CTX_new_from_name(nil, type, nil) else {
            throw KeyConfigurationError("The key's parameters are not valid.")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_fromdata_init(context) == 1, EVP_PKEY_fromdata(context, &key, copenssl_public_key_selection(), parameters) == 1,
            let key
        else { throw KeyConfigurationError("The key's parameters are not valid.") }
        return try checked(key)
    }

    /// Whether libcrypto finds the key sound (for EC, a point on the curve).
    private static func isValid(_ key: OpaquePointer) -> Bool {
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, key, nil) else { return false }
        defer { EVP_PKEY_CTX_free(context) }
        return EVP_PKEY_public_check(context) == 1
    }

    /// Whether `signature` (RS256: PKCS #1 v1.5; ES256: the 64 bytes of r and s, as JWS
    /// has them) signs the SHA-256 of `message` with this key.
    func verifies(_ signature: [UInt8], of message: [UInt8]) -> Bool {
        defer { ERR_clear_error() }
        let encoded: [UInt8]
        switch kind {
        case .rsa: encoded = signature
        case .p256:
            guard let der = Self.derSignature(signature) else { return false }
            encoded = der
        }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
        return EVP_DigestVerify(context, encoded, encoded.count, message, message.count) == 1
    }

    /// JWS's ECDSA signature (r and s, 32 bytes each) as the DER `ECDSA-Sig-Value` libcrypto verifies.
    private static func derSignature(_ raw: [UInt8]) -> [UInt8]? {
        guard raw.count == 64, let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        guard let r = BN_bin2bn(raw, 32, nil) else { return nil }
        guard let s = raw[32...].withUnsafeBufferPointer({ BN_bin2bn($0.baseAddress, 32, nil) }) else { BN_free(r); return nil }
        guard ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return nil
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        guard length > 0 else { return nil }
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return i2d_ECDSA_SIG(signature, &cursor)
        }
        return written == length ? der : nil
    }
}

/// HMAC-SHA-256 of `message` with `key`, by libcrypto.
func hmacSHA256(key: [UInt8], _ message: [UInt8]) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    var length: UInt32 = 0
    _ = HMAC(EVP_sha256(), key, Int32(key.count), message, message.count, &digest, &length)
    return digest
}
#endif
