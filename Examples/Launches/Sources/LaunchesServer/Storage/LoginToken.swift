import Foundation
import GraphQL

/// Login tokens: random, unguessable, and stored only as their SHA-256.
enum LoginToken {
    /// 32 bytes from the system's cryptographic generator, in base64url without padding (43 characters).
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// The token of an `Authorization` header: the value itself, or what follows `Bearer `.
    static func fromAuthorization(_ header: String?) -> String? {
        guard var value = header?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if value.lowercased().hasPrefix("bearer ") { value = value.dropFirst(7).trimmingCharacters(in: .whitespaces) }
        return value.isEmpty ? nil : value
    }

    /// The SHA-256 of a token, in hex: what the database keeps.
    static func hash(_ token: String) -> String {
        SHA256.hexDigest(Array(token.utf8))
    }
}
