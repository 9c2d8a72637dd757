/// What happened to a `WebSocketTransport`'s connection (`Configuration.onEvent`), as
/// Apollo's `WebSocketTransportDelegate` tells it.
public enum WebSocketTransportEvent: Sendable, Equatable {
    /// The first connection was acknowledged.
    case connected
    /// A later connection was acknowledged (after a loss); live operations were sent again.
    case reconnected
    /// The connection ended; a reconnect follows if the error allows it and operations are live.
    case disconnected(WebSocketTransportError)
}
