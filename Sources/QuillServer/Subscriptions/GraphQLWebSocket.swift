import GraphQL
import QuillHTTP

/// GraphQL over WebSocket: the upgrade of a request to a session speaking the
/// subprotocol the client offers, `graphql-transport-ws` (`GraphQLTransportWS`, preferred)
/// or the legacy `graphql-ws` (`SubscriptionsTransportWS`, Apollo's older protocol).
///
/// ```swift
/// // in an HTTPResponder, for a request with `Upgrade: websocket`:
/// return GraphQLWebSocket.reply(to: request, run: { request, connectionParams in
///     await service.outcome(of: request, connectionParams: connectionParams)
/// })
/// ```
public enum GraphQLWebSocket {
    /// The subprotocols spoken, in the server's order of preference.
    public static let subprotocols = [GraphQLTransportWS.subprotocol, SubscriptionsTransportWS.subprotocol]

    /// Runs one operation of a `subscribe` (or `start`) message with the `connection_init` payload.
    public typealias Run = @Sendable (GraphQLRequest, _ connectionParams: JSONObject?) async -> GraphQLOutcome
    /// Decides on a `connection_init` payload: `false` refuses the connection (4403 Forbidden).
    public typealias OnConnect = @Sendable (_ connectionParams: JSONObject?) async -> Bool

    public struct Configuration: Sendable {
        /// How long the server waits for `connection_init` before closing with 4408, in seconds.
        public var connectionInitWaitTimeout: Double
        /// How often a legacy graphql-ws session sends `ka`, in seconds (the first right after
        /// `connection_ack`); nil sends none. graphql-transport-ws clients ping instead.
        public var keepAliveInterval: Double?
        /// The WebSocket frame and message limits of the connection.
        public var limits: WebSocketFrameDecoder.Limits

        public init(
            connectionInitWaitTimeout: Double = 3, keepAliveInterval: Double? = 12,
            limits: WebSocketFrameDecoder.Limits = .init()
        ) {
            self.connectionInitWaitTimeout = connectionInitWaitTimeout
            self.keepAliveInterval = keepAliveInterval
            self.limits = limits
        }
    }

    /// The reply to a WebSocket upgrade request: the upgrade to a session of the first of
    /// `subprotocols` the client offers, or an HTTP error: the handshake's (400, 405 or
    /// 426) when the request is no valid upgrade, 400 when it offers neither subprotocol.
    public static func reply(
        to request: HTTPRequest, configuration: Configuration = Configuration(), run: @escaping Run,
        onConnect: OnConnect? = nil
    ) -> HTTPReply {
        let upgrade: WebSocketHandshake.Upgrade
        do {
            upgrade = try WebSocketHandshake.accept(
                method: request.method, headers: request.headers.map { ($0.name, $0.value) }, subprotocols: subprotocols)
        } catch {
            var headers: HTTPHeaders = ["Content-Type": "text/plain; charset=utf-8"]
            switch error {
            case .methodNotGET: headers.append(name: "Allow", value: "GET")
            case .unsupportedVersion: headers.append(name: "Sec-WebSocket-Version", value: "13")
            default: break
            }
            return .response(HTTPResponse(status: error.status, headers: headers, body: Array(error.description.utf8)))
        }
        switch upgrade.subprotocol {
        case GraphQLTransportWS.subprotocol?:
            return .webSocket(
                WebSocketSession(upgrade: upgrade, limits: configuration.limits) { channel in
                    await GraphQLTransportWS.serve(channel, configuration: configuration, run: run, onConnect: onConnect)
                })
        case SubscriptionsTransportWS.subprotocol?:
            return .webSocket(
                WebSocketSession(upgrade: upgrade, limits: configuration.limits) { channel in
                    await SubscriptionsTransportWS.serve(channel, configuration: configuration, run: run, onConnect: onConnect)
                })
        default:
            let offered = upgrade.offeredSubprotocols.isEmpty ? "none" : upgrade.offeredSubprotocols.joined(separator: ", ")
            let message =
                "This endpoint speaks the WebSocket subprotocols \(subprotocols.joined(separator: " and ")): "
                + "offer one in Sec-WebSocket-Protocol (offered: \(offered)).\n"
            return .response(
                HTTPResponse(
                    status: .badRequest, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(message.utf8)))
        }
    }
}
