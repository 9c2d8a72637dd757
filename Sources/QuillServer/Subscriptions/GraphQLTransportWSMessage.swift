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
    static func parse(_ text: String) -> Result<Self, InvalidMessage> {
        guard case .object(let message)? = try? JSONReader().read(text) else {
            return .failure(InvalidMessage("Invalid message received: not a JSON object"))
        }
        guard let type = message["type"] else { return .failure(InvalidMessage("Message is missing the 'type' property")) }
        guard case .string(let type) = type else { return .failure(InvalidMessage("The 'type' property must be a string")) }
        switch type {
        case "connection_init":
            return payload(message).map { .connectionInit(payload: $0) }
        case "ping":
            return payload(message).map { .ping(payload: $0) }
        case "pong":
            return payload(message).map { _ in .pong }
        case "subscribe":
            return id(message).flatMap { id in request(message["payload"]).map { .subscribe(id: id, request: $0) } }
        case "complete":
            return id(message).map { .complete(id: $0) }
        case "connection_ack", "next", "error":
            return .failure(InvalidMessage("Unexpected message of type '\(type)' from a client"))
        default:
            return .failure(InvalidMessage("Invalid message type '\(type)'"))
        }
    }

    /// The optional `payload` of the connection and ping/pong messages: an object or null.
    private static func payload(_ message: JSONObject) -> Result<JSONObject?, InvalidMessage> {
        switch message["payload"] {
        case nil, .null?: .success(nil)
        case .object(let payload)?: .success(payload)
        default: .failure(InvalidMessage("The 'payload' property must be an object or null"))
        }
    }

    private static func id(_ message: JSONObject) -> Result<String, InvalidMessage> {
        guard case .string(let id)? = message["id"], !id.isEmpty else {
            return .failure(InvalidMessage("The 'id' property must be a non-empty string"))
        }
        return .success(id)
    }

    /// The `subscribe` payload: a GraphQL request with a string `query`.
    private static func request(_ payload: JSONValue?) -> Result<GraphQLRequest, InvalidMessage> {
        guard case .object(let payload)? = payload else {
            return .failure(InvalidMessage("The 'payload' property of a subscribe message must be an object"))
        }
        guard case .string(let query)? = payload["query"] else {
            return .failure(InvalidMessage("The 'query' property must be a string"))
        }
        var request = GraphQLRequest(query: query)
        switch payload["operationName"] {
        case nil, .null?: break
        case .string(let name)?: request.operationName = name
        default: return .failure(InvalidMessage("The 'operationName' property must be a string or null"))
        }
        for key in ["variables", "extensions"] {
            switch payload[key] {
            case nil, .null?: break
            case .object(let object)?:
                if key == "variables" { request.variables = object } else { request.extensions = object }
            default: return .failure(InvalidMessage("The '\(key)' property must be an object or null"))
            }
        }
        return .success(request)
    }

    /// Why a message is invalid.
    struct InvalidMessage: Error, Hashable {
        var reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }
}

/// The messages a graphql-transport-ws server sends, as JSON text.
enum GraphQLTransportWSServerMessage {
    static func connectionAck() -> String {
        #"{"type":"connection_ack"}"#
    }

    static func pong(payload: JSONObject?) -> String {
        guard let payload else { return #"{"type":"pong"}"# }
        var writer = JSONWriter(capacity: 64)
        writer.write(["type": "pong", "payload": .object(payload)])
        return writer.string
    }

    static func next(id: String, response: Response) -> String {
        var writer = head(id: id, type: "next")
        writer.writeRaw(#","payload":"#.utf8)
        writer.writeRaw(response.jsonBytes())
        writer.writeByte(UInt8(ascii: "}"))
        return writer.string
    }

    static func error(id: String, errors: [GraphQLError]) -> String {
        var writer = head(id: id, type: "error")
        writer.writeRaw(#","payload":"#.utf8)
        writer.write(.array(errors.map(\.responseJSON)))
        writer.writeByte(UInt8(ascii: "}"))
        return writer.string
    }

    static func complete(id: String) -> String {
        var writer = head(id: id, type: "complete")
        writer.writeByte(UInt8(ascii: "}"))
        return writer.string
    }

    /// `{"id":…,"type":…` without the closing brace.
    private static func head(id: String, type: String) -> JSONWriter {
        var writer = JSONWriter(capacity: 128)
        writer.writeRaw(#"{"id":"#.utf8)
        writer.writeString(id)
        writer.writeRaw(#","type":""#.utf8)
        writer.writeRaw(type.utf8)
        writer.writeByte(UInt8(ascii: "\""))
        return writer
    }
}
