import GraphQL

@testable import QuillServer

/// Checks one input: the input is a list of events separated by 0xFF bytes; each
/// event's first byte picks what happens (mod 10) and the rest is its argument:
/// 0-4 a text message, 5 a binary message, 6 the `onConnect` answer (argument's first
/// byte even: permitted), 7 the init timeout, 8 a running operation's result, 9 the socket closing.
///
/// Checks: no crash; each message is answered as graphql-transport-ws says, judged by
/// `expectedReply` (the protocol's rules over `JSONReader`): an invalid one closes with 4400,
/// a second `connection_init` with 4429, an early `subscribe` with 4401, a reused id with
/// 4409; every close reason is at most 123 bytes; the operations started and stopped match
/// a model; every message sent is a JSON object of the right type and id; nothing after a close.
func fuzzTransportWS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var model = TransportModel()
    for event in bytes.split(separator: 0xFF, omittingEmptySubsequences: true) {
        model.perform(event[event.startIndex] % 10, Array(event.dropFirst()))
    }
    return 0
}

/// What a client message should get, by the protocol.
enum ExpectedReply: Equatable {
    case close(UInt16)
    case authorize
    case pong(JSONObject?)
    case none
    case start(String, query: String)
    case stop(String)
}

/// The protocol's rules for one text message, given the state and the running ids.
func expectedReply(_ text: String, state: GraphQLTransportWSStateMachine.State, running: [String: Int]) -> ExpectedReply {
    guard case .object(let message)? = try? JSONReader().read(text), case .string(let type)? = message["type"] else {
        return .close(4400)
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
        guard isObjectOrNull(message["payload"]) else { return .close(4400) }
        return state == .awaitingInit ? .authorize : .close(4429)
    case "ping", "pong":
        guard isObjectOrNull(message["payload"]) else { return .close(4400) }
        guard type == "ping" else { return .none }
        if case .object(let payload)? = message["payload"] { return .pong(payload) }
        return .pong(nil)
    case "subscribe":
        guard let id, case .object(let payload)? = message["payload"], case .string(let query)? = payload["query"],
            isObjectOrNull(payload["variables"]), isObjectOrNull(payload["extensions"])
        else { return .close(4400) }
        switch payload["operationName"] {
        case nil, .null?, .string?: break
        default: return .close(4400)
        }
        guard state == .ready else { return .close(4401) }
        return running[id] == nil ? .start(id, query: query) : .close(4409)
    case "complete":
        guard let id else { return .close(4400) }
        return running[id] == nil ? .none : .stop(id)
    default:
        return .close(4400)
    }
}

/// `object` written as JSON and read back.
func rewritten(_ object: JSONObject) -> JSONValue {
    var writer = JSONWriter(capacity: 64)
    writer.write(.object(object))
    return try! JSONReader().read(writer.string)
}

/// Drives a `GraphQLTransportWSStateMachine` and checks each answer against the protocol.
struct TransportModel {
    var machine = GraphQLTransportWSStateMachine()
    var state = GraphQLTransportWSStateMachine.State.awaitingInit
    /// The serial of the operation running under each id, as the actions said.
    var running: [String: Int] = [:]
    var lastSerial = 0

    mutating func perform(_ kind: UInt8, _ argument: [UInt8]) {
        let closedBefore = state == .closed
        let actions: [GraphQLTransportWSStateMachine.Action]
        switch kind {
        case 0...4:
            let text = String(decoding: argument, as: UTF8.self)
            let expected = closedBefore ? ExpectedReply.none : expectedReply(text, state: state, running: running)
            actions = machine.receive(.text(text))
            check(actions, answer: expected, to: text)
        case 5:
            actions = machine.receive(.binary(argument))
            check(actions, answer: closedBefore ? .none : .close(4400), to: "binary \(argument)")
        case 6:
            let permitted = (argument.first ?? 0) % 2 == 0
            actions = machine.authorized(permitted)
            guard state == .authorizing else { return expectNothing(actions, "authorized when \(state)") }
            if permitted {
                guard actions.count == 1, case .send(let text) = actions[0] else { fatalError("no ack: \(actions)") }
                checkSent(text, type: "connection_ack", id: nil)
                state = .ready
            } else {
                checkClose(actions, code: 4403)
            }
        case 7:
            actions = machine.initTimeoutElapsed()
            guard state == .awaitingInit else { return expectNothing(actions, "init timeout when \(state)") }
            checkClose(actions, code: 4408)
        case 8:
            result(argument)
        default:
            actions = machine.connectionClosed()
            guard !closedBefore else { return expectNothing(actions, "connectionClosed twice") }
            checkStops(actions)
            state = .closed
        }
        if state != machine.state { fatalError("state \(machine.state), the model says \(state)") }
        if machine.runningOperationIDs != running.keys.sorted() {
            fatalError("running \(machine.runningOperationIDs), the model says \(running.keys.sorted())")
        }
    }

