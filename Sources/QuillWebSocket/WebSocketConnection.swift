/// One end of a WebSocket connection after the handshake, as a pure state machine: it
/// decodes the peer's bytes, answers pings, and runs the close handshake (RFC 6455,
/// sections 5.5 and 7). The caller writes `.write` bytes and closes the transport on `.closed`.
public struct WebSocketConnection: Sendable {
    public enum State: Sendable, Hashable {
        case open
        /// This end sent a close frame and waits for the peer's.
        case closing
        /// Both close frames are exchanged, or the connection failed.
        case closed
    }

    /// What the caller must do after `receive`.
    public enum Action: Hashable, Sendable {
        case text(String)
        case binary([UInt8])
        /// A pong arrived (e.g. to a keep-alive ping).
        case pong([UInt8])
        /// Bytes to send to the peer.
        case write([UInt8])
        /// The connection is over: close the transport. `code` is the peer's close code
        /// (nil if it sent none) or, when the peer broke the protocol, the one sent to it.
        case closed(code: WebSocketCloseCode?, reason: String)
    }

    public private(set) var state = State.open
    /// How the peer broke the protocol, when that closed the connection.
    public private(set) var failure: WebSocketError?
    private var decoder: WebSocketFrameDecoder
    private let makeMaskKey: @Sendable () -> UInt32

    /// `makeMaskKey` supplies a client's mask keys; the default is the system's random source.
    public init(
        role: WebSocketRole, limits: WebSocketFrameDecoder.Limits = .init(),
        makeMaskKey: @escaping @Sendable () -> UInt32 = { UInt32.random(in: .min ... .max) }
    ) {
        decoder = WebSocketFrameDecoder(role: role, limits: limits)
        self.makeMaskKey = makeMaskKey
    }

    /// Reads the peer's bytes and returns what to do, in order.
    public mutating func receive(_ bytes: some Collection<UInt8>) -> [Action] {
        guard state != .closed else { return [] }
        var actions: [Action] = []
        for event in decoder.feed(bytes) {
            switch event {
            case .text(let text): actions.append(.text(text))
            case .binary(let bytes): actions.append(.binary(bytes))
            case .pong(let payload): actions.append(.pong(payload))
            case .ping(let payload):
                if state == .open { actions.append(.write(encode(.pong, payload))) }
            case .close(let code, let reason):
                if state == .open { actions.append(.write(encodeClose(code, ""))) }
                actions.append(.closed(code: code, reason: reason))
                state = .closed
            case .failure(let error):
                failure = error
                if state == .open { actions.append(.write(encodeClose(error.closeCode, error.description))) }
                actions.append(.closed(code: error.closeCode, reason: error.description))
                state = .closed
            }
        }
        return actions
    }

    /// A text message to send, or nil once this end has sent its close frame.
    public mutating func send(text: String) -> [UInt8]? {
        state == .open ? encode(.text, Array(text.utf8)) : nil
    }

    /// A binary message to send, or nil once this end has sent its close frame.
    public mutating func send(binary: some Collection<UInt8>) -> [UInt8]? {
        state == .open ? encode(.binary, binary) : nil
    }

    /// A ping to send, or nil once this end has sent its close frame.
    public mutating func ping(_ payload: some Collection<UInt8> = []) -> [UInt8]? {
        state == .open ? encode(.ping, payload) : nil
    }

    /// Starts the close handshake: the close frame to send, or nil if one was sent already.
    public mutating func close(code: WebSocketCloseCode = .normalClosure, reason: String = "") -> [UInt8]? {
        guard state == .open else { return nil }
        state = .closing
        return encodeClose(code, reason)
    }

    private func encode(_ opcode: WebSocketOpcode, _ payload: some Collection<UInt8>) -> [UInt8] {
        WebSocketFrameEncoder.frame(opcode, payload: payload, maskKey: decoder.role == .client ? makeMaskKey() : nil)
    }

    private func encodeClose(_ code: WebSocketCloseCode?, _ reason: String) -> [UInt8] {
        WebSocketFrameEncoder.close(
            code: code, reason: reason, maskKey: decoder.role == .client ? makeMaskKey() : nil)
    }
}
