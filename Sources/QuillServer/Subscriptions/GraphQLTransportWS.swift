import GraphQL
import QuillHTTP

/// GraphQL over WebSocket with the `graphql-transport-ws` subprotocol (graphql-ws's
/// PROTOCOL.md): subscriptions, queries and mutations over one socket.
/// `GraphQLWebSocket.reply(to:)` upgrades a request to it.
public enum GraphQLTransportWS {
    /// The subprotocol name.
    public static let subprotocol = "graphql-transport-ws"

    /// Speaks graphql-transport-ws on an open channel until it closes: reads its
    /// messages, runs each operation in a task of its own, and closes the channel
    /// with the protocol's codes. Returns once the channel's messages ended and every
    /// operation stopped.
    public static func serve(
        _ channel: WebSocketChannel, configuration: GraphQLWebSocket.Configuration = .init(), run: @escaping GraphQLWebSocket.Run,
        onConnect: GraphQLWebSocket.OnConnect? = nil
    ) async {
        await GraphQLWebSocketSession(channel: channel, machine: GraphQLTransportWSStateMachine(), run: run, onConnect: onConnect)
            .serve(initTimeout: configuration.connectionInitWaitTimeout)
    }
}
