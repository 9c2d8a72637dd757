/// The GraphQL-over-WebSocket protocol a `WebSocketTransport` speaks.
public enum WebSocketSubprotocol: String, Sendable, Hashable, CaseIterable {
    /// graphql-ws's `graphql-transport-ws` (the current one): `subscribe`, `next`,
    /// `complete`, `ping`/`pong`.
    case graphQLTransportWS = "graphql-transport-ws"
    /// The legacy `graphql-ws` of subscriptions-transport-ws, which Apollo iOS 0.x/1.x
    /// speaks: `start`, `data`, `stop`, `ka`.
    case graphQLWS = "graphql-ws"

    /// The name offered in `Sec-WebSocket-Protocol`.
    public var name: String { rawValue }
}

/// Apollo iOS's spelling of the protocol choice (`.graphql_ws`, `.graphql_transport_ws`).
extension WebSocketSubprotocol {
    public static let graphql_ws = WebSocketSubprotocol.graphQLWS
    public static let graphql_transport_ws = WebSocketSubprotocol.graphQLTransportWS
}
