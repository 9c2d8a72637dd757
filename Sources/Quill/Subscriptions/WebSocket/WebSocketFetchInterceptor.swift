/// The last interceptor of a `WebSocketTransport`'s chain: the request goes over the
/// socket as an operation, and its one result comes back as a response body.
struct WebSocketFetchInterceptor: GraphQLInterceptor {
    let transport: WebSocketTransport

    func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        var result: JSONObject?
        for try await event in transport.operation(request.payload()) where result == nil { result = event }
        guard let result else {
            throw ChainError(message: "the server completed \(Operation.operationName) over the WebSocket without a result")
        }
        let response = GraphQLHTTPResponse(url: request.url, status: 200, headers: [:], body: JSONValue.object(result).serialized())
        return InterceptorResult(response: response)
    }
}

/// The chain of a `WebSocketTransport`'s queries and mutations: the cache's read and
/// write, parsing, and the socket.
struct WebSocketInterceptorProvider: InterceptorProvider {
    let store: QuillStore
    let transport: WebSocketTransport

    func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [any GraphQLInterceptor] {
        [
            CacheReadInterceptor(store: store), CacheWriteInterceptor(store: store), JSONResponseParsingInterceptor(),
            WebSocketFetchInterceptor(transport: transport),
        ]
    }
}
