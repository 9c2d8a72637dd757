import GraphQL

@testable import QuillServer

/// Checks one input: the input is a list of events separated by 0xFF bytes; each
/// event's first byte picks what happens (mod 11) and the rest is its argument:
/// 0-4 a text message, 5 a binary message, 6 the `onConnect` answer (argument's first
/// byte even: permitted), 7 the init timeout, 8 the keep-alive interval, 9 a running
/// operation's result, 10 the socket closing.
///
/// Checks: no crash; each message is answered as the legacy protocol says, judged by
/// `expectedReply` (the rules over `JSONReader`): an unreadable message is a
/// `connection_error` and changes nothing, a `start` that cannot run an `error` for its
/// id, a reused id replaces its operation, `stop` silences an operation whose end is then
/// `complete`, `connection_terminate` closes with 1000; the operations started and
/// stopped match a model; every message sent is a JSON object of the right type and id
/// (with a string `message` in error payloads); `ka` only once acknowledged; nothing
/// after a close.
func fuzzSubscriptionsTransportWS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var model = LegacyModel(keepAlive: size % 2 == 0)
    for event in bytes.split(separator: 0xFF, omittingEmptySubsequences: true) {
        model.perform(event[event.startIndex] % 11, Array(event.dropFirst()))
    }
    return 0
}

/// What a client message should get, by the protocol.
enum ExpectedReply: Equatable {
    case connectionError
    /// An `error` for the id, after stopping the operation it replaces when there is one.
    case error(String)
    case authorize
    case start(String, query: String)
    case stop(String)
    case close(UInt16)
    case none
}

/// An operation as the model sees it: its serial, and whether the client stopped it.
struct ModelOperation: Equatable {
    var serial: Int
    var stopped: Bool
}

/// The protocol's rules for one text message, given the state and the operations.
func expectedReply(_ text: String, state: SubscriptionsTransportWSStateMachine.State) -> ExpectedReply {
    guard case .object(let message)? = try? JSONReader().read(text), case .string(let type)? = message["type"] else {
        return .connectionError
    }
    func isObjectOrNull(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .null?, .object?: true
        default: false
        }
    }
    let id: String? = if case .string(let id)? = message["id"], !id.isEmpty { id } else { nil }
    switch type {
    case "connection_init":
        guard isObjectOrNull(message["payload"]) else { return .connectionError }
        return state == .awaitingInit ? .authorize : .connectionError
    case "start":
        guard let id else { return .connectionError }
        guard case .object(let payload)? = message["payload"], case .string(let query)? = payload["query"],
            isObjectOrNull(payload["variables"]), isObjectOrNull(payload["extensions"])
        else { return .error(id) }
        switch payload["operationName"] {
        case nil, .null?, .string?: break
        default: return .error(id)
        }
        return state == .ready ? .start(id, query: query) : .error(id)
    case "stop":
        guard let id else { return .connectionError }
        return .stop(id)
    case "connection_terminate":
        return .close(1000)
    default:
        return .connectionError
    }
}

/// Drives a `SubscriptionsTransportWSStateMachine` and checks each answer against the protocol.
struct LegacyModel {
    typealias Action = SubscriptionsTransportWSStateMachine.Action
    typealias Operation = SubscriptionsTransportWSStateMachine.Operation

    var machine: SubscriptionsTransportWSStateMachine
    let keepAlive: Bool
    var state = SubscriptionsTransportWSStateMachine.State.awaitingInit
    /// The operations that have not ended, as the actions said.
    var operations: [String: ModelOperation] = [:]
    var lastSerial = 0

    init(keepAlive: Bool) {
        machine = SubscriptionsTransportWSStateMachine(keepAlive: keepAlive)
        self.keepAlive = keepAlive
    }

