import GraphQL

/// Who is calling: anonymous, the subject of a verified token, or a server holding an API
/// key. What servers (`context.auth`) and the backend's authorization rules read.
public struct Caller: Sendable, Hashable {
    /// How the caller proved who it is.
    public enum Kind: Sendable, Hashable {
        /// No credentials.
        case anonymous
        /// A verified JWT.
        case token
        /// An API key, by its line in the key file (from 1): a server, with every right.
        case apiKey(line: Int)
        /// The server itself (seeding its database, say): every right.
        case system
    }

    public var kind: Kind
    /// The token's `sub` claim.
    public var subject: String?
    /// The token's `groups` claim.
    public var groups: [String]
    /// Every claim of the token.
    public var claims: JSONObject
    /// When the token expires (its `exp`, seconds since 1970); nil when it does not.
    public var expiresAt: Double?

    public init(kind: Kind, subject: String? = nil, groups: [String] = [], claims: JSONObject = JSONObject(), expiresAt: Double? = nil) {
        self.kind = kind
        self.subject = subject
        self.groups = groups
        self.claims = claims
        self.expiresAt = expiresAt
    }

    public static let anonymous = Caller(kind: .anonymous)

    /// A caller with an API key.
    public static func apiKey(line: Int) -> Caller {
        Caller(kind: .apiKey(line: line))
    }

    public var isAnonymous: Bool { kind == .anonymous }

    /// The server itself, with every right.
    public static let system = Caller(kind: .system)

    /// Whether the caller acts with every right: an API key, or the server itself.
    public var hasEveryRight: Bool {
        switch kind {
        case .apiKey, .system: true
        case .anonymous, .token: false
        }
    }
}
