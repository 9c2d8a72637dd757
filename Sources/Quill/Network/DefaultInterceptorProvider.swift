/// The standard chain, outermost first: cache read, cache write, automatic persisted
/// queries (when on), JSON parsing, response code, retry, the user's interceptors
/// (an `Authorization` header), and the network fetch.
public struct DefaultInterceptorProvider: InterceptorProvider {
    public let store: QuillStore
    public let client: URLSessionClient
    /// Run just before the fetch, in order, on every attempt (so a retry gets a fresh token).
    public var additionalInterceptors: [any GraphQLInterceptor]
    public var retryPolicy: RetryPolicy
    public var autoPersistQueries: Bool
    public var batcher: RequestBatcher?
    /// How an operation that defers or streams is fetched (tests choose its client).
    var incrementalFetch = IncrementalFetch()

    public init(
        store: QuillStore, client: URLSessionClient = URLSessionClient(), additionalInterceptors: [any GraphQLInterceptor] = [],
        retryPolicy: RetryPolicy = RetryPolicy(), autoPersistQueries: Bool = false, batcher: RequestBatcher? = nil
    ) {
        self.store = store
        self.client = client
        self.additionalInterceptors = additionalInterceptors
        self.retryPolicy = retryPolicy
        self.autoPersistQueries = autoPersistQueries
        self.batcher = batcher
    }

    public func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [any GraphQLInterceptor] {
        var interceptors: [any GraphQLInterceptor] = [CacheReadInterceptor(store: store), CacheWriteInterceptor(store: store)]
        if autoPersistQueries { interceptors.append(AutomaticPersistedQueryInterceptor()) }
        interceptors.append(JSONResponseParsingInterceptor())
        interceptors.append(ResponseCodeInterceptor())
        if retryPolicy.maxRetries > 0 { interceptors.append(RetryInterceptor(policy: retryPolicy)) }
        interceptors += additionalInterceptors
        var fetch = NetworkFetchInterceptor(client: client, batcher: batcher)
        fetch.incrementalFetch = incrementalFetch
        interceptors.append(fetch)
        return interceptors
    }
}
