/// A response for the server to send. The server adds `Content-Length` (or
/// `Transfer-Encoding: chunked` for a stream), `Date` and `Connection` itself,
/// and sends no body for HEAD requests.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: Body

    public enum Body: Sendable {
        case bytes([UInt8])
        /// A body produced over time (Server-Sent Events, multipart): sent chunked to an
        /// HTTP/1.1 client and delimited by closing for HTTP/1.0. The server runs the
        /// closure in a task; the body ends when it returns. The task is cancelled when
        /// the client disconnects or the server shuts down.
        case stream(@Sendable (HTTPBodyWriter) async -> Void)
    }

    /// Whether the body is a stream that does not end by itself (a subscription's):
    /// graceful shutdown cancels it at once rather than letting it run for the grace period.
    public var endsAtShutdown = false

    public init(status: HTTPStatus, headers: HTTPHeaders = [:], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public init(status: HTTPStatus, headers: HTTPHeaders = [:], body: [UInt8]) {
        self.init(status: status, headers: headers, body: .bytes(body))
    }
}

/// Writes the chunks of a streamed body to its connection.
public struct HTTPBodyWriter: Sendable {
    private let send: @Sendable ([UInt8]) async throws -> Void

    /// `send` delivers one chunk; the server's waits while the connection's output
    /// buffer is full and throws `CancellationError` once the connection is gone.
    public init(send: @escaping @Sendable ([UInt8]) async throws -> Void) {
        self.send = send
    }

    /// Sends `bytes` as one chunk (nothing for an empty array).
    public func write(_ bytes: [UInt8]) async throws {
        guard !bytes.isEmpty else { return }
        try await send(bytes)
    }
}
