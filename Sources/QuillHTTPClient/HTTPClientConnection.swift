import QuillHTTP1

/// One HTTP/1.1 connection to a server over TCP (or TLS, for `https://`: see
/// `Configuration.tls`), for a client: send requests, read their
/// responses (in order: requests may be pipelined), or switch to WebSocket.
///
/// Every wait (connect, read, write) is asynchronous, on one reactor thread for all
/// connections, and gives up after `Configuration.timeout`. Responses are read with
/// `HTTPResponseParser`: `Content-Length`, chunked and close-delimited bodies, interim
/// `1xx` responses, HEAD; a server that closes mid-response is `.closedMidResponse`.
/// One task at a time reads a connection. Raw bytes can be written and read as well, for
/// protocols that a request starts.
///
/// ```swift
/// let connection = try await HTTPClientConnection.connect(host: "127.0.0.1", port: 4000)
/// let response = try await connection.request(.post("/graphql", body: Array(#"{"query":"{ a }"}"#.utf8)))
/// print(response.status, response.text)
/// ```
public actor HTTPClientConnection {
    public struct Configuration: Sendable {
        /// How long one connect, read or write may wait before it fails with `.timedOut`, in
        /// seconds; nil: as long as it takes.
        public var timeout: Double?
        /// Bounds on the responses read: a status line of `maxRequestLineLength`, the head's
        /// bytes and fields, the body's bytes.
        public var limits: HTTPParserLimits
        /// TLS over the connection (`https://`, `wss://`), the server's certificate verified
        /// for the host connected to; nil: plain TCP.
        public var tls: TLSConfiguration?

        public init(
            timeout: Double? = 30,
            limits: HTTPParserLimits = HTTPParserLimits(maxHeaderBytes: 64 * 1024, maxHeaderCount: 500, maxBodyBytes: 256 << 20),
            tls: TLSConfiguration? = nil
        ) {
            self.timeout = timeout
            self.limits = limits
            self.tls = tls
        }
    }

    /// The host as given to `connect`, and the port.
    public nonisolated let host: String
    public nonisolated let port: Int
    package nonisolated let socket: ClientSocket
    private var parser: HTTPResponseParser
    /// Bytes received and not yet read, from `start`.
    private var buffer: [UInt8] = []
    private var start = 0
    private var events: [HTTPResponseEvent] = []
    private var receivedEnd = false
    /// A response's head was read and its body not yet to its end.
    private var readingBody = false
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// The trailers of the body last read to its end.
    public private(set) var trailers: HTTPHeaders = [:]

    private init(host: String, port: Int, socket: ClientSocket, configuration: Configuration) {
        self.host = host
        self.port = port
        self.socket = socket
        parser = HTTPResponseParser(limits: configuration.limits)
    }

    /// Connects to `host` (a name, or an IPv4 or IPv6 literal) and `port`, and runs the TLS
    /// handshake if the configuration asks for TLS (a refused certificate is `.tlsCertificate`).
    public static func connect(host: String, port: Int, configuration: Configuration = .init()) async throws
        -> HTTPClientConnection
    {
        let socket = try await ClientSocket.connect(
            host: host, port: port, timeout: configuration.timeout, tls: configuration.tls)
        return HTTPClientConnection(host: host, port: port, socket: socket, configuration: configuration)
    }

    /// Takes over a connected socket (a test's accepted one, for instance).
    package init(adopting socket: ClientSocket, configuration: Configuration = .init()) {
        self.init(host: "localhost", port: 0, socket: socket, configuration: configuration)
    }

    /// The `Host` field for this connection: `host:port`, an IPv6 literal in brackets.
    public nonisolated var authority: String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    // MARK: Requests and responses

    /// Sends `request`; its response is read (after those of earlier requests) by
    /// `response()` or `responseHead()`.
    public func send(_ request: HTTPClientRequest) async throws {
        parser.expectResponse(to: request.method)
        try await write(request.encoded(host: authority))
    }

    /// Says that a request with `method` went out as raw bytes, so that its response is read
    /// as that method's (a HEAD's has no body).
    package func expectResponse(to method: HTTPMethod) {
        parser.expectResponse(to: method)
    }

    /// Sends `request` and reads its whole response.
    public func request(_ request: HTTPClientRequest) async throws -> HTTPClientResponse {
        try await send(request)
        return try await response()
    }

    /// Reads the next final response whole (interim `1xx` responses are skipped), its body
    /// up to the configured limit.
    public func response() async throws -> HTTPClientResponse {
        let head = try await responseHead()
        var body: [UInt8] = []
        while let chunk = try await bodyChunk() { body += chunk }
        return HTTPClientResponse(head: head, body: body, trailers: trailers)
    }

    /// Reads the head of the next response, leaving its body to `bodyChunk()`; interim
    /// responses (`100 Continue`, `103`, not `101`) are skipped unless `interim`. The body
    /// of a response whose head was read earlier is skipped first.
    public func responseHead(interim: Bool = false) async throws -> HTTPResponseHead {
        while true {
            switch try await nextEvent() {
            case .head(let head):
                if head.status.isInterim && !interim { continue }
                trailers = [:]
                readingBody = true
                return head
            case .body, .trailers:
                continue
            case .end:
                readingBody = false
            case .error(let error):
                throw fail(error)
            }
        }
    }

    /// The next piece of the current response's body, as it arrives; nil at its end (then
    /// `trailers` holds a chunked body's trailer fields).
    public func bodyChunk() async throws -> [UInt8]? {
        while readingBody {
            switch try await nextEvent() {
            case .body(let bytes): return Array(bytes)
            case .trailers(let fields): trailers = fields
            case .end: readingBody = false
            case .head: preconditionFailure("a head inside a body")
            case .error(let error): throw fail(error)
            }
        }
        return nil
    }

    /// The client error for a parser's, closing the connection: it cannot be read further.
    private func fail(_ error: HTTPParserError) -> HTTPClientError {
        close()
        return error == .incompleteMessage ? .closedMidResponse : .malformedResponse(error)
    }

    /// The next response event, reading from the socket as needed.
    private func nextEvent() async throws -> HTTPResponseEvent {
        while true {
            if !events.isEmpty { return events.removeFirst() }
            if start < buffer.count {
                start += parser.feed(buffer[start...], into: &events)
                compact()
                continue
            }
            if receivedEnd {
                parser.finish(into: &events)
                guard !events.isEmpty else { throw HTTPClientError.connectionClosed }
                continue
            }
            try await receive()
        }
    }

    // MARK: Raw bytes

    /// Sends `bytes` as they are.
    public func write(_ bytes: [UInt8]) async throws {
        try await socket.write(bytes)
    }

    /// The bytes received and not yet read, or else the next ones to arrive (at least one);
    /// empty once the server has closed the connection.
    public func read() async throws -> [UInt8] {
        if start == buffer.count && !receivedEnd { try await receive() }
        defer {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        return Array(buffer[start...])
    }

    /// Every byte until the server closes the connection.
    public func readToEnd() async throws -> [UInt8] {
        while !receivedEnd { try await receive() }
        return try await read()
    }

    /// The bytes received and not read, leaving none.
    func takeUnread() -> [UInt8] {
        defer {
            buffer = []
            start = 0
        }
        return Array(buffer[start...])
    }

    /// Puts `bytes` back in front of what is still to be read.
    package func unread(_ bytes: [UInt8]) {
        buffer.replaceSubrange(..<start, with: bytes)
        start = 0
    }

    /// Whether bytes, or the end of the stream, wait to be read.
    package var isReadable: Bool {
        start < buffer.count || receivedEnd || socket.isReadable
    }

    /// Sends the end of the stream: nothing more will be written; reading goes on.
    public nonisolated func shutdownWrite() {
        socket.shutdownWrite()
    }

    /// Closes the connection; waits on it fail with `.closed`.
    public nonisolated func close() {
        socket.close()
    }

    /// Reads what arrives next into `buffer`, or notes the end of the stream.
    private func receive() async throws {
        // Moved out while the read waits, so that the actor's storage is not held across it.
        var chunk: [UInt8] = []
        swap(&chunk, &readBuffer)
        defer { swap(&chunk, &readBuffer) }
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 64 * 1024) }
        let count = try await socket.read(into: &chunk)
        if count == 0 {
            receivedEnd = true
        } else {
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    private func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 64 * 1024 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
