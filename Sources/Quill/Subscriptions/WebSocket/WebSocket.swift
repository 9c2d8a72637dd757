import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Apollo iOS 1.x's socket, given to `WebSocketTransport(websocket:store:config:)`: the
/// URL, the protocol (`.graphql_ws`, `.graphql_transport_ws`) and the handshake's headers.
/// The transport opens it when its first operation starts.
public final class WebSocket: Sendable {
    public let url: URL
    public let subprotocol: WebSocketSubprotocol
    /// Fields of the opening handshake's request.
    public let headers: [String: String]

    public init(url: URL, protocol subprotocol: WebSocketSubprotocol) {
        self.url = url
        self.subprotocol = subprotocol
        headers = [:]
    }

    /// The socket of `request`'s URL, with its header fields.
    public init(request: URLRequest, protocol subprotocol: WebSocketSubprotocol) {
        url = request.url!
        self.subprotocol = subprotocol
        headers = request.allHTTPHeaderFields ?? [:]
    }
}
