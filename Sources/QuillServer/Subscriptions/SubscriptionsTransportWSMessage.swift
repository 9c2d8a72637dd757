import GraphQL

/// A message of the legacy graphql-ws protocol (subscriptions-transport-ws's PROTOCOL.md)
/// that a client may send.
enum SubscriptionsTransportWSClientMessage {
    case connectionInit(payload: JSONObject?)
    case start(id: String, request: GraphQLRequest)
    case stop(id: String)
    case connectionTerminate

    /// Why a message is invalid, and the operation it names when it is a `start` with an
    /// id (answered with an `error` for that id; the others with `connection_error`).
    struct Invalid: Error, Hashable {
        var reason: String
        var id: String?
    }

    /// Reads and validates a message as the protocol defines it.
    static func parse(_ text: String) -> Result<Self, Invalid> {
        let read: (type: String, message: JSONObject)
        switch GraphQLWebSocketMessage.read(text) {
        case .success(let message): read = message
        case .failure(let invalid): return .failure(Invalid(reason: invalid.reason))
        }
        let message = read.message
        switch read.type {
        case "connection_init":
            return GraphQLWebSocketMessage.payload(message).map { .connectionInit(payload: $0) }
                .mapError { Invalid(reason: $0.reason) }
        case "start":
            return GraphQLWebSocketMessage.id(message).mapError { Invalid(reason: $0.reason) }.flatMap { id in
                GraphQLWebSocketMessage.request(message["payload"], of: "start").map { .start(id: id, request: $0) }
                    .mapError { Invalid(reason: $0.reason, id: id) }
            }
        case "stop":
            return GraphQLWebSocketMessage.id(message).map { .stop(id: $0) }.mapError { Invalid(reason: $0.reason) }
        case "connection_terminate":
            return .success(.connectionTerminate)
        case "connection_ack", "connection_error", "ka", "data", "error", "complete":
            return .failure(Invalid(reason: "Unexpected message of type '\(read.type)' from a client"))
        default:
            return .failure(Invalid(reason: "Invalid message type '\(read.type)'"))
        }
    }
}

/// The messages a legacy graphql-ws server sends, as JSON text.
enum SubscriptionsTransportWSServerMessage {
    static func connectionAck() -> String {
        #"{"type":"connection_ack"}"#
    }

    static func keepAlive() -> String {
        #"{"type":"ka"}"#
    }

    /// The connection was refused, or a message could not be read: `{"message": …}`.
    static func connectionError(_ message: String) -> String {
        GraphQLWebSocketMessage.text(type: "connection_error", payload: errorPayload(message))
    }

    static func data(id: String, payload: [UInt8]) -> String {
        GraphQLWebSocketMessage.text(id: id, type: "data", payload: payload)
    }

    /// An operation that could not start: one error, `{"message": …}`.
    static func error(id: String, _ message: String) -> String {
        GraphQLWebSocketMessage.text(id: id, type: "error", payload: errorPayload(message))
    }

    static func complete(id: String) -> String {
        GraphQLWebSocketMessage.text(id: id, type: "complete")
    }

    private static func errorPayload(_ message: String) -> [UInt8] {
        JSONValue.object(["message": .string(message)]).serialized()
    }
}
