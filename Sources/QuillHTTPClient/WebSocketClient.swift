import QuillHTTP1
import QuillSync
import QuillWebSocket

/// A WebSocket (RFC 6455) in the client's role: messages in and out over a connection whose
/// opening handshake succeeded. The state machine is QuillWebSocket's `WebSocketConnection`:
/// every frame sent is masked, fragmented messages arrive whole, pings are answered, the
/// close handshake is run, and a server that breaks the protocol is closed with the code
/// the RFC gives (`.webSocketProtocol`).
///
/// Messages are read as they are asked for (`receive()`, or iterating `messages`): one task
/// reads, any may send or close. Pings are answered while a task reads.
///
/// ```swift
/// let socket = try await WebSocketClient.connect(
///     host: "127.0.0.1", port: 4000, target: "/graphql", subprotocols: ["graphql-transport-ws"])
/// try await socket.send(text: #"{"type":"connection_init"}"#)
/// for try await message in socket.messages { … }
/// ```
public actor WebSocketClient {
    public struct Configuration: Sendable {
        /// Bounds on one frame's and one message's size; a larger one from the server fails
        /// the connection with 1009 (Message Too Big).
        public var limits: WebSocketFrameDecoder.Limits
        /// How long `receive()` may wait for the server, in seconds; nil (the default): as
        /// long as the connection lives, as a quiet subscription needs.
        public var receiveTimeout: Double?
        /// How long `close` waits for the server's close frame when no task is reading, in seconds.
        public var closeTimeout: Double

        public init(
            limits: WebSocketFrameDecoder.Limits = .init(), receiveTimeout: Double? = nil,
            closeTimeout: Double = 5
        ) {
            self.limits = limits
            self.receiveTimeout = receiveTimeout
            self.closeTimeout = closeTimeout
        }
    }

    /// The subprotocol the server chose among those offered, if any.
    public nonisolated let subprotocol: String?
    /// The fields of the server's `101 Switching Protocols`.
    public nonisolated let responseHeaders: HTTPHeaders
    private let socket: ClientSocket
    private let configuration: Configuration
    private var connection: WebSocketConnection
    /// Bytes that arrived with the handshake's response, read first.
    private var leftover: [UInt8]
    private var received: [WebSocketMessage] = []
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var isReading = false
    private var isClosed = false
    private var failure: HTTPClientError?
    /// The server's close code (nil if its close frame had none, or before it came).
    public private(set) var closeCode: WebSocketCloseCode?
    /// The reason in the server's close frame.
    public private(set) var closeReason = ""

    init(
        socket: ClientSocket, leftover: [UInt8], subprotocol: String?, responseHeaders: HTTPHeaders,
        configuration: Configuration
    ) {
        self.socket = socket
        self.leftover = leftover
        self.subprotocol = subprotocol
        self.responseHeaders = responseHeaders
        self.configuration = configuration
        connection = WebSocketConnection(role: .client, limits: configuration.limits)
    }

    /// Connects to `host` and `port` and opens a WebSocket on `target`, offering
    /// `subprotocols` (in preference order) with the extra request `headers`; over TLS
    /// (`wss://`) when `connectionConfiguration.tls` is set.
    public static func connect(
        host: String, port: Int, target: String = "/", headers: HTTPHeaders = [:], subprotocols: [String] = [],
        connection connectionConfiguration: HTTPClientConnection.Configuration = .init(),
        configuration: Configuration = .init()
    ) async throws -> WebSocketClient {
        let connection = try await HTTPClientConnection.connect(host: host, port: port, configuration: connectionConfiguration)
        return try await connection.upgradeToWebSocket(
            target: target, headers: headers, subprotocols: subprotocols, configuration: configuration)
    }

    /// The server's next message; nil once the connection closed normally (see `closeCode`).
    /// Throws `.webSocketProtocol` if the server broke the protocol, `.connectionClosed` if
    /// the connection ended without a close frame.
    public func receive() async throws -> WebSocketMessage? {
        while true {
            if !received.isEmpty { return received.removeFirst() }
            if let failure { throw failure }
            if isClosed { return nil }
            try await readOnce(timeout: configuration.receiveTimeout)
        }
    }

    /// The server's messages, read as the sequence is iterated (see `receive()`).
    public nonisolated var messages: AsyncThrowingStream<WebSocketMessage, any Error> {
        AsyncThrowingStream { try await self.receive() }
    }

    /// Sends a text message.
    public func send(text: String) async throws {
        try await write(connection.send(text: text))
    }

    /// Sends a binary message.
    public func send(binary: some Collection<UInt8>) async throws {
        try await write(connection.send(binary: binary))
    }

    /// Sends a ping (at most 125 bytes of payload); the server's pong is not reported.
    public func ping(_ payload: some Collection<UInt8> = []) async throws {
        try await write(connection.ping(payload))
    }

    /// Starts the close handshake with `code` and `reason` (at most 123 bytes of UTF-8).
    /// When no task is reading, waits for the server's close frame (messages that arrive
    /// first are kept for `receive()`), at most `closeTimeout`; then the connection is
    /// closed. Nothing happens once closing has started.
    public func close(code: WebSocketCloseCode = .normalClosure, reason: String = "") async throws {
        guard let frame = connection.close(code: code, reason: reason) else { return }
        try await socket.write(frame)
        guard !isReading else { return }
        let deadline = MonotonicInstant.now + configuration.closeTimeout
        while !isClosed {
            let left = deadline - .now
            do {
                guard left > 0 else { throw HTTPClientError.timedOut }
                try await readOnce(timeout: left)
            } catch {
                finish(failure: error as? HTTPClientError ?? .closed)
            }
        }
    }

    /// Reads what arrives next and handles it: messages are kept, pings answered, a close
    /// ends the connection.
    private func readOnce(timeout: Double?) async throws {
        let bytes: ArraySlice<UInt8>
        if !leftover.isEmpty {
            bytes = leftover[...]
            leftover = []
        } else {
            isReading = true
            defer { isReading = false }
            var chunk: [UInt8] = []
            swap(&chunk, &readBuffer)
            defer { swap(&chunk, &readBuffer) }
            if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 64 * 1024) }
            let count = try await socket.read(into: &chunk, timeout: timeout)
            guard count > 0 else { return finish(failure: .connectionClosed) }
            bytes = chunk[..<count]
        }
        for action in connection.receive(bytes) {
            switch action {
            case .text(let text): received.append(.text(text))
            case .binary(let bytes): received.append(.binary(bytes))
            case .pong: break
            case .write(let bytes): try? await socket.write(bytes)
            case .closed(let code, let reason):
                if let error = connection.failure {
                    finish(failure: .webSocketProtocol(error))
                } else {
                    closeCode = code
                    closeReason = reason
                    finish(failure: nil)
                }
            }
        }
    }

    private func write(_ frame: [UInt8]?) async throws {
        guard let frame else { throw failure ?? .closed }
        try await socket.write(frame)
    }

    private func finish(failure: HTTPClientError?) {
        guard !isClosed else { return }
        isClosed = true
        self.failure = failure
        socket.close()
    }
}