    mutating func perform(_ kind: UInt8, _ argument: [UInt8]) {
        let closedBefore = state == .closed
        let actions: [Action]
        switch kind {
        case 0...4:
            let text = String(decoding: argument, as: UTF8.self)
            actions = machine.receive(.text(text))
            if closedBefore { return expectNothing(actions, "a message after the close") }
            check(actions, answer: expectedReply(text, state: state), to: text)
        case 5:
            actions = machine.receive(.binary(argument))
            if closedBefore { return expectNothing(actions, "a binary message after the close") }
            checkOneSent(actions, type: "connection_error", id: nil, "binary")
        case 6:
            let permitted = (argument.first ?? 0) % 2 == 0
            actions = machine.authorized(permitted)
            guard state == .authorizing else { return expectNothing(actions, "authorized when \(state)") }
            if permitted {
                guard case .send(let ack)? = actions.first else { fatalError("no ack: \(actions)") }
                checkSent(ack, type: "connection_ack", id: nil)
                let rest = Array(actions.dropFirst())
                if keepAlive { checkOneSent(rest, type: "ka", id: nil, "after the ack") } else { expectNothing(rest, "after the ack") }
                state = .ready
            } else {
                guard case .send(let error)? = actions.first else { fatalError("no connection_error: \(actions)") }
                checkSent(error, type: "connection_error", id: nil)
                checkClose(Array(actions.dropFirst()), code: 4403)
            }
        case 7:
            actions = machine.initTimeoutElapsed()
            guard state == .awaitingInit else { return expectNothing(actions, "init timeout when \(state)") }
            guard case .send(let error)? = actions.first else { fatalError("no connection_error: \(actions)") }
            checkSent(error, type: "connection_error", id: nil)
            checkClose(Array(actions.dropFirst()), code: 4408)
        case 8:
            actions = machine.keepAliveElapsed()
            if state == .ready && keepAlive {
                checkOneSent(actions, type: "ka", id: nil, "keep-alive")
            } else {
                expectNothing(actions, "ka when \(state)")
            }
        case 9:
            result(argument)
        default:
            actions = machine.connectionClosed()
            guard !closedBefore else { return expectNothing(actions, "connectionClosed twice") }
            checkStops(actions)
            state = .closed
        }
        if state != machine.state { fatalError("state \(machine.state), the model says \(state)") }
        if machine.runningOperationIDs != operations.keys.sorted() {
            fatalError("running \(machine.runningOperationIDs), the model says \(operations.keys.sorted())")
        }
    }

