/// Sends the request: one POST of its own, or a place in a batch when batching is on; an
/// operation that defers or streams goes alone, asking for an incremental response.
public struct NetworkFetchInterceptor: GraphQLInterceptor {
    public let client: URLSessionClient
    public let batcher: RequestBatcher?
    /// How an operation that defers or streams is fetched (tests choose its client).
    var incrementalFetch = IncrementalFetch()

    public init(client: URLSessionClient, batcher: RequestBatcher? = nil) {
        self.client = client
        self.batcher = batcher
    }

    public func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        if request.isIncremental { return try await incrementalFetch.send(request) }
        let body = request.body()
        let response: GraphQLHTTPResponse
        if let batcher {
            response = try await batcher.send(body, url: request.url, headers: request.headers, client: client)
        } else {
            response = try await client.send(request.urlRequest(body: body))
        }
        return InterceptorResult(response: response)
    }
}
