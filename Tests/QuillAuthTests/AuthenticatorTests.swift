import GraphQL
import QuillSync
import QuillTestSupport
import Testing

@testable import QuillAuth

@Suite struct APIKeysTests {
    @Test func keysAreLinesAndTheLineOfAMatchIsReported() throws {
        let keys = try APIKeys(file: "first-key-0123456789\n\n  second-key-0123456789 \r\nthird-key-0123456789")
        #expect(keys.line(of: "first-key-0123456789") == 1)
        #expect(keys.line(of: "second-key-0123456789") == 3)
        #expect(keys.line(of: "third-key-0123456789") == 4)
        #expect(keys.line(of: "first-key-012345678") == nil)
        #expect(keys.line(of: "") == nil)
    }

    @Test func shortKeysAndEmptyFilesAreRefused() {
        #expect(throws: KeyConfigurationError("The API key on line 2 has 5 bytes; keys need 16 at least.")) {
            try APIKeys(file: "a-long-enough-key-0123\nshort")
        }
        #expect(throws: KeyConfigurationError("The API key file has no keys.")) { try APIKeys(file: "\n \n") }
    }

    /// The comparison's time may not depend on where two keys differ: it reads every byte of
    /// both, whether they differ at the first byte, the last, or not at all.
    @Test func theComparisonReadsEveryByteWhereverTheKeysDiffer() {
        let key = Array("0123456789abcdef0123456789abcdef".utf8)
        for position in [0, 15, 31] {
            var other = key
            other[position] ^= 1
            let (left, right) = (CountingBytes(key), CountingBytes(other))
            #expect(!ConstantTime.equal(left, right))
            #expect(left.reads.value == key.count)
            #expect(right.reads.value == key.count)
        }
        let (left, right) = (CountingBytes(key), CountingBytes(key))
        #expect(ConstantTime.equal(left, right))
        #expect(left.reads.value == key.count && right.reads.value == key.count)
        // Of different lengths: every byte of the longer one.
        let (short, long) = (CountingBytes(Array(key.prefix(3))), CountingBytes(key))
        #expect(!ConstantTime.equal(short, long))
        #expect(long.reads.value == key.count)
    }

    /// Which key matched does not show either: every key is compared, the first as the last.
    @Test func everyKeyIsComparedWhicheverMatches() throws {
        let file = (1...5).map { "key-number-\($0)-abcdefgh" }.joined(separator: "\n")
        let keys = try APIKeys(file: file)
        #expect(keys.line(of: "key-number-1-abcdefgh") == 1)
        #expect(keys.line(of: "key-number-5-abcdefgh") == 5)
    }
}

/// Bytes that count how many of them were read.
private struct CountingBytes: Collection {
    let bytes: [UInt8]
    let reads = Locked(0)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var startIndex: Int { bytes.startIndex }
    var endIndex: Int { bytes.endIndex }
    func index(after index: Int) -> Int { index + 1 }

    subscript(position: Int) -> UInt8 {
        reads.withLock { $0 += 1 }
        return bytes[position]
    }
}

@Suite struct AuthenticatorTests {
    let mint: TokenMint

    init() async throws {
        mint = try await TokenMint.shared()
    }

    func authenticator() throws -> Authenticator {
        Authenticator(jwt: try JWTVerifier.secret(mint.secret), apiKeys: try APIKeys(file: "server-key-0123456789\n"))
    }

    @Test func noCredentialsIsAnonymous() throws {
        #expect(try authenticator().caller(authorization: nil, apiKey: nil) == .success(.anonymous))
    }

