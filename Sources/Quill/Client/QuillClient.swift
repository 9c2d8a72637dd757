import Foundation

/// A GraphQL client: fetches queries, performs mutations, watches queries and
/// subscribes, through a normalized cache (`store`).
///
/// ```swift
/// let client = QuillClient(url: URL(string: "http://localhost:4000/graphql")!)
/// let result = try await client.fetch(query: AllConferencesQuery())
/// for conference in result.data?.allConferences ?? [] { print(conference.fragments.conferenceDetails.name) }
/// ```
public final class QuillClient: Sendable {
    public let store: QuillStore
    public let networkTransport: any NetworkTransport

    /// A client of the server at `url`, with an in-memory cache and the default request chain.
    public convenience init(url: URL) {
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store)
        self.init(networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url), store: store)
    }

    public init(networkTransport: any NetworkTransport, store: QuillStore = QuillStore()) {
        self.networkTransport = networkTransport
        self.store = store
    }

    /// The key of an object's record from its JSON; seed 000's `{ $0["id"] }` keys objects
    /// by their id. See `QuillStore.cacheKeyForObject`.
    public var cacheKeyForObject: (@Sendable (JSONObject) -> JSONValue?)? {
        get { store.cacheKeyForObject }
        set { store.cacheKeyForObject = newValue }
    }

    // MARK: Queries and mutations

    /// The query's result under `cachePolicy`; under `returnCacheDataAndFetch`, the
    /// server's (see `results(of:cachePolicy:)` for both). GraphQL errors are the result's
    /// `errors`; what is thrown is a `TransportError` (no response), a `ResponseCodeError`
    /// (an HTTP error status), a `ResponseFormatError` (not a GraphQL response for the
    /// query), a `CacheError` (a miss under `returnCacheDataDontFetch`, a failing cache), a
    /// `WebSocketTransportError` over a WebSocket, an interceptor's own error, or
    /// `CancellationError`.
    public func fetch<Query: GraphQLQuery>(query: Query, cachePolicy: CachePolicy = .default, context: RequestContext = RequestContext())
        async throws -> GraphQLResult<Query.Data>
    {
        var last: GraphQLResult<Query.Data>?
        for try await result in networkTransport.send(operation: query, cachePolicy: cachePolicy, context: context) { last = result }
        guard let last else { throw ChainError(message: "the transport finished without a result for \(Query.operationName)") }
        return last
    }

    /// Every result of the query under `cachePolicy`: the cache's and then the server's
    /// under `returnCacheDataAndFetch`, one otherwise.
    public func results<Query: GraphQLQuery>(of query: Query, cachePolicy: CachePolicy = .default)
        -> AsyncThrowingStream<GraphQLResult<Query.Data>, any Error>
    {
        networkTransport.send(operation: query, cachePolicy: cachePolicy, context: RequestContext())
    }

    /// Performs the mutation and writes its answer to the cache. An `optimisticResponse`
    /// is written at once over the cache (watchers see it), replaced by the server's
    /// answer, and removed if the mutation fails. Throws what `fetch` throws (a
    /// `CacheError` when `optimisticResponse` does not match the mutation's selections).
    public func perform<Mutation: GraphQLMutation>(mutation: Mutation, optimisticResponse: Mutation.Data? = nil)
        async throws -> GraphQLResult<Mutation.Data>
    {
        try await perform(mutation, optimisticResponse: optimisticResponse, userInfo: [:], publishesResult: true)
    }

    /// `perform(mutation:optimisticResponse:)` with the caller's `userInfo`, writing the
    /// answer to the cache only when `publishesResult`.
    func perform<Mutation: GraphQLMutation>(
        _ mutation: Mutation, optimisticResponse: Mutation.Data?, userInfo: [String: any Sendable], publishesResult: Bool
    ) async throws -> GraphQLResult<Mutation.Data> {
        var layer: Int?
        if let optimisticResponse {
            layer = store.addLayer(try store.records(of: optimisticResponse, for: mutation, maxAge: nil))
        }
        var context = RequestContext(userInfo: userInfo, watcherID: nil, optimisticLayer: layer)
        context.publishesResult = publishesResult
        do {
            var last: GraphQLResult<Mutation.Data>?
            for try await result in networkTransport.send(operation: mutation, cachePolicy: .fetchIgnoringCacheData, context: context) {
                last = result
            }
            if let layer { try store.removeLayer(layer) }
            guard let last else { throw ChainError(message: "the transport finished without a result for \(Mutation.operationName)") }
            return last
        } catch {
            if let layer { _ = try? store.removeLayer(layer) }
            throw error
        }
    }

    /// A watcher of the query: its results now, and again whenever a field it read
    /// changes in the cache (from any query, mutation or store write).
    public func watch<Query: GraphQLQuery>(query: Query, cachePolicy: CachePolicy = .default) -> GraphQLQueryWatcher<Query> {
        GraphQLQueryWatcher(client: self, query: query, cachePolicy: cachePolicy, delivery: nil)
    }

    /// A watcher of a fragment read from the record of `key` (`"Conference:42"`, or what
    /// `cacheKeyForObject` makes): the fragment now, and again whenever a field it read
    /// changes in the cache; `variables` are those of the fragment's arguments, if any.
    public func watch<Fragment: GraphQLFragment>(fragment: Fragment.Type, key: CacheKey, variables: JSONObject? = nil)
        -> GraphQLFragmentWatcher<Fragment>
    {
        GraphQLFragmentWatcher(store: store, key: key, variables: variables)
    }

    /// Removes every record from the cache.
    public func clearCache() throws {
        try store.clearCache()
    }
}

/// Apollo's name for the client, so that `ApolloClient(url:)` code compiles as it is.
public typealias ApolloClient = QuillClient
