import Foundation

/// The WebSocket under a `WebSocketTransport`: text messages out, events in. One task
/// receives; sends come from one other task, in order.
protocol TransportWebSocket: Sendable {
    /// Sends a text message; a failure says why, as the transport reports it.
    func send(_ text: String) async throws(TransportWebSocketFailure)
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

/// Which socket a transport opens: `URLSessionWebSocketTask` on Apple platforms; on Linux,
/// where FoundationNetworking's fails, QuillHTTPClient's (the other is there for its tests).
enum TransportWebSocketKind: Sendable {
    case urlSession
    #if !canImport(Darwin)
    case httpClient
    #endif

    static var platformDefault: TransportWebSocketKind {
        #if canImport(Darwin)
        .urlSession
        #else
        .httpClient
        #endif
    }

    func open(_ options: TransportWebSocketOptions) async throws(TransportWebSocketFailure) -> any TransportWebSocket {
        switch self {
        case .urlSession: try await URLSessionTransportWebSocket.connect(options)
        #if !canImport(Darwin)
        case .httpClient: try await HTTPClientTransportWebSocket.connect(options)
        #endif
        }
    }
}

/// A socket could not be opened: why, as the transport reports it.
struct TransportWebSocketFailure: Error {
    let reason: WebSocketTransportError.Reason
}
