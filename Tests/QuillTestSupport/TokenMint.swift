import Foundation
import QuillSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signing keys and JWTs made for the tests by outside peers: the keys by the `openssl`
/// command (RSA 2048, EC P-256, a 32-byte HS256 secret, a JWKS of both public keys),
/// tokens by Python's PyJWT (PyPI, in `.venv`; scripts/install-deps) or by `openssl dgst`,
/// and the forgeries an attacker would try, built by hand in Python's standard library.
///
/// One set of keys per test process (`shared()`), in a temporary directory removed at exit.
public struct TokenMint: Sendable {
    /// How a token is made.
    public enum Kind: String, Sendable {
        /// PyJWT, with the secret, the RSA key or the EC key.
        case hs256 = "HS256"
        case rs256 = "RS256"
        case es256 = "ES256"
        /// PyJWT, RS256 with an RSA key the server does not know.
        case rs256OtherKey = "RS256-other-key"
        /// `openssl dgst -sha256 -sign` with the RSA key; `-hmac` with the secret.
        case rs256OpenSSL = "RS256-openssl"
        case hs256OpenSSL = "HS256-openssl"
        /// `alg: none`, no signature.
        case none
        /// HS256 whose HMAC key is the RSA public key's PEM (the HS/RS confusion).
        case hs256WithPublicKey = "HS256-with-public-key"
    }

    /// The directory of the key files: `secret` (HS256, 32 bytes and a newline), `rsa.pem`
    /// and `ec.pem` (public keys), `jwks.json` (both, kids `rsa-1` and `ec-1`).
    public let directory: String
    public var secretFile: String { directory + "/secret" }
    public var rsaPublicKeyFile: String { directory + "/rsa.pem" }
    public var ecPublicKeyFile: String { directory + "/ec.pem" }
    public var jwksFile: String { directory + "/jwks.json" }

    /// The secret's bytes, without the file's trailing newline.
    public var secret: [UInt8] { Array(Self.read(secretFile).utf8.dropLast()) }

    private static let made = Locked<Task<TokenMint, any Error>?>(nil)
    private static let madeDirectory = Locked<String?>(nil)

    /// The process's keys, made on first use.
    public static func shared() async throws -> TokenMint {
        let task = made.withLock { task in
            if let task { return task }
            let new = Task { try await TokenMint.make() }
            task = new
            return new
        }
        return try await task.value
    }

    private static func make() async throws -> TokenMint {
        let directory = try POSIX.makeTemporaryDirectory(prefix: "quill-tokens")
        madeDirectory.withLock { $0 = directory }
        atexit {
            if let directory = TokenMint.madeDirectory.withLock({ $0 }) { _ = try? FileManager.default.removeItem(atPath: directory) }
        }
        let openssl: [[String]] = [
            ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", directory + "/rsa.key"],
            ["pkey", "-in", directory + "/rsa.key", "-pubout", "-out", directory + "/rsa.pem"],
            ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", directory + "/other.key"],
            ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", directory + "/ec.key"],
            ["pkey", "-in", directory + "/ec.key", "-pubout", "-out", directory + "/ec.pem"],
            ["rand", "-hex", "-out", directory + "/secret", "16"],
        ]
        for arguments in openssl {
            let result = try await ChildProcess.run("/usr/bin/openssl", arguments, timeout: failureGuard)
            guard result.status == 0 else {
                throw ChildProcess.Failure(description: "openssl \(arguments.joined(separator: " ")) failed: \(result.errorsText)")
            }
        }
        let mint = TokenMint(directory: directory)
        _ = try await mint.python("jwks", [])
        return mint
    }

    /// A token of `kind` with `claims` (a JSON object's text) and extra header members.
    public func token(_ kind: Kind, claims: String, header: String = "{}") async throws -> String {
        try await tokens([(kind, claims, header)])[0]
    }

