import QuillHTTPClient
import QuillWebSocket

/// A WebSocket client for server tests, at the level of frames: past the opening handshake
/// (the client's), it sends frames exactly as given (masked or not, fragmented or not) and
/// reads the server's as `WebSocketEvent`s, pings and close frames included.
public final class WebSocketPeer {
    /// The mask key of every frame `send` builds.
    public static let maskKey: UInt32 = 0x1234_5678

    public let connection: HTTPClientConnection
    /// The subprotocol the server chose.
    public let subprotocol: String?
    private let answersPings: Bool
    private var decoder = WebSocketFrameDecoder(role: .client)
    private var pending: [WebSocketEvent] = []

    /// Connects to the loopback's `port` and opens a WebSocket on `target`, offering
    /// `subprotocols`. With `answersPings`, `next` answers pings as a browser does and
    /// skips them (a server pings a peer that stays quiet, which a slow machine can make happen).
    public init(
        port: Int, target: String = "/graphql", subprotocols: [String] = ["graphql-transport-ws"], answersPings: Bool = true,
        timeout: Double = failureGuard
    ) async throws {
        connection = try await .connect(port: port, timeout: timeout)
        subprotocol = try await connection.webSocketHandshake(target: target, subprotocols: subprotocols).subprotocol
        self.answersPings = answersPings
    }

    /// Sends `bytes` as they are (a frame, or several, or a broken one).
    public func send(frame bytes: [UInt8]) async throws {
        try await connection.write(bytes)
    }

    /// Sends a text message in one masked frame.
    public func send(_ text: String) async throws {
        try await send(frame: WebSocketFrameEncoder.text(text, maskKey: Self.maskKey))
    }

    /// The server's next frame event (a whole message, a control frame, or a failure).
    public func next() async throws -> WebSocketEvent {
        while true {
            while pending.isEmpty {
                let bytes = try await connection.read()
                guard !bytes.isEmpty else { throw HTTPClientError.connectionClosed }
                pending = decoder.feed(bytes)
            }
            let event = pending.removeFirst()
            guard answersPings, case .ping(let payload) = event else { return event }
            try await send(frame: WebSocketFrameEncoder.pong(payload, maskKey: Self.maskKey))
        }
    }
}
