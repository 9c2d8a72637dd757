import GraphQL

/// How a `GraphQLService` bounds documents, what it caches and what it runs.
public struct GraphQLServiceConfiguration: Sendable, Hashable {
    public var limits: GraphQLLimits
    /// How many distinct query texts keep their parsed and validated document.
    public var documentCacheCapacity: Int
    /// Longer query texts are parsed and validated on every request instead, so that the
    /// cache holds at most `documentCacheCapacity` times this many bytes of text.
    public var documentCacheMaxQueryBytes: Int
    /// How many automatic persisted queries are remembered; `nil` turns them off
    /// (requests with the `persistedQuery` extension then get `PersistedQueryNotSupported`).
    public var persistedQueryCapacity: Int?
    /// The only operations the service runs (trusted documents), sent by id (the
    /// `persistedQuery` extension's hash) or as their very text; anything else is
    /// `PERSISTED_QUERY_NOT_FOUND`. Nil runs any operation.
    public var trustedDocuments: OperationManifest?

    public init(
        limits: GraphQLLimits = GraphQLLimits(), documentCacheCapacity: Int = 1000, documentCacheMaxQueryBytes: Int = 64 * 1024,
        persistedQueryCapacity: Int? = 1000
    ) {
        self.limits = limits
        self.documentCacheCapacity = documentCacheCapacity
        self.documentCacheMaxQueryBytes = documentCacheMaxQueryBytes
        self.persistedQueryCapacity = persistedQueryCapacity
    }
}
