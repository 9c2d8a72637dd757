import GraphQL

/// The JSON message shape graphql-transport-ws and graphql-ws share, `{"id", "type",
/// "payload"}`: reading a client's message and writing the server's.
enum GraphQLWebSocketMessage {
    /// Why a client's message is invalid.
    struct Invalid: Error, Hashable {
        var reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// The message as a JSON object with its string `type`.
    static func read(_ text: String) -> Result<(type: String, message: JSONObject), Invalid> {
        guard case .object(let message)? = try? JSONReader().read(text) else {
            return .failure(Invalid("Invalid message received: not a JSON object"))
        }
        guard let type = message["type"] else { return .failure(Invalid("Message is missing the 'type' property")) }
        guard case .string(let type) = type else { return .failure(Invalid("The 'type' property must be a string")) }
        return .success((type, message))
    }

    /// The optional `payload` of a message: an object or null.
    static func payload(_ message: JSONObject) -> Result<JSONObject?, Invalid> {
        switch message["payload"] {
        case nil, .null?: .success(nil)
        case .object(let payload)?: .success(payload)
        default: .failure(Invalid("The 'payload' property must be an object or null"))
        }
    }

    /// The operation's `id`: a non-empty string.
    static func id(_ message: JSONObject) -> Result<String, Invalid> {
        guard case .string(let id)? = message["id"], !id.isEmpty else {
            return .failure(Invalid("The 'id' property must be a non-empty string"))
        }
        return .success(id)
    }

    /// The GraphQL request in the `payload` of a message of `type` (`subscribe`, `start`):
    /// an object with a string `query`.
    static func request(_ payload: JSONValue?, of type: String) -> Result<GraphQLRequest, Invalid> {
        guard case .object(let payload)? = payload else {
            return .failure(Invalid("The 'payload' property of a \(type) message must be an object"))
        }
        guard case .string(let query)? = payload["query"] else {
            return .failure(Invalid("The 'query' property must be a string"))
        }
        var request = GraphQLRequest(query: query)
        switch payload["operationName"] {
        case nil, .null?: break
        case .string(let name)?: request.operationName = name
        default: return .failure(Invalid("The 'operationName' property must be a string or null"))
        }
        for key in ["variables", "extensions"] {
            switch payload[key] {
            case nil, .null?: break
            case .object(let object)?:
                if key == "variables" { request.variables = object } else { request.extensions = object }
            default: return .failure(Invalid("The '\(key)' property must be an object or null"))
            }
        }
        return .success(request)
    }

    /// `{"id":…,"type":…,"payload":…}` with the payload's JSON bytes; without `id` or
    /// `payload` when they are nil.
    static func text(id: String? = nil, type: String, payload: [UInt8]? = nil) -> String {
        var writer = JSONWriter(capacity: 64 + (payload?.count ?? 0))
        writer.writeByte(UInt8(ascii: "{"))
        if let id {
            writer.writeRaw(#""id":"#.utf8)
            writer.writeString(id)
            writer.writeByte(UInt8(ascii: ","))
        }
        writer.writeRaw(#""type":""#.utf8)
        writer.writeRaw(type.utf8)
        writer.writeByte(UInt8(ascii: "\""))
        if let payload {
            writer.writeRaw(#","payload":"#.utf8)
            writer.writeRaw(payload)
        }
        writer.writeByte(UInt8(ascii: "}"))
        return writer.string
    }
}
