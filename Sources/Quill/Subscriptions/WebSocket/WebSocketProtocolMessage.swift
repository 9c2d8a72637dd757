import struct GraphQL.JSONReader

/// A message from the server, in either protocol, as the transport handles it.
enum WebSocketServerMessage: Equatable {
    case connectionAck
    /// graphql-ws (legacy): the server refused `connection_init` (or could not read a message).
    case connectionError(String)
    /// graphql-ws (legacy): a keep-alive.
    case keepAlive
    /// graphql-transport-ws: a ping to answer with a pong carrying `payload`.
    case ping(JSONObject?)
    case pong
    /// A result of the operation `id` (`next`, or the legacy `data`).
    case next(id: String, payload: JSONObject)
    /// The operation `id` failed before it ran: a response whose `errors` say why.
    case error(id: String, response: JSONObject)
    case complete(id: String)
}

/// Reading the server's messages and writing the client's, for one protocol.
struct WebSocketProtocolCodec: Sendable {
    let subprotocol: WebSocketSubprotocol

    /// The server's message, or why it is none of this protocol's.
    func parse(_ text: String) -> Result<WebSocketServerMessage, WebSocketTransportError.InvalidMessage> {
        func invalid(_ reason: String) -> Result<WebSocketServerMessage, WebSocketTransportError.InvalidMessage> {
            .failure(WebSocketTransportError.InvalidMessage(reason: reason, message: String(text.prefix(200))))
        }
        guard case .object(let message)? = try? JSONReader().read(text) else { return invalid("not a JSON object") }
        guard case .string(let type)? = message["type"] else { return invalid("no \"type\" string") }
        let id: String?
        switch message["id"] {
        case .string(let value)?: id = value
        case nil, .null?: id = nil
        default: return invalid("an \"id\" that is not a string")
        }
        let payload = message["payload"]
        func withID(_ make: (String) -> WebSocketServerMessage) -> Result<WebSocketServerMessage, WebSocketTransportError.InvalidMessage> {
            guard let id else { return invalid("a \"\(type)\" message without an \"id\"") }
            return .success(make(id))
        }
        func objectPayload() -> JSONObject? {
            if case .object(let object)? = payload { return object }
            return nil
        }
        switch (subprotocol, type) {
        case (_, "connection_ack"):
            return .success(.connectionAck)
        case (_, "complete"):
            return withID { .complete(id: $0) }
        case (.graphQLTransportWS, "ping"):
            return .success(.ping(objectPayload()))
        case (.graphQLTransportWS, "pong"):
            return .success(.pong)
        case (.graphQLTransportWS, "next"), (.graphQLWS, "data"):
            guard let object = objectPayload() else { return invalid("a \"\(type)\" message whose payload is not an object") }
            return withID { .next(id: $0, payload: object) }
        case (.graphQLTransportWS, "error"):
            // graphql-transport-ws: the payload is the list of errors.
            guard case .array(let errors)? = payload, !errors.isEmpty else {
                return invalid("an \"error\" message whose payload is not a list of errors")
            }
            return withID { .error(id: $0, response: ["errors": .array(errors)]) }
        case (.graphQLWS, "error"):
            // The legacy protocol: one error object (or, from some servers, a list).
            switch payload {
            case .object(let error)?: return withID { .error(id: $0, response: ["errors": [.object(error)]]) }
            case .array(let errors)? where !errors.isEmpty: return withID { .error(id: $0, response: ["errors": .array(errors)]) }
            default: return invalid("an \"error\" message without an error")
            }
        case (.graphQLWS, "ka"):
            return .success(.keepAlive)
        case (.graphQLWS, "connection_error"):
            if case .string(let text)? = objectPayload()?["message"] { return .success(.connectionError(text)) }
            if case .string(let text)? = payload { return .success(.connectionError(text)) }
            return .success(.connectionError(payload.map { String(decoding: $0.serialized(), as: UTF8.self) } ?? "no reason given"))
        default:
            return invalid("an unknown message type \"\(type)\" for \(subprotocol.name)")
        }
    }

    func connectionInit(_ payload: JSONObject?) -> String {
        text(type: "connection_init", payload: payload.map { .object($0) })
    }

    /// `subscribe` (graphql-transport-ws) or `start` (legacy) of a GraphQL request.
    func subscribe(id: String, payload: JSONObject) -> String {
        text(type: subprotocol == .graphQLTransportWS ? "subscribe" : "start", id: id, payload: .object(payload))
    }

    /// `complete` (graphql-transport-ws) or `stop` (legacy): the client no longer wants the operation.
    func stop(id: String) -> String {
        text(type: subprotocol == .graphQLTransportWS ? "complete" : "stop", id: id)
    }

    func ping() -> String { text(type: "ping") }

    func pong(_ payload: JSONObject?) -> String { text(type: "pong", payload: payload.map { .object($0) }) }

    /// The legacy protocol's goodbye before the client closes; graphql-transport-ws has none.
    var connectionTerminate: String? { subprotocol == .graphQLWS ? text(type: "connection_terminate") : nil }

    private func text(type: String, id: String? = nil, payload: JSONValue? = nil) -> String {
        var object = JSONObject()
        if let id { object.append("id", .string(id)) }
        object.append("type", .string(type))
        if let payload { object.append("payload", payload) }
        return String(decoding: JSONValue.object(object).serialized(), as: UTF8.self)
    }
}
