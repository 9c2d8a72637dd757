import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import QuillAuth

/// Tokens made by PyJWT and the openssl command, checked by the verifier with each kind of key.
@Suite struct JWTVerifierTests {
    let mint: TokenMint
    let now = Double(TokenMint.now)

    init() async throws {
        mint = try await TokenMint.shared()
    }

    func claims(_ extra: String = "") -> String {
        #"{"sub":"user-1","groups":["admin","staff"],"exp":\#(TokenMint.now + 3600)\#(extra)}"#
    }

    func verifier(_ kind: String) throws -> JWTVerifier {
        switch kind {
        case "secret": try JWTVerifier.secret(mint.secret)
        case "rsa": try JWTVerifier.publicKey(pem: Array(readFile(mint.rsaPublicKeyFile).utf8))
        case "ec": try JWTVerifier.publicKey(pem: Array(readFile(mint.ecPublicKeyFile).utf8))
        default: try JWTVerifier.keySet(json: Array(readFile(mint.jwksFile).utf8))
        }
    }

    @Test(arguments: [
        (TokenMint.Kind.hs256, "secret"), (.hs256OpenSSL, "secret"), (.rs256, "rsa"), (.rs256OpenSSL, "rsa"), (.es256, "ec"),
        (.rs256, "jwks"), (.es256, "jwks"),
    ])
    func aTokenOfEachAlgorithmVerifiesAndNamesItsCaller(kind: TokenMint.Kind, key: String) async throws {
        let token = try await mint.token(kind, claims: claims(#","name":"Ada""#))
        let caller = try verifier(key).verify(token, now: now)
        #expect(caller.kind == .token)
        #expect(caller.subject == "user-1")
        #expect(caller.groups == ["admin", "staff"])
        #expect(caller.claims["name"] == "Ada")
        guard case .int(let exp)? = caller.claims["exp"] else { Issue.record("no exp"); return }
        #expect(caller.expiresAt == Double(exp))
    }

    @Test func aJWKSChoosesTheKeyByKid() async throws {
        let jwks = try verifier("jwks")
        let tokens = try await mint.tokens([
            (.rs256, claims(), #"{"kid":"rsa-1"}"#), (.es256, claims(), #"{"kid":"ec-1"}"#),
            (.rs256, claims(), #"{"kid":"ec-1"}"#), (.rs256, claims(), #"{"kid":"nobody"}"#),
        ])
        #expect(try jwks.verify(tokens[0], now: now).subject == "user-1")
        #expect(try jwks.verify(tokens[1], now: now).subject == "user-1")
        // ec-1 is an ES256 key: an RS256 token naming it finds no key of its algorithm by that kid.
        #expect(throws: AuthenticationError("The token's key is not known.")) { try jwks.verify(tokens[2], now: now) }
        #expect(throws: AuthenticationError("The token's key is not known.")) { try jwks.verify(tokens[3], now: now) }
    }

    @Test func everyForgeryIsRefused() async throws {
        let tokens = try await mint.tokens([
            (.none, claims(), "{}"), (.hs256WithPublicKey, claims(), "{}"), (.rs256OtherKey, claims(), "{}"),
            (.es256, claims(), "{}"), (.hs256, claims(), "{}"),
        ])
        let rsa = try verifier("rsa")
        let jwks = try verifier("jwks")
        let secret = try verifier("secret")
        for verifier in [rsa, jwks, secret] {
            #expect(throws: AuthenticationError("The token's algorithm none is not accepted.")) { try verifier.verify(tokens[0], now: now) }
        }
        // HS256 signed with the RSA public key's PEM: never checked against that key.
        #expect(throws: AuthenticationError("The token's algorithm HS256 is not accepted.")) { try rsa.verify(tokens[1], now: now) }
        #expect(throws: AuthenticationError("The token's algorithm HS256 is not accepted.")) { try jwks.verify(tokens[1], now: now) }
        #expect(throws: AuthenticationError("The token's signature is not valid.")) { try secret.verify(tokens[1], now: now) }
        #expect(throws: AuthenticationError("The token's signature is not valid.")) { try rsa.verify(tokens[2], now: now) }
        #expect(throws: AuthenticationError("The token's algorithm ES256 is not accepted.")) { try rsa.verify(tokens[3], now: now) }
        // A token whose signature or payload was changed after signing.
        let parts = tokens[4].split(separator: ".").map(String.init)
        let tamperedClaims = TokenMint.base64URL(Array(#"{"sub":"admin","exp":\#(TokenMint.now + 3600)}"#.utf8))
        #expect(throws: AuthenticationError("The token's signature is not valid.")) {
            try secret.verify([parts[0], tamperedClaims, parts[2]].joined(separator: "."), now: now)
        }
        var signature = Array(parts[2].utf8)
        signature[0] = signature[0] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        #expect(throws: AuthenticationError("The token's signature is not valid.")) {
            try secret.verify([parts[0], parts[1], String(decoding: signature, as: UTF8.self)].joined(separator: "."), now: now)
        }
    }

    @Test func timesAreCheckedWithTheLeeway() async throws {
        let now = TokenMint.now
        let tokens = try await mint.tokens([
            (.hs256, #"{"sub":"a","exp":\#(now - 30)}"#, "{}"), (.hs256, #"{"sub":"a","exp":\#(now - 3600)}"#, "{}"),
            (.hs256, #"{"sub":"a","nbf":\#(now + 30)}"#, "{}"), (.hs256, #"{"sub":"a","nbf":\#(now + 3600)}"#, "{}"),
            (.hs256, #"{"sub":"a","exp":"tomorrow"}"#, "{}"), (.hs256, #"{"sub":"a"}"#, "{}"),
        ])
        var verifier = try verifier("secret")
        #expect(try verifier.verify(tokens[0], now: Double(now)).subject == "a")
        #expect(throws: AuthenticationError("The token has expired.")) { try verifier.verify(tokens[1], now: Double(now)) }
        #expect(try verifier.verify(tokens[2], now: Double(now)).subject == "a")
        #expect(throws: AuthenticationError("The token is not valid yet.")) { try verifier.verify(tokens[3], now: Double(now)) }
        #expect(throws: AuthenticationError("The token is not a well-formed JWT.")) { try verifier.verify(tokens[4], now: Double(now)) }
        // A token without exp does not expire.
        #expect(try verifier.verify(tokens[5], now: Double(now)).expiresAt == nil)
        verifier.leeway = 0
        #expect(throws: AuthenticationError("The token has expired.")) { try verifier.verify(tokens[0], now: Double(now)) }
        #expect(throws: AuthenticationError("The token is not valid yet.")) { try verifier.verify(tokens[2], now: Double(now)) }
    }

    @Test func issuerAndAudienceMustMatchWhenConfigured() async throws {
        let tokens = try await mint.tokens([
            (.rs256, claims(#","iss":"https://id.example","aud":"quill""#), "{}"),
            (.rs256, claims(#","iss":"https://evil.example","aud":["other","quill"]"#), "{}"),
            (.rs256, claims(#","iss":"https://id.example","aud":["other"]"#), "{}"),
            (.rs256, claims(), "{}"),
        ])
        var verifier = try verifier("rsa")
        verifier.issuer = "https://id.example"
        verifier.audience = "quill"
        #expect(try verifier.verify(tokens[0], now: now).subject == "user-1")
        #expect(throws: AuthenticationError("The token's issuer is not accepted.")) { try verifier.verify(tokens[1], now: now) }
        #expect(throws: AuthenticationError("The token is not meant for this server.")) { try verifier.verify(tokens[2], now: now) }
        #expect(throws: AuthenticationError("The token's issuer is not accepted.")) { try verifier.verify(tokens[3], now: now) }
        verifier.issuer = nil
        #expect(try verifier.verify(tokens[1], now: now).subject == "user-1")
    }

    @Test(arguments: [
        "", "a.b", "a.b.c.d", "!!.e30.", "e30.e30.", "eyJhbGciOiJIUzI1NiJ9.e30=.AAAA", "eyJhbGciOiJIUzI1NiJ9.WzFd.AAAA",
        "eyJhbGciOjF9.e30.AAAA", "eyJhbGciOiJIUzI1NiIsImNyaXQiOlsiYjY0Il19.e30.AAAA", "eyJhbGciOiJIUzI1NiJ9.e30.AAB",
    ])
    func malformedTokensAreRefused(token: String) throws {
        #expect(throws: AuthenticationError("The token is not a well-formed JWT.")) { try verifier("secret").verify(token, now: now) }
    }

    @Test func claimsOfTheWrongTypeAreRefused() async throws {
        let tokens = try await mint.tokens([(.hs256, #"{"sub":1}"#, "{}"), (.hs256, #"{"sub":"a","groups":"admin"}"#, "{}")])
        for token in tokens {
            #expect(throws: AuthenticationError("The token is not a well-formed JWT.")) { try verifier("secret").verify(token, now: now) }
        }
    }
}

/// The keys the verifier refuses to be configured with.
@Suite struct VerificationKeyTests {
    let mint: TokenMint

    init() async throws {
        mint = try await TokenMint.shared()
    }

    @Test func aShortSecretIsRefused() {
        #expect(throws: KeyConfigurationError("An HS256 secret needs 32 bytes at least; this one has 31.")) {
            try JWTVerifier.secret(Array(repeating: 1, count: 31))
        }
    }

    @Test func weakOrOtherKeysAreRefused() async throws {
        let directory = mint.directory
        for arguments in [
            ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", directory + "/weak.key"],
            ["pkey", "-in", directory + "/weak.key", "-pubout", "-out", directory + "/weak.pem"],
            ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384", "-out", directory + "/p384.key"],
            ["pkey", "-in", directory + "/p384.key", "-pubout", "-out", directory + "/p384.pem"],
            ["genpkey", "-algorithm", "ED25519", "-out", directory + "/ed.key"],
            ["pkey", "-in", directory + "/ed.key", "-pubout", "-out", directory + "/ed.pem"],
        ] {
            #expect(try await ChildProcess.run("/usr/bin/openssl", arguments).status == 0)
        }
        #expect(throws: KeyConfigurationError("RSA keys need 2048 bits at least; this one has 1024.")) {
            try JWTVerifier.publicKey(pem: Array(readFile(directory + "/weak.pem").utf8))
        }
        #expect(throws: KeyConfigurationError("EC keys must be on the curve P-256 (for ES256).")) {
            try JWTVerifier.publicKey(pem: Array(readFile(directory + "/p384.pem").utf8))
        }
        #expect(throws: KeyConfigurationError("The key is neither RSA (RS256) nor EC on P-256 (ES256).")) {
            try JWTVerifier.publicKey(pem: Array(readFile(directory + "/ed.pem").utf8))
        }
        #expect(throws: KeyConfigurationError("No PEM public key (BEGIN PUBLIC KEY) or certificate found.")) {
            try JWTVerifier.publicKey(pem: Array("not a key".utf8))
        }
    }

    @Test func aCertificatesKeyIsRead() async throws {
        let directory = mint.directory
        let result = try await ChildProcess.run(
            "/usr/bin/openssl",
            [
                "req", "-x509", "-key", directory + "/ec.key", "-subj", "/CN=issuer", "-days", "1", "-out", directory + "/ec-cert.pem",
            ])
        #expect(result.status == 0)
        let verifier = try JWTVerifier.publicKey(pem: Array(readFile(directory + "/ec-cert.pem").utf8))
        let token = try await mint.token(.es256, claims: #"{"sub":"c"}"#)
        #expect(try verifier.verify(token, now: 0).subject == "c")
    }

    @Test func aJWKSSkipsKeysItCannotUseAndRefusesOneWithoutAny() throws {
        let jwks = readFile(mint.jwksFile)
        // An `enc` key, an `oct` key, a P-384 key and an RS512 key are skipped; the set's own keys stay.
        let skipped =
            #"{"kty":"RSA","use":"enc","n":"AQAB","e":"AQAB"},{"kty":"oct","k":"c2VjcmV0"},"#
            + #"{"kty":"EC","crv":"P-384","x":"AA","y":"AA"},{"kty":"RSA","alg":"RS512","n":"AQAB","e":"AQAB"},"#
        let mixed = jwks.replacingOccurrences(of: #"{"keys": ["#, with: #"{"keys": ["# + skipped)
        #expect(try JWTVerifier.keySet(json: Array(mixed.utf8)).keys.count == 2)
        #expect(throws: KeyConfigurationError("The JWKS has no RS256 or ES256 signing key.")) {
            try JWTVerifier.keySet(json: Array(#"{"keys":[{"kty":"oct","k":"c2VjcmV0"}]}"#.utf8))
        }
        #expect(throws: KeyConfigurationError("A JWKS is a JSON object with a \"keys\" array.")) {
            try JWTVerifier.keySet(json: Array("[]".utf8))
        }
        #expect(throws: KeyConfigurationError("Key 0 of the JWKS: \"n\" is not a base64url value.")) {
            try JWTVerifier.keySet(json: Array(#"{"keys":[{"kty":"RSA","n":"a+b","e":"AQAB"}]}"#.utf8))
        }
    }

    @Test func aJWKPointOffTheCurveIsRefused() throws {
        let x = TokenMint.base64URL(Array(repeating: 1, count: 32))
        let y = TokenMint.base64URL(Array(repeating: 2, count: 32))
        #expect(throws: KeyConfigurationError("Key 0 of the JWKS: The key's parameters are not valid.")) {
            try JWTVerifier.keySet(json: Array(#"{"keys":[{"kty":"EC","crv":"P-256","x":"\#(x)","y":"\#(y)"}]}"#.utf8))
        }
    }
}

func readFile(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
