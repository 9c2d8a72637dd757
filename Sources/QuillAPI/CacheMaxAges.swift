/// The schema's `@cacheControl(maxAge:)` hints, which generated operations carry: how many
/// seconds a cached value of a type, or of one field of a type, stays fresh. The client
/// applies them under its own `TimeToLive`, which wins where it names the type or field.
public struct CacheMaxAges: Sendable, Hashable {
    /// By type name.
    public var types: [String: Double]
    /// By type name, then field name.
    public var fields: [String: [String: Double]]

    public init(types: [String: Double] = [:], fields: [String: [String: Double]] = [:]) {
        self.types = types
        self.fields = fields
    }

    public var isEmpty: Bool { types.isEmpty && fields.isEmpty }
}