    /// A result of a running operation (or of a stale one): next, complete or error.
    mutating func result(_ argument: [UInt8]) {
        let ids = running.keys.sorted()
        let choice = Int(argument.first ?? 0)
        let stale = ids.isEmpty || choice & 0x80 != 0
        let id = ids.isEmpty ? "gone" : ids[choice % ids.count]
        let operation = GraphQLTransportWSStateMachine.Operation(id: id, serial: stale ? lastSerial + 1 : running[id]!)
        let actions: [GraphQLTransportWSStateMachine.Action]
        let type: String
        switch (choice >> 2) % 3 {
        case 0:
            actions = machine.next(operation, Response(dataJSON: Array(#"{"n":1}"#.utf8)))
            type = "next"
        case 1:
            actions = machine.complete(operation)
            type = "complete"
        default:
            actions = machine.error(operation, [GraphQLError(String(decoding: argument.dropFirst(), as: UTF8.self))])
            type = "error"
        }
        guard !stale, state != .closed else { return expectNothing(actions, "a result of a stale operation") }
        guard actions.count == 1, case .send(let text) = actions[0] else { fatalError("\(type) sent \(actions)") }
        checkSent(text, type: type, id: id)
        if type != "next" { running[id] = nil }
    }

    mutating func check(_ actions: [GraphQLTransportWSStateMachine.Action], answer: ExpectedReply, to text: String) {
        switch answer {
        case .close(let code):
            checkClose(actions, code: code)
        case .authorize:
            guard actions.count == 1, case .authorize = actions[0] else { fatalError("\(text) got \(actions), not authorize") }
            state = .authorizing
        case .pong(let payload):
            guard actions.count == 1, case .send(let sent) = actions[0] else { fatalError("\(text) got \(actions), not pong") }
            let pong = checkSent(sent, type: "pong", id: nil)
            // The echo is the payload as JSON text, numbers written as JavaScript does (-0 as 0).
            if pong["payload"] != payload.map(rewritten) { fatalError("pong \(sent) does not echo \(String(describing: payload))") }
        case .none:
            expectNothing(actions, text)
        case .start(let id, let query):
            guard actions.count == 1, case .start(let operation, let request, _) = actions[0], operation.id == id,
                request.query == query, operation.serial > lastSerial
            else { fatalError("\(text) got \(actions), not start \(id)") }
            lastSerial = operation.serial
            running[id] = operation.serial
        case .stop(let id):
            guard actions.count == 1, case .stop(let operation) = actions[0], running[id] == operation.serial else {
                fatalError("\(text) got \(actions), not stop \(id)")
            }
            running[id] = nil
        }
    }

    /// One close with `code` and a short reason, then a stop for each running operation.
    mutating func checkClose(_ actions: [GraphQLTransportWSStateMachine.Action], code: UInt16) {
        guard case .close(let sent, let reason)? = actions.first else { fatalError("expected close \(code), got \(actions)") }
        guard sent.rawValue == code else { fatalError("closed with \(sent) instead of \(code): \(reason)") }
        guard !reason.isEmpty, reason.utf8.count <= 123 else { fatalError("close reason of \(reason.utf8.count) bytes: \(reason)") }
        checkStops(Array(actions.dropFirst()))
        state = .closed
    }

    /// A stop for every running operation, oldest first, and nothing else.
    mutating func checkStops(_ actions: [GraphQLTransportWSStateMachine.Action]) {
        let expected = running.sorted { $0.value < $1.value }.map { GraphQLTransportWSStateMachine.Operation(id: $0.key, serial: $0.value) }
        let stops = actions.compactMap { action -> GraphQLTransportWSStateMachine.Operation? in
            if case .stop(let operation) = action { return operation }
            return nil
        }
        guard stops.count == actions.count, stops == expected else { fatalError("stops \(actions), running \(running)") }
        running = [:]
    }

    func expectNothing(_ actions: [GraphQLTransportWSStateMachine.Action], _ context: String) {
        if !actions.isEmpty { fatalError("\(context) got \(actions)") }
    }

    /// Reads a message the server sent: a JSON object with `type` and, when given, `id`.
    @discardableResult
    func checkSent(_ text: String, type: String, id: String?) -> JSONObject {
        guard case .object(let message)? = try? JSONReader().read(text), message["type"] == .string(type) else {
            fatalError("sent \(text), not a \(type) message")
        }
        if let id, message["id"] != .string(id) { fatalError("sent \(text) for id \(id)") }
        return message
    }
}
