/// How long cached fields stay fresh once received: by field (`"Conference": ["attendees": .seconds(30)]`),
/// by type, or by default; nil keeps them fresh until replaced. Independently, a field
/// whose response carried `Cache-Control: max-age=N` is stale N seconds after it arrived.
/// A stale field is a cache miss: the query is fetched again where the policy allows.
public struct TimeToLive: Sendable, Hashable {
    public var defaultDuration: Duration?
    public var types: [String: Duration]
    /// By type name, then field name (arguments do not matter).
    public var fields: [String: [String: Duration]]

    public init(default defaultDuration: Duration? = nil, types: [String: Duration] = [:], fields: [String: [String: Duration]] = [:]) {
        self.defaultDuration = defaultDuration
        self.types = types
        self.fields = fields
    }

    /// Fields stay fresh until replaced (the server's max-age still applies).
    public static let forever = TimeToLive()

    var isEmpty: Bool { defaultDuration == nil && types.isEmpty && fields.isEmpty }

    func duration(type: String, field: String) -> Duration? {
        fields[type]?[field] ?? types[type] ?? defaultDuration
    }
}

/// The time to live and the time now, for one read.
struct Freshness {
    let now: Double
    let policy: TimeToLive

    func isStale(_ time: FieldTime, type: String, field: String) -> Bool {
        if time.expires <= now { return true }
        guard time.received.isFinite, let duration = policy.duration(type: type, field: field) else { return false }
        return time.received + duration.seconds <= now
    }
}

extension Duration {
    /// The duration in seconds, with its fraction.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
