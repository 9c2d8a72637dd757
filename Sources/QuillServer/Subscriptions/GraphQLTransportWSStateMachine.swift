import GraphQL
import QuillHTTP

/// The server side of graphql-transport-ws (graphql-ws's PROTOCOL.md) as a pure
/// state machine: each input (a client message, a timer, the outcome of the
/// `onConnect` hook, an operation's results) returns the actions to perform.
/// `GraphQLTransportWS.serve` runs it on a `WebSocketChannel`.
struct GraphQLTransportWSStateMachine: GraphQLWebSocketStateMachine {
    typealias Action = GraphQLWebSocketAction
    typealias Operation = GraphQLWebSocketOperation

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

    /// Nothing: graphql-transport-ws keeps alive with `ping` and `pong` from the client.
    func keepAliveElapsed() -> [Action] {
        []
    }

    /// A result of a running operation.
    mutating func next(_ operation: Operation, payload: [UInt8]) -> [Action] {
        guard isRunning(operation) else { return [] }
        return [.send(GraphQLTransportWSServerMessage.next(id: operation.id, payload: payload))]
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
        return [.close(code, webSocketCloseReason(reason))] + stopAll()
    }

    private mutating func stopAll() -> [Action] {
        let stops = operations.sorted { $0.value < $1.value }.map { Action.stop(Operation(id: $0.key, serial: $0.value)) }
        operations = [:]
        return stops
    }
}
