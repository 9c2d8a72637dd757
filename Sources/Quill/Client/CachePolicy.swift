/// Where a query's result comes from (Apollo's names). Mutations always go to the server.
public enum CachePolicy: Sendable, Hashable {
    /// The cache when it holds the whole query (fresh), else the server.
    case returnCacheDataElseFetch
    /// The server; its answer is written to the cache.
    case fetchIgnoringCacheData
    /// The server; nothing is read from or written to the cache.
    case fetchIgnoringCacheCompletely
    /// The cache only: a miss is an error (a `CacheError`, `.miss`).
    case returnCacheDataDontFetch
    /// The cache first when it holds the query, then the server in any case.
    case returnCacheDataAndFetch

    public static let `default` = CachePolicy.returnCacheDataElseFetch

    /// Whether a server's answer under this policy is written to the cache.
    var writesToCache: Bool { self != .fetchIgnoringCacheCompletely }

    /// Whether the cache is read before the server is asked (if it is).
    var readsCacheFirst: Bool {
        self == .returnCacheDataElseFetch || self == .returnCacheDataDontFetch || self == .returnCacheDataAndFetch
    }

    /// Whether the server is asked, the cache having held the whole query (`cacheHit`) or not.
    func fetches(cacheHit: Bool) -> Bool {
        switch self {
        case .returnCacheDataElseFetch: !cacheHit
        case .returnCacheDataDontFetch: false
        case .fetchIgnoringCacheData, .fetchIgnoringCacheCompletely, .returnCacheDataAndFetch: true
        }
    }
}
