import Foundation

/// How long cached fields stay fresh once received, in seconds: by field (`"Conference": ["attendees": 30]`),
/// by type, or by default; nil keeps them fresh until replaced. Independently, a field
/// whose response carried `Cache-Control: max-age=N` is stale N seconds after it arrived.
/// A stale field is a cache miss: the query is fetched again where the policy allows.
public struct TimeToLive: Sendable, Hashable {
    public var defaultDuration: TimeInterval?
    public var types: [String: TimeInterval]
    /// By type name, then field name (arguments do not matter).
    public var fields: [String: [String: TimeInterval]]

    public init(
        default defaultDuration: TimeInterval? = nil, types: [String: TimeInterval] = [:], fields: [String: [String: TimeInterval]] = [:]
    ) {
        self.defaultDuration = defaultDuration
        self.types = types
        self.fields = fields
    }

    /// Fields stay fresh until replaced (the server's max-age still applies).
    public static let forever = TimeToLive()

    var isEmpty: Bool { defaultDuration == nil && types.isEmpty && fields.isEmpty }

    /// This time to live over the schema's hints: what it names wins.
    func over(_ maxAges: CacheMaxAges) -> TimeToLive {
        guard !maxAges.isEmpty else { return self }
        var fields = maxAges.fields
        for (type, durations) in self.fields { fields[type, default: [:]].merge(durations) { $1 } }
        return TimeToLive(default: defaultDuration, types: maxAges.types.merging(types) { $1 }, fields: fields)
    }

    func duration(type: String, field: String) -> TimeInterval? {
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
        return time.received + duration <= now
    }
}
