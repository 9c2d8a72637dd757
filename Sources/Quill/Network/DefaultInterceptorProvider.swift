/// The standard chain, outermost first: cache read, cache write, automatic persisted
/// queries (when on), JSON parsing, response code, retry, the user's interceptors
/// (an `Authorization` header), and the network fetch.
///
/// Open, as Apollo iOS 1.x's is: a subclass overrides `interceptors(for:)` (Apollo's
/// shape, a list of `ApolloInterceptor`s in which Quill's own stand as they are) to add
/// its interceptors around `super`'s.
open class DefaultInterceptorProvider: InterceptorProvider {
    public let store: QuillStore
    public let client: URLSessionClient
    /// Run just before the fetch, in order, on every attempt (so a retry gets a fresh token).
    public let additionalInterceptors: [any GraphQLInterceptor]
    public let retryPolicy: RetryPolicy
    public let autoPersistQueries: Bool
    public let batcher: RequestBatcher?
    /// Whether releasing the provider invalidates `client` (Apollo's default, for a client
    /// made for this provider alone).
    public let shouldInvalidateClientOnDeinit: Bool
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
        shouldInvalidateClientOnDeinit = false
    }

    /// Apollo iOS 1.x's initializer.
    public init(client: URLSessionClient, shouldInvalidateClientOnDeinit: Bool = true, store: QuillStore) {
        self.store = store
        self.client = client
        additionalInterceptors = []
        retryPolicy = RetryPolicy()
        autoPersistQueries = false
        batcher = nil
        self.shouldInvalidateClientOnDeinit = shouldInvalidateClientOnDeinit
    }

    deinit {
        if shouldInvalidateClientOnDeinit { client.invalidate() }
    }

    /// The chain of `operation`, in Apollo's shape (what a subclass overrides).
    open func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [any ApolloInterceptor] {
        var interceptors: [any GraphQLInterceptor] = [CacheReadInterceptor(store: store), CacheWriteInterceptor(store: store)]
        if autoPersistQueries { interceptors.append(AutomaticPersistedQueryInterceptor()) }
        interceptors.append(JSONResponseParsingInterceptor())
        interceptors.append(ResponseCodeInterceptor())
        if retryPolicy.maxRetries > 0 { interceptors.append(RetryInterceptor(policy: retryPolicy)) }
        interceptors += additionalInterceptors
        var fetch = NetworkFetchInterceptor(client: client, batcher: batcher)
        fetch.incrementalFetch = incrementalFetch
        interceptors.append(fetch)
        return interceptors.map(QuillInterceptor.init)
    }

    /// The chain of `operation` as the transport runs it (`interceptors(for:)`, a
    /// subclass's included).
    @_disfavoredOverload
    public final func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [any GraphQLInterceptor] {
        let interceptors: [any ApolloInterceptor] = interceptors(for: operation)
        return interceptors.asyncChain
    }

    /// The error interceptor of `operation`'s chain (none; a subclass may give one).
    open func additionalErrorInterceptor<Operation: GraphQLOperation>(for operation: Operation) -> (any ApolloErrorInterceptor)? {
        nil
    }
}
