import GraphQL
import QuillHTTP

/// The server side of graphql-transport-ws (graphql-ws's PROTOCOL.md) as a pure
/// state machine: each input (a client message, a timer, the outcome of the
/// `onConnect` hook, an operation's results) returns the actions to perform.
/// `GraphQLTransportWS.serve` runs it on a `WebSocketChannel`.
struct GraphQLTransportWSStateMachine: Sendable {
    /// A running operation: the client's id and a number that tells apart
    /// operations that reuse an id once the earlier one completed.
    struct Operation: Hashable, Sendable {
        let id: String
        let serial: Int
    }

    enum Action: Sendable {
        /// Send a text message.
        case send(String)
        /// Close the socket; nothing more is sent after it.
        case close(WebSocketCloseCode, String)
        /// Decide whether to accept the connection (the `onConnect` hook) with the
        /// `connection_init` payload; answer with `authorized(_:)`.
        case authorize(connectionParams: JSONObject?)
        /// Run an operation; report its results with `next`, `complete` and `error`.
        case start(Operation, GraphQLRequest, connectionParams: JSONObject?)
        /// Stop running an operation (the client completed it, or the socket closes).
        case stop(Operation)
    }

    enum State: Equatable {
        /// Waiting for `connection_init`.
        case awaitingInit
        /// `connection_init` arrived; `onConnect` is deciding.
        case authorizing
        /// Acknowledged: operations may run.
        case ready
        case closed
    }

    private(set) var state = State.awaitingInit
    private var connectionParams: JSONObject?
    /// The serial of the operation running under each id.
    private var operations: [String: Int] = [:]
    private var serials = 0

    init() {}

    /// The ids of the running operations, sorted.
    var runningOperationIDs: [String] { operations.keys.sorted() }

    /// A message from the client.
    mutating func receive(_ message: WebSocketMessage) -> [Action] {
        guard state != .closed else { return [] }
        guard case .text(let text) = message else { return close(.badRequest, "Binary messages are not supported") }
        let parsed: GraphQLTransportWSClientMessage
        switch GraphQLTransportWSClientMessage.parse(text) {
        case .success(let message): parsed = message
        case .failure(let invalid): return close(.badRequest, invalid.reason)
        }
        switch parsed {
        case .connectionInit(let payload):
            guard state == .awaitingInit else { return close(.tooManyInitialisationRequests, "Too many initialisation requests") }
            state = .authorizing
            connectionParams = payload
            return [.authorize(connectionParams: payload)]
        case .ping(let payload):
            return [.send(GraphQLTransportWSServerMessage.pong(payload: payload))]
        case .pong:
            return []
        case .subscribe(let id, let request):
            guard state == .ready else { return close(.unauthorized, "Unauthorized") }
            guard operations[id] == nil else { return close(.subscriberAlreadyExists, "Subscriber for \(id) already exists") }
            serials += 1
            operations[id] = serials
            return [.start(Operation(id: id, serial: serials), request, connectionParams: connectionParams)]
        case .complete(let id):
            guard let serial = operations.removeValue(forKey: id) else { return [] }
            return [.stop(Operation(id: id, serial: serial))]
        }
    }

    /// The answer of the `onConnect` hook: acknowledge, or close with 4403 Forbidden.
    mutating func authorized(_ permitted: Bool) -> [Action] {
        guard state == .authorizing else { return [] }
        guard permitted else { return close(.forbidden, "Forbidden") }
        state = .ready
        return [.send(GraphQLTransportWSServerMessage.connectionAck())]
    }

    /// The connection initialisation wait ended: close with 4408 unless `connection_init` arrived.
    mutating func initTimeoutElapsed() -> [Action] {
        guard state == .awaitingInit else { return [] }
        return close(.connectionInitialisationTimeout, "Connection initialisation timeout")
    }

    /// A result of a running operation.
    mutating func next(_ operation: Operation, _ response: Response) -> [Action] {
        guard isRunning(operation) else { return [] }
        return [.send(GraphQLTransportWSServerMessage.next(id: operation.id, response: response))]
    }

    /// The operation ended after its results.
    mutating func complete(_ operation: Operation) -> [Action] {
        guard isRunning(operation) else { return [] }
        operations[operation.id] = nil
        return [.send(GraphQLTransportWSServerMessage.complete(id: operation.id))]
    }

    /// The operation failed before execution (e.g. validation): an `error` message ends it.
    mutating func error(_ operation: Operation, _ errors: [GraphQLError]) -> [Action] {
        guard isRunning(operation) else { return [] }
        operations[operation.id] = nil
        return [.send(GraphQLTransportWSServerMessage.error(id: operation.id, errors: errors))]
    }

    /// The socket closed: every running operation stops.
    mutating func connectionClosed() -> [Action] {
        guard state != .closed else { return [] }
        state = .closed
        return stopAll()
    }

    private func isRunning(_ operation: Operation) -> Bool {
        state != .closed && operations[operation.id] == operation.serial
    }

    private mutating func close(_ code: WebSocketCloseCode, _ reason: String) -> [Action] {
        state = .closed
        return [.close(code, Self.closeReason(reason))] + stopAll()
    }

    private mutating func stopAll() -> [Action] {
        let stops = operations.sorted { $0.value < $1.value }.map { Action.stop(Operation(id: $0.key, serial: $0.value)) }
        operations = [:]
        return stops
    }

    /// `reason` cut to the 123 bytes a close frame has room for, on a character boundary.
    static func closeReason(_ reason: String) -> String {
        guard reason.utf8.count > 123 else { return reason }
        var cut = ""
        for character in reason {
            guard cut.utf8.count + character.utf8.count <= 123 else { break }
            cut.append(character)
        }
        return cut
    }
}

extension WebSocketCloseCode {
    /// graphql-transport-ws: the message is invalid (4400).
    static let badRequest = WebSocketCloseCode(rawValue: 4400)
    /// graphql-transport-ws: `subscribe` before the connection was acknowledged (4401).
    static let unauthorized = WebSocketCloseCode(rawValue: 4401)
    /// graphql-transport-ws: the server refused the connection (4403).
    static let forbidden = WebSocketCloseCode(rawValue: 4403)
    /// graphql-transport-ws: the client offered no subprotocol the server speaks (4406).
    static let subprotocolNotAcceptable = WebSocketCloseCode(rawValue: 4406)
    /// graphql-transport-ws: no `connection_init` within the wait timeout (4408).
    static let connectionInitialisationTimeout = WebSocketCloseCode(rawValue: 4408)
    /// graphql-transport-ws: `subscribe` with the id of a running operation (4409).
    static let subscriberAlreadyExists = WebSocketCloseCode(rawValue: 4409)
    /// graphql-transport-ws: a second `connection_init` (4429).
    static let tooManyInitialisationRequests = WebSocketCloseCode(rawValue: 4429)
}
