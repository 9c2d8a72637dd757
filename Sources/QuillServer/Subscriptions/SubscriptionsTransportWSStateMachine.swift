import GraphQL
import QuillHTTP

/// The server side of the legacy graphql-ws protocol (subscriptions-transport-ws's
/// PROTOCOL.md, as Apollo iOS 0.x/1.x and Apollo Server 2 speak it) as a pure state
/// machine. `SubscriptionsTransportWS.serve` runs it on a `WebSocketChannel`.
///
/// Where the protocol leaves a choice, it answers as subscriptions-transport-ws's server
/// did: a message that cannot be read gets `connection_error` and the connection stays
/// open; a `start` reusing the id of a running operation replaces it; `stop` is answered
/// with `complete` (once the operation has stopped, so nothing of it follows); a request
/// rejected before execution (parse, validation, variables) is a `data` message with the
/// errors, then `complete`. A `start` that cannot run (an invalid payload, or no
/// `connection_init` yet) gets an `error` with one `{"message": …}`. Beyond the original,
/// the connection-initialisation wait of graphql-transport-ws applies (closing with 4408),
/// and a refused `connection_init` closes with 4403 after its `connection_error`.
struct SubscriptionsTransportWSStateMachine: GraphQLWebSocketStateMachine {
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

    /// An operation under way: its serial, and whether the client stopped it (its
    /// `complete` is then owed once it ends).
    private struct Running {
        var serial: Int
        var stopped = false
    }

    private(set) var state = State.awaitingInit
    /// Whether `ka` messages are sent (after the acknowledgement, then on each `keepAliveElapsed`).
    private let keepAlive: Bool
    private var connectionParams: JSONObject?
    private var operations: [String: Running] = [:]
    private var serials = 0

    init(keepAlive: Bool = true) {
        self.keepAlive = keepAlive
    }

    /// The ids of the operations that have not ended (stopped ones included), sorted.
    var runningOperationIDs: [String] { operations.keys.sorted() }

    /// A message from the client.
    mutating func receive(_ message: WebSocketMessage) -> [Action] {
        guard state != .closed else { return [] }
        guard case .text(let text) = message else {
            return [.send(SubscriptionsTransportWSServerMessage.connectionError("Binary messages are not supported"))]
        }
        let parsed: SubscriptionsTransportWSClientMessage
        switch SubscriptionsTransportWSClientMessage.parse(text) {
        case .success(let message):
            parsed = message
        case .failure(let invalid):
            guard let id = invalid.id else { return [.send(SubscriptionsTransportWSServerMessage.connectionError(invalid.reason))] }
            return replacing(id) + [.send(SubscriptionsTransportWSServerMessage.error(id: id, invalid.reason))]
        }
        switch parsed {
        case .connectionInit(let payload):
            guard state == .awaitingInit else {
                return [.send(SubscriptionsTransportWSServerMessage.connectionError("Too many initialisation requests"))]
            }
            state = .authorizing
            connectionParams = payload
            return [.authorize(connectionParams: payload)]
        case .start(let id, let request):
            guard state == .ready else {
                return [
                    .send(
                        SubscriptionsTransportWSServerMessage.error(
                            id: id, "The connection is not initialised: send connection_init first"))
                ]
            }
            let stops = replacing(id)
            serials += 1
            operations[id] = Running(serial: serials)
            return stops + [.start(Operation(id: id, serial: serials), request, connectionParams: connectionParams)]
        case .stop(let id):
            guard let running = operations[id], !running.stopped else { return [] }
            operations[id]?.stopped = true
            return [.stop(Operation(id: id, serial: running.serial))]
        case .connectionTerminate:
            return close(.normalClosure, "")
        }
    }

    /// The answer of the `onConnect` hook: acknowledge (and a first `ka`), or refuse with
    /// `connection_error` and close with 4403 Forbidden.
    mutating func authorized(_ permitted: Bool) -> [Action] {
        guard state == .authorizing else { return [] }
        guard permitted else {
            return [.send(SubscriptionsTransportWSServerMessage.connectionError("Forbidden"))] + close(.forbidden, "Forbidden")
        }
        state = .ready
        let ack = Action.send(SubscriptionsTransportWSServerMessage.connectionAck())
        return keepAlive ? [ack, .send(SubscriptionsTransportWSServerMessage.keepAlive())] : [ack]
    }

    /// The connection initialisation wait ended: unless `connection_init` arrived,
    /// `connection_error` and a close with 4408.
    mutating func initTimeoutElapsed() -> [Action] {
        guard state == .awaitingInit else { return [] }
        let reason = "Connection initialisation timeout"
        return [.send(SubscriptionsTransportWSServerMessage.connectionError(reason))] + close(.connectionInitialisationTimeout, reason)
    }

    /// A `ka` once the connection is acknowledged.
    func keepAliveElapsed() -> [Action] {
        guard state == .ready, keepAlive else { return [] }
        return [.send(SubscriptionsTransportWSServerMessage.keepAlive())]
    }

    /// A result of a running operation: a `data` message, unless the client stopped it.
    mutating func next(_ operation: Operation, payload: [UInt8]) -> [Action] {
        guard let running = current(operation), !running.stopped else { return [] }
        return [.send(SubscriptionsTransportWSServerMessage.data(id: operation.id, payload: payload))]
    }

    /// The operation ended (after its results, or after the client stopped it): `complete`.
    mutating func complete(_ operation: Operation) -> [Action] {
        guard current(operation) != nil else { return [] }
        operations[operation.id] = nil
        return [.send(SubscriptionsTransportWSServerMessage.complete(id: operation.id))]
    }

    /// The request was rejected before execution: `data` with its errors, then `complete`.
    mutating func error(_ operation: Operation, _ errors: [GraphQLError]) -> [Action] {
        guard let running = current(operation) else { return [] }
        operations[operation.id] = nil
        let complete = Action.send(SubscriptionsTransportWSServerMessage.complete(id: operation.id))
        guard !running.stopped else { return [complete] }
        return [.send(SubscriptionsTransportWSServerMessage.data(id: operation.id, payload: Response(errors: errors).jsonBytes())), complete]
    }

    /// The socket closed: every running operation stops.
    mutating func connectionClosed() -> [Action] {
        guard state != .closed else { return [] }
        state = .closed
        return stopAll()
    }

    /// The operation, if it is the one under its id and the socket is open.
    private func current(_ operation: Operation) -> Running? {
        guard state != .closed, let running = operations[operation.id], running.serial == operation.serial else { return nil }
        return running
    }

    /// Stops and forgets the operation under `id`, which a new `start` replaces.
    private mutating func replacing(_ id: String) -> [Action] {
        guard let running = operations.removeValue(forKey: id) else { return [] }
        return running.stopped ? [] : [.stop(Operation(id: id, serial: running.serial))]
    }

    private mutating func close(_ code: WebSocketCloseCode, _ reason: String) -> [Action] {
        state = .closed
        return [.close(code, webSocketCloseReason(reason))] + stopAll()
    }

    /// A stop for each operation that is not stopped yet, oldest first.
    private mutating func stopAll() -> [Action] {
        let stops = operations.filter { !$0.value.stopped }.sorted { $0.value.serial < $1.value.serial }
            .map { Action.stop(Operation(id: $0.key, serial: $0.value.serial)) }
        operations = [:]
        return stops
    }
}
