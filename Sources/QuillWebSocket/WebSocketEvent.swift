/// What a `WebSocketFrameDecoder` reads from the peer's bytes.
public enum WebSocketEvent: Hashable, Sendable {
    /// A whole text message, reassembled from its fragments and valid UTF-8.
    case text(String)
    /// A whole binary message, reassembled from its fragments.
    case binary([UInt8])
    case ping([UInt8])
    case pong([UInt8])
    /// A close frame; `code` is nil when it carried none. The decoder reads nothing after it.
    case close(code: WebSocketCloseCode?, reason: String)
    /// The bytes broke the protocol; the decoder reads nothing after it.
    case failure(WebSocketError)
}
