import GraphQL
import QuillHTTP

/// GraphQL over WebSocket with the legacy `graphql-ws` subprotocol of Apollo's
/// subscriptions-transport-ws (`connection_init`, `start`, `data`, `stop`, `ka`, …), which
/// Apollo iOS speaks by default. `GraphQLWebSocket.reply(to:)` upgrades a request to it.
public enum SubscriptionsTransportWS {
    /// The subprotocol name.
    public static let subprotocol = "graphql-ws"

    /// Speaks the legacy graphql-ws protocol on an open channel until it closes: reads
    /// its messages, runs each operation in a task of its own, sends `ka` every
    /// `configuration.keepAliveInterval` (none when nil or zero). Returns once the channel's messages ended and
    /// every operation stopped.
    public static func serve(
        _ channel: WebSocketChannel, configuration: GraphQLWebSocket.Configuration = .init(), run: @escaping GraphQLWebSocket.Run,
        onConnect: GraphQLWebSocket.OnConnect? = nil
    ) async {
        let keepAlive = configuration.keepAliveInterval.flatMap { $0 > 0 ? $0 : nil }
        let machine = SubscriptionsTransportWSStateMachine(keepAlive: keepAlive != nil)
        await GraphQLWebSocketSession(channel: channel, machine: machine, run: run, onConnect: onConnect)
            .serve(initTimeout: configuration.connectionInitWaitTimeout, keepAlive: keepAlive)
    }
}
