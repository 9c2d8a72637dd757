import Foundation

/// The WebSocket under a `WebSocketTransport`: text messages out, events in. One task
/// receives; sends come from one other task, in order.
protocol TransportWebSocket: Sendable {
    func send(_ text: String) async throws
    /// The next event; after `.closed` or `.failed`, none follows.
    func receive() async -> TransportWebSocketEvent
    /// Sends a close frame and lets the socket go, without waiting for the server's.
    func close(code: Int, reason: String) async
}

enum TransportWebSocketEvent: Sendable {
    case text(String)
    /// The server's close frame (1005 when it had no code).
    case closed(code: Int, reason: String)
    case failed(WebSocketTransportError.Reason)
}

/// What a socket is opened with.
struct TransportWebSocketOptions: Sendable {
    var url: URL
    var subprotocol: WebSocketSubprotocol
    var headers: [String: String]
    var maxMessageSize: Int
    var connectTimeout: TimeInterval
    /// Certificate authorities trusted for `wss://` as well as the system's (Linux only).
    var trustedCAFile: String?
}

/// A socket could not be opened: why, as the transport reports it.
struct TransportWebSocketFailure: Error {
    let reason: WebSocketTransportError.Reason
}