    /// A result of an operation (or of a stale one): next, complete or error.
    mutating func result(_ argument: [UInt8]) {
        let ids = operations.keys.sorted()
        let choice = Int(argument.first ?? 0)
        let stale = ids.isEmpty || choice & 0x80 != 0
        let id = ids.isEmpty ? "gone" : ids[choice % ids.count]
        let operation = Operation(id: id, serial: stale ? lastSerial + 1 : operations[id]!.serial)
        let stopped = operations[id]?.stopped ?? false
        let actions: [Action]
        switch (choice >> 2) % 3 {
        case 0:
            actions = machine.next(operation, Response(dataJSON: Array(#"{"n":1}"#.utf8)))
            guard !stale, state != .closed, !stopped else { return expectNothing(actions, "a result of a silenced operation") }
            checkOneSent(actions, type: "data", id: id, "next")
        case 1:
            actions = machine.complete(operation)
            guard !stale, state != .closed else { return expectNothing(actions, "the end of a stale operation") }
            checkOneSent(actions, type: "complete", id: id, "complete")
            operations[id] = nil
        default:
            actions = machine.error(operation, [GraphQLError(String(decoding: argument.dropFirst(), as: UTF8.self))])
            guard !stale, state != .closed else { return expectNothing(actions, "the error of a stale operation") }
            if stopped {
                checkOneSent(actions, type: "complete", id: id, "error after stop")
            } else {
                guard actions.count == 2, case .send(let data) = actions[0] else { fatalError("error sent \(actions)") }
                let payload = checkSent(data, type: "data", id: id)["payload"]
                guard case .object(let response)? = payload, case .array(let errors)? = response["errors"], errors.count == 1,
                    response["data"] == nil
                else { fatalError("error's data \(data)") }
                checkOneSent(Array(actions.dropFirst()), type: "complete", id: id, "error")
            }
            operations[id] = nil
        }
    }

    mutating func check(_ actions: [Action], answer: ExpectedReply, to text: String) {
        switch answer {
        case .connectionError:
            checkOneSent(actions, type: "connection_error", id: nil, text)
        case .error(let id):
            let rest = replaced(id, actions, text)
            checkOneSent(rest, type: "error", id: id, text)
        case .authorize:
            guard actions.count == 1, case .authorize = actions[0] else { fatalError("\(text) got \(actions), not authorize") }
            state = .authorizing
        case .start(let id, let query):
            let rest = replaced(id, actions, text)
            guard rest.count == 1, case .start(let operation, let request, _) = rest[0], operation.id == id,
                request.query == query, operation.serial > lastSerial
            else { fatalError("\(text) got \(actions), not start \(id)") }
            lastSerial = operation.serial
            operations[id] = ModelOperation(serial: operation.serial, stopped: false)
        case .stop(let id):
            guard let running = operations[id], !running.stopped else { return expectNothing(actions, text) }
            guard actions.count == 1, case .stop(let operation) = actions[0], operation.serial == running.serial else {
                fatalError("\(text) got \(actions), not stop \(id)")
            }
            operations[id]?.stopped = true
        case .close(let code):
            checkClose(actions, code: code)
        case .none:
            expectNothing(actions, text)
        }
    }

    /// The actions after the stop of the operation under `id` that a start or an error replaces.
    mutating func replaced(_ id: String, _ actions: [Action], _ text: String) -> [Action] {
        guard let running = operations.removeValue(forKey: id) else { return actions }
        if running.stopped { return actions }
        guard case .stop(let operation)? = actions.first, operation == Operation(id: id, serial: running.serial) else {
            fatalError("\(text) got \(actions), not the stop of \(id)#\(running.serial) first")
        }
        return Array(actions.dropFirst())
    }

    /// One close with `code`, then a stop for each operation not stopped yet.
    mutating func checkClose(_ actions: [Action], code: UInt16) {
        guard case .close(let sent, let reason)? = actions.first else { fatalError("expected close \(code), got \(actions)") }
        guard sent.rawValue == code else { fatalError("closed with \(sent) instead of \(code): \(reason)") }
        guard reason.utf8.count <= 123 else { fatalError("close reason of \(reason.utf8.count) bytes: \(reason)") }
        checkStops(Array(actions.dropFirst()))
        state = .closed
    }

    /// A stop for every operation not stopped yet, oldest first, and nothing else.
    mutating func checkStops(_ actions: [Action]) {
        let expected = operations.filter { !$0.value.stopped }.sorted { $0.value.serial < $1.value.serial }
            .map { Operation(id: $0.key, serial: $0.value.serial) }
        let stops = actions.compactMap { action -> Operation? in
            if case .stop(let operation) = action { return operation }
            return nil
        }
        guard stops.count == actions.count, stops == expected else { fatalError("stops \(actions), operations \(operations)") }
        operations = [:]
    }

    func expectNothing(_ actions: [Action], _ context: String) {
        if !actions.isEmpty { fatalError("\(context) got \(actions)") }
    }

    /// Exactly one message sent, of `type` and `id`.
    func checkOneSent(_ actions: [Action], type: String, id: String?, _ context: String) {
        guard actions.count == 1, case .send(let text) = actions[0] else { fatalError("\(context) got \(actions), not one \(type)") }
        checkSent(text, type: type, id: id)
    }

    /// Reads a message the server sent: a JSON object with `type` and `id` (absent when
    /// nil); an error's payload holds a string `message`.
    @discardableResult
    func checkSent(_ text: String, type: String, id: String?) -> JSONObject {
        guard case .object(let message)? = try? JSONReader().read(text), message["type"] == .string(type) else {
            fatalError("sent \(text), not a \(type) message")
        }
        if message["id"] != id.map(JSONValue.string) { fatalError("sent \(text) for id \(String(describing: id))") }
        if type == "connection_error" || type == "error" {
            guard case .object(let payload)? = message["payload"], case .string? = payload["message"] else {
                fatalError("sent \(text) without a message")
            }
        }
        return message
    }
}
