/// Writes a server result's records into the store (unless the policy ignores the cache
/// completely), replacing a mutation's optimistic layer in the same step.
public struct CacheWriteInterceptor: GraphQLInterceptor {
    public let store: QuillStore

    public init(store: QuillStore) {
        self.store = store
    }

    public func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain<Operation>)
        async throws -> InterceptorResult<Operation>
    {
        var outcome = try await chain.proceed(request)
        guard let records = outcome.records, request.cachePolicy.writesToCache || Operation.operationType == .mutation else {
            return outcome
        }
        if let layer = request.context.optimisticLayer {
            try store.removeLayer(layer, replacingWith: records, origin: request.context.watcherID)
        } else {
            try store.publish(records, origin: request.context.watcherID)
        }
        if let result = outcome.result, request.context.watcherID != nil {
            outcome.result = GraphQLResult(
                data: result.data, errors: result.errors, extensions: result.extensions, source: result.source,
                dependentKeys: records.fieldKeys, url: result.url)
        }
        return outcome
    }
}
