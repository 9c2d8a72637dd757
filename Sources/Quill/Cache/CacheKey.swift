/// The key of a record in the normalized cache: `Conference:c1`, a key from
/// `cacheKeyForObject`, or a path from a root (`QUERY_ROOT.allConferences.0.venue`).
public typealias CacheKey = String

/// The keys of the root records: the fields of an operation's root type are stored there.
public enum CacheRootKey {
    public static let query: CacheKey = "QUERY_ROOT"
    public static let mutation: CacheKey = "MUTATION_ROOT"
    public static let subscription: CacheKey = "SUBSCRIPTION_ROOT"

    /// The root record of an operation type.
    public static func forOperation(_ type: GraphQLOperationType) -> CacheKey {
        switch type {
        case .query: query
        case .mutation: mutation
        case .subscription: subscription
        }
    }
}
