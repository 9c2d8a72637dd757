import QuillSync

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
        let first = try await chain.proceed(request)
        guard request.context.publishesResult, request.cachePolicy.writesToCache || Operation.operationType == .mutation else {
            return first
        }
        let store = store
        let context = request.context
        let operation = request.operation
        // An incremental response's later payloads are each written as they come; the
        // first replaces a mutation's optimistic layer.
        let replacesLayer = Locked(context.optimisticLayer)
        return try await first.transformingEach { outcome in
            guard let result = outcome.result, result.source == .server else { return outcome }
            // A stream's `Cache-Control` (no-cache, so that proxies pass its parts on) is not about its data.
            let maxAge = outcome.incremental == nil ? outcome.response?.maxAge : nil
            let records = try store.records(of: result.data, for: operation, maxAge: maxAge)
            if let layer = replacesLayer.withLock({ layer in
                defer { layer = nil }; return layer
            }) {
                try store.removeLayer(layer, replacingWith: records, origin: context.watcherID)
            } else {
                try store.publish(records, origin: context.watcherID)
            }
            guard context.watcherID != nil else { return outcome }
            var written = outcome
            written.result = result.depending(on: records.fields)
            return written
        }
    }
}
