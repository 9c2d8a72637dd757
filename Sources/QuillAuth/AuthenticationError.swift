/// Why credentials were refused: a missing, malformed, forged or expired token, a claim
/// that does not match, or an unknown API key. Servers answer it as `UNAUTHENTICATED`.
public struct AuthenticationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    static let malformed = AuthenticationError("The token is not a well-formed JWT.")
    static let badSignature = AuthenticationError("The token's signature is not valid.")
    static let expired = AuthenticationError("The token has expired.")
    static let notYetValid = AuthenticationError("The token is not valid yet.")
    static let wrongIssuer = AuthenticationError("The token's issuer is not accepted.")
    static let wrongAudience = AuthenticationError("The token is not meant for this server.")
    static let unknownAPIKey = AuthenticationError("The API key is not valid.")

    static func algorithmRefused(_ algorithm: String) -> AuthenticationError {
        AuthenticationError("The token's algorithm \(algorithm) is not accepted.")
    }
}

/// Why keys could not be read for verification: a file that is not a key, a JWKS without
/// a usable key, a key too weak. Names the file where there is one.
public struct KeyConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