    @Test func aBearerTokenOrAnAPIKeyNamesTheCaller() async throws {
        let token = try await mint.token(.hs256, claims: #"{"sub":"ada"}"#)
        let authenticator = try authenticator()
        #expect(try authenticator.caller(authorization: "Bearer \(token)", apiKey: nil).get().subject == "ada")
        #expect(try authenticator.caller(authorization: "bearer  \(token) ", apiKey: nil).get().subject == "ada")
        #expect(authenticator.caller(authorization: nil, apiKey: "server-key-0123456789") == .success(.apiKey(line: 1)))
        // Both sent and valid: the API key's rights.
        #expect(authenticator.caller(authorization: "Bearer \(token)", apiKey: "server-key-0123456789") == .success(.apiKey(line: 1)))
    }

    @Test func anyCredentialSentMustVerify() async throws {
        let token = try await mint.token(.hs256, claims: #"{"sub":"ada"}"#)
        let authenticator = try authenticator()
        #expect(
            authenticator.caller(authorization: "Bearer \(token)", apiKey: "wrong-key-0123456789")
                == .failure(AuthenticationError("The API key is not valid.")))
        #expect(
            authenticator.caller(authorization: "Bearer \(token)x", apiKey: "server-key-0123456789")
                == .failure(AuthenticationError("The token's signature is not valid.")))
        #expect(
            authenticator.caller(authorization: "Basic YTpi", apiKey: nil)
                == .failure(AuthenticationError("The Authorization header is not \"Bearer\" and a token.")))
        #expect(
            authenticator.caller(authorization: "Bearer", apiKey: nil)
                == .failure(AuthenticationError("The Authorization header is not \"Bearer\" and a token.")))
        let keysOnly = Authenticator(apiKeys: try APIKeys(file: "server-key-0123456789"))
        #expect(
            keysOnly.caller(authorization: "Bearer \(token)", apiKey: nil)
                == .failure(AuthenticationError("This server accepts no bearer tokens.")))
    }

    @Test func theClockDecidesExpiry() async throws {
        let token = try await mint.token(.hs256, claims: #"{"sub":"ada","exp":1000}"#)
        var authenticator = try authenticator()
        authenticator.now = { 1000 }
        #expect(try authenticator.caller(authorization: "Bearer \(token)", apiKey: nil).get().expiresAt == 1000)
        authenticator.now = { 1061 }
        #expect(authenticator.caller(authorization: "Bearer \(token)", apiKey: nil) == .failure(AuthenticationError("The token has expired.")))
    }
}

@Suite struct Base64URLTests {
    @Test func decodesStrictly() {
        #expect(Base64URL.decode("") == [])
        #expect(Base64URL.decode("QQ") == [65])
        #expect(Base64URL.decode("QUI") == [65, 66])
        #expect(Base64URL.decode("QUJD") == [65, 66, 67])
        #expect(Base64URL.decode("-_8") == [0xFB, 0xFF])
        #expect(Base64URL.decode("QR") == nil, "bits set past the last byte")
        #expect(Base64URL.decode("QQ==") == nil, "padding")
        #expect(Base64URL.decode("Q") == nil, "a length no encoding has")
        #expect(Base64URL.decode("QU+D") == nil, "base64's alphabet, not base64url's")
    }
}

@Suite struct RememberedTokenTests {
    /// A token that verified once is not verified again, but its times are checked each time.
    @Test func aRememberedTokenStillExpiresAndAnotherTokenIsVerified() async throws {
        let mint = try await TokenMint.shared()
        let tokens = try await mint.tokens([(.hs256, #"{"sub":"ada","exp":2000}"#, "{}"), (.hs256, #"{"sub":"ada","nbf":5000}"#, "{}")])
        var authenticator = Authenticator(jwt: try JWTVerifier.secret(mint.secret))
        authenticator.now = { 1000 }
        #expect(try authenticator.caller(authorization: "Bearer \(tokens[0])", apiKey: nil).get().subject == "ada")
        #expect(try authenticator.caller(authorization: "Bearer \(tokens[0])", apiKey: nil).get().subject == "ada")
        authenticator.now = { 3000 }
        #expect(authenticator.caller(authorization: "Bearer \(tokens[0])", apiKey: nil) == .failure(AuthenticationError("The token has expired.")))
        authenticator.now = { 5000 }
        #expect(try authenticator.caller(authorization: "Bearer \(tokens[1])", apiKey: nil).get().subject == "ada")
        authenticator.now = { 1000 }
        #expect(
            authenticator.caller(authorization: "Bearer \(tokens[1])", apiKey: nil) == .failure(AuthenticationError("The token is not valid yet.")))
        // A token changed by one character is another token: verified, and refused. The
        // signature's first character changes (its last holds bits that must stay zero).
        let parts = tokens[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let signature = parts[2]
        let forged = parts[0] + "." + parts[1] + "." + (signature.hasPrefix("A") ? "B" : "A") + signature.dropFirst()
        #expect(
            authenticator.caller(authorization: "Bearer \(forged)", apiKey: nil)
                == .failure(AuthenticationError("The token's signature is not valid.")))
    }
}
