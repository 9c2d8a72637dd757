/// Answers the requests of an `HTTPServer`. `respond` runs on an event loop's thread:
/// it must not block; work that suspends goes into `.deferred`.
public protocol HTTPResponder: Sendable {
    func respond(to request: HTTPRequest) -> HTTPReply
    /// Whether a request with this head gets its body streamed (`HTTPRequest.bodyStream`,
    /// up to `maxStreamedBodyBytes`) and is delivered before it arrives, rather than
    /// buffered whole (up to `maxBodyBytes`); uploads are. Default: false.
    func streamsBody(of head: HTTPRequestHead) -> Bool
}

extension HTTPResponder {
    public func streamsBody(of head: HTTPRequestHead) -> Bool { false }
}

/// How a responder answers one request.
public enum HTTPReply: Sendable {
    /// The response, ready now (the fast path: no task, no thread hop).
    case response(HTTPResponse)
    /// The response, once the closure returns; the server runs it in a task and keeps
    /// later pipelined responses waiting, in order, until it has sent this one.
    case deferred(@Sendable () async -> HTTPResponse)
    /// Switch the connection to WebSocket: the server sends `101 Switching Protocols`
    /// with `session.upgrade.responseHeaders`, then runs `session.run`.
    case webSocket(WebSocketSession)
}

/// An accepted WebSocket upgrade and the code that talks over it.
public struct WebSocketSession: Sendable {
    /// The result of `WebSocketHandshake.accept` for the request.
    public var upgrade: WebSocketHandshake.Upgrade
    public var limits: WebSocketFrameDecoder.Limits
    /// Runs in a task for the life of the connection; the server closes the connection
    /// (code 1000, if nothing was sent) when it returns, and cancels it when the peer
    /// leaves or the server shuts down (after sending 1001 Going Away).
    public var run: @Sendable (WebSocketChannel) async -> Void

    public init(
        upgrade: WebSocketHandshake.Upgrade, limits: WebSocketFrameDecoder.Limits = .init(),
        run: @escaping @Sendable (WebSocketChannel) async -> Void
    ) {
        self.upgrade = upgrade
        self.limits = limits
        self.run = run
    }
}

/// The server's end of an open WebSocket, as its session sees it. Pings, pongs,
/// fragmentation and the close handshake are the server's business.
public struct WebSocketChannel: Sendable {
    /// The peer's messages, in order; the sequence finishes when the connection closes.
    public let messages: AsyncStream<WebSocketMessage>
    private let sendText: @Sendable (String) async -> Void
    private let sendClose: @Sendable (WebSocketCloseCode, String) async -> Void

    /// The server makes channels; tests can make their own.
    public init(
        messages: AsyncStream<WebSocketMessage>,
        send: @escaping @Sendable (String) async -> Void,
        close: @escaping @Sendable (WebSocketCloseCode, String) async -> Void
    ) {
        self.messages = messages
        sendText = send
        sendClose = close
    }

    /// Sends a text message; nothing once the connection is closing.
    public func send(text: String) async {
        await sendText(text)
    }

    /// Starts the close handshake; `messages` finishes when it completes.
    public func close(code: WebSocketCloseCode, reason: String = "") async {
        await sendClose(code, reason)
    }
}
