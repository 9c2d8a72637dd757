import Foundation

import protocol QuillAPI.JSONEncodable

/// Apollo iOS 1.x's spelling of the transport: made from a `WebSocket`, configured with
/// `connectingPayload` and `reconnect`, and steered by its owner while it runs.
extension WebSocketTransport {
    public convenience init(websocket: WebSocket, store: QuillStore? = nil, config: Configuration = Configuration()) {
        var configuration = config
        configuration.subprotocol = websocket.subprotocol
        configuration.headers.merge(websocket.headers) { configured, _ in configured }
        self.init(url: websocket.url, store: store ?? QuillStore(), configuration: configuration)
    }

    /// Sets (a value) or removes (nil) header fields of the opening handshake; an open
    /// connection is opened again with them when `reconnectIfConnected`.
    public func updateHeaderValues(_ values: [String: String?], reconnectIfConnected: Bool = true) {
        command(.headers(values))
        if reconnectIfConnected { command(.reconnect) }
    }

    /// Replaces the `connection_init` payload; an open connection is opened again with it
    /// when `reconnectIfConnected`.
    public func updateConnectingPayload(_ payload: [String: any JSONEncodable], reconnectIfConnected: Bool = true) {
        setConnectingPayload(JSONObject(payload.sorted { $0.key < $1.key }.map { ($0.key, $0.value._jsonValue) }))
        if reconnectIfConnected { command(.reconnect) }
    }

    /// Closes the socket and keeps the operations, which are sent again on `resume`.
    public func pauseWebSocketConnection() {
        command(.pause)
    }

    /// Opens the socket a pause closed, sending the live operations again.
    public func resumeWebSocketConnection(autoReconnect: Bool = true) {
        command(.resume)
    }
}

extension WebSocketTransport.Configuration {
    /// Apollo iOS 1.x's configuration: `reconnect` every `reconnectionInterval` seconds
    /// after a lost connection (or never), and the `connection_init` payload.
    @_disfavoredOverload
    public init(reconnect: Bool = true, reconnectionInterval: TimeInterval = 0.5, connectingPayload: [String: any JSONEncodable]? = [:]) {
        self.init(
            connectionParams: connectingPayload.map { JSONObject($0.sorted { $0.key < $1.key }.map { ($0.key, $0.value._jsonValue) }) },
            reconnection: reconnect
                ? WebSocketTransport.Reconnection(maxAttempts: .max, baseDelay: reconnectionInterval, maxDelay: reconnectionInterval)
                : .never)
    }
}