extension HTTPClientConnection {
    /// Opens a WebSocket on `target` (RFC 6455's opening handshake), offering
    /// `subprotocols` with the extra request `headers`; the connection is the WebSocket's
    /// from then on. Throws `.webSocketHandshake` when the server refuses or answers wrongly.
    public func upgradeToWebSocket(
        target: String = "/", headers: HTTPHeaders = [:], subprotocols: [String] = [],
        configuration: WebSocketClient.Configuration = .init()
    ) async throws -> WebSocketClient {
        let (head, subprotocol) = try await webSocketHandshake(target: target, headers: headers, subprotocols: subprotocols)
        return WebSocketClient(
            socket: socket, leftover: takeUnread(), subprotocol: subprotocol, responseHeaders: head.headers,
            configuration: configuration)
    }

    /// Runs the opening handshake and leaves the connection to raw reads and writes of
    /// frames (for a test's peer); returns the response's head and the chosen subprotocol.
    package func webSocketHandshake(
        target: String, headers: HTTPHeaders = [:], subprotocols: [String] = []
    ) async throws -> (head: HTTPResponseHead, subprotocol: String?) {
        let key = WebSocketHandshake.makeKey()
        var fields = headers
        for field in WebSocketHandshake.requestHeaders(key: key, subprotocols: subprotocols) {
            fields.append(name: field.name, value: field.value)
        }
        try await send(HTTPClientRequest(method: .get, target: target, headers: fields))
        let head = try await responseHead()
        do {
            let subprotocol = try WebSocketHandshake.verifyResponse(
                status: head.status, headers: head.headers.map { (name: $0.name, value: $0.value) }, key: key,
                offeredSubprotocols: subprotocols)
            return (head, subprotocol)
        } catch {
            close()
            throw HTTPClientError.webSocketHandshake(error)
        }
    }
}
