import GraphQL
import QuillHTTP

/// The server side of a GraphQL-over-WebSocket subprotocol as a pure state machine:
/// each input (a client message, a timer, the outcome of the `onConnect` hook, an
/// operation's results) returns the actions to perform. `GraphQLWebSocketSession` runs
/// one on a `WebSocketChannel`; graphql-transport-ws and the legacy graphql-ws each
/// have one.
protocol GraphQLWebSocketStateMachine: Sendable {
    /// A message from the client.
    mutating func receive(_ message: WebSocketMessage) -> [GraphQLWebSocketAction]
    /// The answer of the `onConnect` hook to an `.authorize` action.
    mutating func authorized(_ permitted: Bool) -> [GraphQLWebSocketAction]
    /// The connection initialisation wait ended.
    mutating func initTimeoutElapsed() -> [GraphQLWebSocketAction]
    /// The keep-alive interval elapsed (for a protocol whose server sends keep-alives).
    mutating func keepAliveElapsed() -> [GraphQLWebSocketAction]
    /// A result of a running operation: its JSON (a response, or a payload of an incremental result).
    mutating func next(_ operation: GraphQLWebSocketOperation, payload: [UInt8]) -> [GraphQLWebSocketAction]
    /// The operation ended after its results.
    mutating func complete(_ operation: GraphQLWebSocketOperation) -> [GraphQLWebSocketAction]
    /// The operation failed before execution (e.g. validation), with these errors.
    mutating func error(_ operation: GraphQLWebSocketOperation, _ errors: [GraphQLError]) -> [GraphQLWebSocketAction]
    /// The socket closed: every running operation stops.
    mutating func connectionClosed() -> [GraphQLWebSocketAction]
}

extension GraphQLWebSocketStateMachine {
    /// A response of a running operation.
    mutating func next(_ operation: GraphQLWebSocketOperation, _ response: Response) -> [GraphQLWebSocketAction] {
        next(operation, payload: response.jsonBytes())
    }
}

/// What a GraphQL-over-WebSocket state machine asks its session to do.
enum GraphQLWebSocketAction: Sendable {
    /// Send a text message.
    case send(String)
    /// Close the socket; nothing more is sent after it.
    case close(WebSocketCloseCode, String)
    /// Decide whether to accept the connection (the `onConnect` hook) with the
    /// `connection_init` payload; answer with `authorized(_:)`.
    case authorize(connectionParams: JSONObject?)
    /// Run an operation; report its results with `next`, `complete` and `error`.
    case start(GraphQLWebSocketOperation, GraphQLRequest, connectionParams: JSONObject?)
    /// Stop running an operation (the client stopped it, or the socket closes).
    case stop(GraphQLWebSocketOperation)
}

/// A running operation: the client's id and a number that tells apart operations that
/// reuse an id once the earlier one ended.
struct GraphQLWebSocketOperation: Hashable, Sendable {
    let id: String
    let serial: Int
}

/// `reason` cut to the 123 bytes a close frame has room for, on a character boundary.
func webSocketCloseReason(_ reason: String) -> String {
    guard reason.utf8.count > 123 else { return reason }
    var cut = ""
    for character in reason {
        guard cut.utf8.count + character.utf8.count <= 123 else { break }
        cut.append(character)
    }
    return cut
}
