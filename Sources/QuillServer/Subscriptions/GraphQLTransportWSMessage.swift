import GraphQL

/// A message of the graphql-transport-ws protocol that a client may send.
enum GraphQLTransportWSClientMessage {
    case connectionInit(payload: JSONObject?)
    case ping(payload: JSONObject?)
    case pong
    case subscribe(id: String, request: GraphQLRequest)
    case complete(id: String)

    /// Reads and validates a message as the protocol defines it; the error is the
    /// reason of the 4400 close that answers an invalid message.
    static func parse(_ text: String) -> Result<Self, GraphQLWebSocketMessage.Invalid> {
        GraphQLWebSocketMessage.read(text).flatMap { type, message in
            switch type {
            case "connection_init":
                return GraphQLWebSocketMessage.payload(message).map { .connectionInit(payload: $0) }
            case "ping":
                return GraphQLWebSocketMessage.payload(message).map { .ping(payload: $0) }
            case "pong":
                return GraphQLWebSocketMessage.payload(message).map { _ in .pong }
            case "subscribe":
                return GraphQLWebSocketMessage.id(message).flatMap { id in
                    GraphQLWebSocketMessage.request(message["payload"], of: type).map { .subscribe(id: id, request: $0) }
                }
            case "complete":
                return GraphQLWebSocketMessage.id(message).map { .complete(id: $0) }
            case "connection_ack", "next", "error":
                return .failure(.init("Unexpected message of type '\(type)' from a client"))
            default:
                return .failure(.init("Invalid message type '\(type)'"))
            }
        }
    }
}

/// The messages a graphql-transport-ws server sends, as JSON text.
enum GraphQLTransportWSServerMessage {
    static func connectionAck() -> String {
        #"{"type":"connection_ack"}"#
    }

    static func pong(payload: JSONObject?) -> String {
        GraphQLWebSocketMessage.text(type: "pong", payload: payload.map { JSONValue.object($0).serialized() })
    }

    static func next(id: String, payload: [UInt8]) -> String {
        GraphQLWebSocketMessage.text(id: id, type: "next", payload: payload)
    }

    static func error(id: String, errors: [GraphQLError]) -> String {
        GraphQLWebSocketMessage.text(id: id, type: "error", payload: JSONValue.array(errors.map(\.responseJSON)).serialized())
    }

    static func complete(id: String) -> String {
        GraphQLWebSocketMessage.text(id: id, type: "complete")
    }
}
