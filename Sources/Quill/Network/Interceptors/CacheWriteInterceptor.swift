/// Writes a server result into the store, replacing a mutation's optimistic layer in the
/// same step: the one place the chain decides what reaches the cache (every server result
/// of a mutation unless performed with `publishResultToStore: false`, and of a query unless
/// its policy ignores the cache completely). What it
/// writes is the result it gets back, the parser's or one an interceptor below made, so
/// the cache holds exactly what the caller is given.
public struct CacheWriteInterceptor: GraphQLInterceptor {
    public let store: QuillStore

    public init(store: QuillStore) {
        self.store = store
    }

    public func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        var outcome = try await chain.proceed(request)
        guard let result = outcome.result, result.source == .server, request.context.publishesResult,
            request.cachePolicy.writesToCache || Operation.operationType == .mutation
        else { return outcome }
        let records = try store.records(of: result.data, for: request.operation, maxAge: outcome.response?.maxAge)
        if let layer = request.context.optimisticLayer {
            try store.removeLayer(layer, replacingWith: records, origin: request.context.watcherID)
        } else {
            try store.publish(records, origin: request.context.watcherID)
        }
        if request.context.watcherID != nil {
            outcome.result = GraphQLResult(
                data: result.data, errors: result.errors, extensions: result.extensions, source: result.source,
                dependentKeys: records.fields, url: result.url)
        }
        return outcome
    }
}
