/// Answers a query from the store as its cache policy says, or passes it on.
public struct CacheReadInterceptor: GraphQLInterceptor {
    public let store: QuillStore

    public init(store: QuillStore) {
        self.store = store
    }

    public func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        guard Operation.operationType == .query else { return try await chain.proceed(request) }
        let watching = request.context.watcherID != nil
        switch request.cachePolicy {
        case .fetchIgnoringCacheData, .fetchIgnoringCacheCompletely:
            return try await chain.proceed(request)
        case .returnCacheDataDontFetch:
            return InterceptorResult(response: nil, result: try store.read(request.operation, collectingDependencies: watching))
        case .returnCacheDataElseFetch:
            if let cached = try cached(request.operation, watching) { return InterceptorResult(response: nil, result: cached) }
            return try await chain.proceed(request)
        case .returnCacheDataAndFetch:
            if let cached = try cached(request.operation, watching) { chain.deliver(cached) }
            return try await chain.proceed(request)
        }
    }

    /// The cached result, or nil on a miss (a failing cache still throws).
    private func cached<Operation: GraphQLOperation>(_ operation: Operation, _ watching: Bool) throws(CacheError)
        -> GraphQLResult<Operation.Data>?
    {
        do {
            return try store.read(operation, collectingDependencies: watching)
        } catch  where error.isMiss {
            return nil
        }
    }
}
