import Foundation

/// Sends the request: one POST of its own, or a place in a batch when batching is on; an
/// operation that defers or streams goes alone, asking for an incremental response, and an
/// upload as a multipart POST of its own.
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
        if !request.files.isEmpty { return InterceptorResult(response: try await upload(request)) }
        let body = request.body()
        let response: GraphQLHTTPResponse
        if let batcher {
            response = try await batcher.send(body, url: request.url, headers: request.headers, client: client)
        } else {
            response = try await client.send(request.urlRequest(body: body))
        }
        return InterceptorResult(response: response)
    }

    /// Sends an upload: its multipart body written to a temporary file, sent from there.
    private func upload<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>) async throws -> GraphQLHTTPResponse {
        let body = MultipartUploadBody(payload: request.payload(), files: request.files)
        let file = try body.write()
        defer { try? FileManager.default.removeItem(at: file) }
        return try await client.upload(request.uploadRequest(body), fromFile: file)
    }
}
