/// A whole message from a WebSocket peer.
public enum WebSocketMessage: Sendable, Hashable {
    case text(String)
    case binary([UInt8])
}
