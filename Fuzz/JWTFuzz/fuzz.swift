import GraphQL

@testable import QuillAuth

/// The verifier's key: no input the fuzzer makes is signed with it.
private let secret = JWTVerifier.secretForFuzzing

/// Checks one input: its first byte chooses the reader (even: a token, odd: a JWK Set, and
/// 3 mod 4 a PEM key too); the rest is what an attacker sends.
///
/// Checks: no crash; no token verifies (none is signed with the fuzzer's secret, and no
/// other algorithm has a key); base64url decodes only canonical text, which encodes back
/// to itself; a JWK Set that reads has keys, and none of them verifies the input either.
func fuzzJWT(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size > 0, let data else { return 0 }
    let mode = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let text = String(decoding: bytes, as: UTF8.self)
    if let decoded = Base64URL.decode(bytes), base64URL(decoded) != bytes {
        fatalError("base64url decoding is not canonical: \(text)")
    }
    if mode % 2 == 0 {
        if let token = try? JSONWebToken(text) {
            guard token.signingInput.count < text.utf8.count, text.utf8.starts(with: token.signingInput) else {
                fatalError("the signing input is not the token's start: \(text)")
            }
        }
        if let caller = try? secret.verify(text, now: 0) { fatalError("a forged token verified: \(caller) from \(text)") }
        return 0
    }
    if let verifier = try? JWTVerifier.keySet(json: bytes) {
        guard !verifier.keys.isEmpty else { fatalError("a JWK Set read without keys: \(text)") }
        if let caller = try? verifier.verify(text, now: 0) { fatalError("a token verified with a fuzzed key set: \(caller)") }
    }
    if mode % 4 == 3, let verifier = try? JWTVerifier.publicKey(pem: bytes) {
        if let caller = try? verifier.verify(text, now: 0) { fatalError("a token verified with a fuzzed key: \(caller)") }
    }
    return 0
}

/// Base64url without padding, to check the decoder against.
private func base64URL(_ bytes: [UInt8]) -> [UInt8] {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
        let chunk = bytes[index..<min(index + 3, bytes.count)]
        let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
        for position in 0..<(chunk.count + 1) { out.append(alphabet[Int(value >> (18 - 6 * UInt32(position)) & 63)]) }
        index += 3
    }
    return out
}

extension JWTVerifier {
    /// An HS256 verifier with a fixed secret.
    static var secretForFuzzing: JWTVerifier {
        try! .secret(Array("the fuzzer's own thirty-two bytes".utf8))
    }
}
