/// Which end of a WebSocket connection this is; it decides who masks (RFC 6455, section 5.1).
public enum WebSocketRole: Sendable {
    /// Reads masked frames, sends unmasked ones.
    case server
    /// Reads unmasked frames, sends masked ones.
    case client
}