    /// Several tokens, made by one run of each peer.
    public func tokens(_ specs: [(kind: Kind, claims: String, header: String)]) async throws -> [String] {
        var tokens = [String](repeating: "", count: specs.count)
        var byPython: [(Int, Kind, String, String)] = []
        for (index, spec) in specs.enumerated() {
            switch spec.kind {
            case .rs256OpenSSL, .hs256OpenSSL: tokens[index] = try await openSSLToken(spec.kind, claims: spec.claims, header: spec.header)
            default: byPython.append((index, spec.kind, spec.claims, spec.header))
            }
        }
        if !byPython.isEmpty {
            let made = try await python("tokens", byPython.map { #"{"kind":"\#($0.1.rawValue)","claims":\#($0.2),"header":\#($0.3)}"# })
            for (position, entry) in byPython.enumerated() { tokens[entry.0] = made[position] }
        }
        return tokens
    }

    /// The seconds since 1970, now: for `exp` and `nbf`.
    public static var now: Int { Int(Date().timeIntervalSince1970) }

    private func openSSLToken(_ kind: Kind, claims: String, header: String) async throws -> String {
        let algorithm = kind == .rs256OpenSSL ? "RS256" : "HS256"
        let headerJSON = header == "{}" ? #"{"alg":"\#(algorithm)","typ":"JWT"}"# : header
        let signingInput = Self.base64URL(Array(headerJSON.utf8)) + "." + Self.base64URL(Array(claims.utf8))
        let arguments =
            kind == .rs256OpenSSL
            ? ["dgst", "-sha256", "-binary", "-sign", directory + "/rsa.key"]
            : ["dgst", "-sha256", "-binary", "-hmac", String(decoding: secret, as: UTF8.self)]
        let result = try await ChildProcess.run("/usr/bin/openssl", arguments, input: Array(signingInput.utf8), timeout: failureGuard)
        guard result.status == 0 else { throw ChildProcess.Failure(description: "openssl dgst failed: \(result.errorsText)") }
        return signingInput + "." + Self.base64URL(result.output)
    }

    /// Runs the peer script with `mode` and one JSON spec per line; its JSON array of strings.
    private func python(_ mode: String, _ specs: [String]) async throws -> [String] {
        let output = try await Python.run(Self.script, [mode, directory], input: "[" + specs.joined(separator: ",") + "]")
        guard let made = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String] else {
            throw ChildProcess.Failure(description: "the PyJWT peer wrote no list of tokens: \(output)")
        }
        return made
    }

    private static let script = #"""
        import base64, hashlib, hmac, json, sys
        import jwt
        from cryptography.hazmat.primitives import serialization
        from jwt.algorithms import ECAlgorithm, RSAAlgorithm

        mode, directory = sys.argv[1], sys.argv[2]
        def read(name):
            with open(f"{directory}/{name}", "rb") as file:
                return file.read()
        def b64(data):
            return base64.urlsafe_b64encode(data).rstrip(b"=").decode()

        if mode == "jwks":
            rsa = json.loads(RSAAlgorithm.to_jwk(serialization.load_pem_public_key(read("rsa.pem"))))
            ec = json.loads(ECAlgorithm.to_jwk(serialization.load_pem_public_key(read("ec.pem"))))
            rsa.update(kid="rsa-1", use="sig", alg="RS256")
            ec.update(kid="ec-1", use="sig", alg="ES256")
            with open(f"{directory}/jwks.json", "w") as file:
                json.dump({"keys": [rsa, ec]}, file)
            json.dump([], sys.stdout)
            sys.exit(0)

        secret = read("secret").rstrip(b"\n")
        keys = {"HS256": secret, "RS256": read("rsa.key"), "ES256": read("ec.key"), "RS256-other-key": read("other.key")}
        made = []
        for spec in json.load(sys.stdin):
            kind, claims, header = spec["kind"], spec["claims"], spec["header"]
            if kind in keys:
                algorithm = kind.split("-")[0]
                made.append(jwt.encode(claims, keys[kind], algorithm=algorithm, headers=header or None))
            else:
                algorithm = "none" if kind == "none" else "HS256"
                head = dict({"alg": algorithm, "typ": "JWT"}, **header)
                signing = b64(json.dumps(head).encode()) + "." + b64(json.dumps(claims).encode())
                signature = b"" if kind == "none" else hmac.new(read("rsa.pem"), signing.encode(), hashlib.sha256).digest()
                made.append(signing + "." + b64(signature))
        json.dump(made, sys.stdout)
        """#

    private static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// Base64url without padding.
    public static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
