import GraphQL
import QuillHTTP

/// GraphQL over WebSocket with the `graphql-transport-ws` subprotocol (graphql-ws's
/// PROTOCOL.md): subscriptions, queries and mutations over one socket.
///
/// ```swift
/// // in an HTTPResponder, for a request with `Upgrade: websocket`:
/// return GraphQLTransportWS.reply(to: request, run: { graphQLRequest, connectionParams in
///     await service.run(graphQLRequest, context: AppContext(connectionParams))
/// })
/// ```
///
/// `GraphQLServer` answers upgrades at its endpoint this way.
public enum GraphQLTransportWS {
    /// The subprotocol name.
    public static let subprotocol = "graphql-transport-ws"

    /// Runs one operation of a `subscribe` message with the `connection_init` payload.
    public typealias Run = @Sendable (GraphQLRequest, _ connectionParams: JSONObject?) async -> GraphQLOutcome
    /// Decides on a `connection_init` payload: `false` closes the socket with 4403 Forbidden.
    public typealias OnConnect = @Sendable (_ connectionParams: JSONObject?) async -> Bool

    /// Timeouts and limits of graphql-transport-ws connections.
    public struct Configuration: Sendable {
        /// How long the server waits for `connection_init` before closing with 4408.
        public var connectionInitWaitTimeout: Duration
        /// The WebSocket frame and message limits of the connection.
        public var limits: WebSocketFrameDecoder.Limits

        public init(connectionInitWaitTimeout: Duration = .seconds(3), limits: WebSocketFrameDecoder.Limits = .init()) {
            self.connectionInitWaitTimeout = connectionInitWaitTimeout
            self.limits = limits
        }
    }

    /// The reply to a WebSocket upgrade request: the upgrade to a graphql-transport-ws
    /// session, or the handshake's error status (400, 405 or 426) when the request is no
    /// valid upgrade. A client that offers no `graphql-transport-ws` subprotocol is
    /// accepted and closed at once with 4406, as graphql-ws does.
    public static func reply(
        to request: HTTPRequest, configuration: Configuration = Configuration(), run: @escaping Run,
        onConnect: OnConnect? = nil
    ) -> HTTPReply {
        let upgrade: WebSocketHandshake.Upgrade
        do {
            upgrade = try WebSocketHandshake.accept(
                method: request.method, headers: request.headers.map { ($0.name, $0.value) }, subprotocols: [subprotocol])
        } catch {
            var headers: HTTPHeaders = ["Content-Type": "text/plain; charset=utf-8"]
            switch error {
            case .methodNotGET: headers.append(name: "Allow", value: "GET")
            case .unsupportedVersion: headers.append(name: "Sec-WebSocket-Version", value: "13")
            default: break
            }
            return .response(HTTPResponse(status: error.status, headers: headers, body: Array(error.description.utf8)))
        }
        return .webSocket(WebSocketSession(upgrade: upgrade, limits: configuration.limits) { channel in
            guard upgrade.subprotocol == subprotocol else {
                return await channel.close(code: .subprotocolNotAcceptable, reason: "Subprotocol not acceptable")
            }
            await serve(channel, configuration: configuration, run: run, onConnect: onConnect)
        })
    }

    /// Speaks graphql-transport-ws on an open channel until it closes: reads its
    /// messages, runs each operation in a task of its own, and closes the channel
    /// with the protocol's codes. Returns once the channel's messages ended and every
    /// operation stopped.
    public static func serve(
        _ channel: WebSocketChannel, configuration: Configuration = Configuration(), run: @escaping Run,
        onConnect: OnConnect? = nil
    ) async {
        await GraphQLTransportWSSession(channel: channel, run: run, onConnect: onConnect)
            .serve(initTimeout: configuration.connectionInitWaitTimeout)
    }
}
