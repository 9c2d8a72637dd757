import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The graphql-transport-ws state machine without I/O: every message and close code.
@Suite struct GraphQLTransportWSStateMachineTests {
    typealias Machine = GraphQLTransportWSStateMachine

    /// Feeds a text message and returns the actions as text.
    static func receive(_ machine: inout Machine, _ text: String) -> [String] {
        describe(machine.receive(.text(text)))
    }

    /// A machine that acknowledged a connection with `payload`.
    static func acknowledged(payload: String = "") -> Machine {
        var machine = Machine()
        let init_ = payload.isEmpty ? #"{"type":"connection_init"}"# : #"{"type":"connection_init","payload":\#(payload)}"#
        _ = machine.receive(.text(init_))
        #expect(describe(machine.authorized(true)) == [#"send {"type":"connection_ack"}"#])
        return machine
    }

    static func subscribe(_ id: String, _ query: String = "subscription { counter }") -> String {
        #"{"type":"subscribe","id":"\#(id)","payload":{"query":"\#(query)"}}"#
    }

    static func operation(_ id: String, _ serial: Int) -> Machine.Operation {
        Machine.Operation(id: id, serial: serial)
    }

    @Test func connectionInitIsAuthorizedThenAcknowledged() {
        var machine = Machine()
        #expect(
            Self.receive(&machine, #"{"type":"connection_init","payload":{"token":"t"}}"#)
                == [#"authorize {"token":"t"}"#])
        #expect(machine.state == .authorizing)
        #expect(describe(machine.authorized(true)) == [#"send {"type":"connection_ack"}"#])
        #expect(machine.state == .ready)
        // A null payload is no payload.
        var other = Machine()
        #expect(Self.receive(&other, #"{"type":"connection_init","payload":null}"#) == ["authorize null"])
    }

    @Test func aRejectedConnectionClosesWith4403AndIgnoresTheRest() {
        var machine = Machine()
        _ = Self.receive(&machine, #"{"type":"connection_init"}"#)
        #expect(describe(machine.authorized(false)) == ["close 4403 Forbidden"])
        #expect(machine.state == .closed)
        #expect(Self.receive(&machine, #"{"type":"ping"}"#) == [])
        #expect(Self.receive(&machine, "nonsense") == [])
        #expect(describe(machine.initTimeoutElapsed()) == [])
        #expect(describe(machine.connectionClosed()) == [])
    }

    @Test func aSecondConnectionInitClosesWith4429() {
        var authorizing = Machine()
        _ = Self.receive(&authorizing, #"{"type":"connection_init"}"#)
        #expect(Self.receive(&authorizing, #"{"type":"connection_init"}"#) == ["close 4429 Too many initialisation requests"])
        // The answer of onConnect that arrives after the close changes nothing.
        #expect(describe(authorizing.authorized(true)) == [])
        var ready = Self.acknowledged()
        #expect(Self.receive(&ready, #"{"type":"connection_init"}"#) == ["close 4429 Too many initialisation requests"])
    }

    @Test func subscribeBeforeTheAcknowledgementClosesWith4401() {
        var fresh = Machine()
        #expect(Self.receive(&fresh, Self.subscribe("1")) == ["close 4401 Unauthorized"])
        var authorizing = Machine()
        _ = Self.receive(&authorizing, #"{"type":"connection_init"}"#)
        #expect(Self.receive(&authorizing, Self.subscribe("1")) == ["close 4401 Unauthorized"])
    }

    @Test func subscribeStartsAnOperationWithTheConnectionParams() {
        var machine = Self.acknowledged(payload: #"{"user":"ada"}"#)
        let message = #"""
            {"id":"a","type":"subscribe","payload":{"query":"query Q($n: String) { hello(name: $n) }","operationName":"Q","variables":{"n":"x"},"extensions":{"e":1}}}
            """#
        #expect(
            Self.receive(&machine, message) == [
                #"start a#1 query Q($n: String) { hello(name: $n) } operationName=Q variables={"n":"x"} extensions={"e":1} params={"user":"ada"}"#
            ])
        // Null optional fields are absent ones.
        let nulls = #"{"id":"b","type":"subscribe","payload":{"query":"{ hello }","operationName":null,"variables":null,"extensions":null}}"#
        #expect(
            Self.receive(&machine, nulls) == [
                #"start b#2 { hello } operationName=nil variables=null extensions=null params={"user":"ada"}"#
            ])
        #expect(machine.runningOperationIDs == ["a", "b"])
    }

    @Test func aRunningIDClosesWith4409AndStopsEveryOperation() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.subscribe("1"))
        _ = Self.receive(&machine, Self.subscribe("2"))
        #expect(Self.receive(&machine, Self.subscribe("1")) == ["close 4409 Subscriber for 1 already exists", "stop 1#1", "stop 2#2"])
        #expect(machine.runningOperationIDs == [])
    }

    @Test func anIDIsFreeAgainOnceItsOperationCompleted() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.subscribe("1"))
        #expect(describe(machine.complete(Self.operation("1", 1))) == [#"send {"id":"1","type":"complete"}"#])
        #expect(Self.receive(&machine, Self.subscribe("1")).first?.hasPrefix("start 1#2 ") == true)
        // The first operation's late results do not reach the second.
        #expect(describe(machine.next(Self.operation("1", 1), Response(dataJSON: Array("1".utf8)))) == [])
        #expect(describe(machine.complete(Self.operation("1", 1))) == [])
        #expect(machine.runningOperationIDs == ["1"])
        // A client's complete frees it too.
        #expect(Self.receive(&machine, #"{"type":"complete","id":"1"}"#) == ["stop 1#2"])
        #expect(Self.receive(&machine, Self.subscribe("1")).first?.hasPrefix("start 1#3 ") == true)
    }

    @Test func resultsAreNextMessagesThenComplete() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.subscribe("op"))
        let operation = Self.operation("op", 1)
        #expect(
            describe(machine.next(operation, Response(dataJSON: Array(#"{"counter":1}"#.utf8))))
                == [#"send {"id":"op","type":"next","payload":{"data":{"counter":1}}}"#])
        let withError = Response(dataJSON: Array(#"{"counter":null}"#.utf8), errors: [GraphQLError("boom", path: [.key("counter")])])
        #expect(
            describe(machine.next(operation, withError))
                == [#"send {"id":"op","type":"next","payload":{"errors":[{"message":"boom","path":["counter"]}],"data":{"counter":null}}}"#])
        #expect(describe(machine.complete(operation)) == [#"send {"id":"op","type":"complete"}"#])
        #expect(describe(machine.next(operation, Response(dataJSON: Array("{}".utf8)))) == [])
        #expect(describe(machine.complete(operation)) == [])
    }

    @Test func errorsBeforeExecutionAreAnErrorMessageThatEndsTheOperation() {
        var machine = Self.acknowledged()
        #expect(Self.receive(&machine, #"{"type":"subscribe","id":"\"q\\","payload":{"query":"{ hello }"}}"#).count == 1)
        let operation = Self.operation("\"q\\", 1)
        let errors = [GraphQLError("Syntax Error: Unexpected \"}\".", locations: [SourceLocation(line: 1, column: 3)])]
        #expect(
            describe(machine.error(operation, errors)) == [
                #"send {"id":"\"q\\","type":"error","payload":[{"message":"Syntax Error: Unexpected \"}\".","locations":[{"line":1,"column":3}]}]}"#
            ])
        #expect(describe(machine.complete(operation)) == [])
        #expect(machine.runningOperationIDs == [])
    }

    @Test func aClientCompleteStopsTheOperationAndSilencesIt() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.subscribe("1"))
        #expect(Self.receive(&machine, #"{"type":"complete","id":"1"}"#) == ["stop 1#1"])
        #expect(describe(machine.next(Self.operation("1", 1), Response(dataJSON: Array("{}".utf8)))) == [])
        #expect(describe(machine.complete(Self.operation("1", 1))) == [])
        // Completing an unknown or finished id is no error.
        #expect(Self.receive(&machine, #"{"type":"complete","id":"1"}"#) == [])
        #expect(Self.receive(&machine, #"{"type":"complete","id":"never"}"#) == [])
        #expect(machine.state == .ready)
    }

    @Test func pingIsAnsweredWithPongAtAnyTimeAndPongIsIgnored() {
        var machine = Machine()
        #expect(Self.receive(&machine, #"{"type":"ping"}"#) == [#"send {"type":"pong"}"#])
        #expect(Self.receive(&machine, #"{"type":"ping","payload":{"t":1}}"#) == [#"send {"type":"pong","payload":{"t":1}}"#])
        #expect(Self.receive(&machine, #"{"type":"ping","payload":null}"#) == [#"send {"type":"pong"}"#])
        #expect(Self.receive(&machine, #"{"type":"pong","payload":{"x":true}}"#) == [])
        var ready = Self.acknowledged()
        #expect(Self.receive(&ready, #"{"type":"ping"}"#) == [#"send {"type":"pong"}"#])
        #expect(ready.state == .ready)
    }

    @Test func theInitTimeoutClosesWith4408OnlyBeforeConnectionInit() {
        var waiting = Machine()
        #expect(describe(waiting.initTimeoutElapsed()) == ["close 4408 Connection initialisation timeout"])
        var authorizing = Machine()
        _ = Self.receive(&authorizing, #"{"type":"connection_init"}"#)
        #expect(describe(authorizing.initTimeoutElapsed()) == [])
        var ready = Self.acknowledged()
        #expect(describe(ready.initTimeoutElapsed()) == [])
        #expect(ready.state == .ready)
    }

    @Test(arguments: [
        ("nonsense", "Invalid message received: not a JSON object"),
        (#"[{"type":"ping"}]"#, "Invalid message received: not a JSON object"),
        (#"{"id":"1"}"#, "Message is missing the 'type' property"),
        (#"{"type":1}"#, "The 'type' property must be a string"),
        (#"{"type":"start"}"#, "Invalid message type 'start'"),
        (#"{"type":"connection_ack"}"#, "Unexpected message of type 'connection_ack' from a client"),
        (#"{"type":"next","id":"1","payload":{}}"#, "Unexpected message of type 'next' from a client"),
        (#"{"type":"error","id":"1","payload":[]}"#, "Unexpected message of type 'error' from a client"),
        (#"{"type":"connection_init","payload":"token"}"#, "The 'payload' property must be an object or null"),
        (#"{"type":"ping","payload":[1]}"#, "The 'payload' property must be an object or null"),
        (#"{"type":"pong","payload":2}"#, "The 'payload' property must be an object or null"),
        (#"{"type":"subscribe","payload":{"query":"{ hello }"}}"#, "The 'id' property must be a non-empty string"),
        (#"{"type":"subscribe","id":"","payload":{"query":"{ hello }"}}"#, "The 'id' property must be a non-empty string"),
        (#"{"type":"subscribe","id":1,"payload":{"query":"{ hello }"}}"#, "The 'id' property must be a non-empty string"),
        (#"{"type":"subscribe","id":"1"}"#, "The 'payload' property of a subscribe message must be an object"),
        (#"{"type":"subscribe","id":"1","payload":"{ hello }"}"#, "The 'payload' property of a subscribe message must be an object"),
        (#"{"type":"subscribe","id":"1","payload":{}}"#, "The 'query' property must be a string"),
        (#"{"type":"subscribe","id":"1","payload":{"query":null}}"#, "The 'query' property must be a string"),
        (
            #"{"type":"subscribe","id":"1","payload":{"query":"{ a }","operationName":1}}"#,
            "The 'operationName' property must be a string or null"
        ),
        (#"{"type":"subscribe","id":"1","payload":{"query":"{ a }","variables":[]}}"#, "The 'variables' property must be an object or null"),
        (
            #"{"type":"subscribe","id":"1","payload":{"query":"{ a }","extensions":"x"}}"#,
            "The 'extensions' property must be an object or null"
        ),
        (#"{"type":"complete"}"#, "The 'id' property must be a non-empty string"),
        (#"{"type":"complete","id":""}"#, "The 'id' property must be a non-empty string"),
    ])
    func anInvalidMessageClosesWith4400(message: String, reason: String) {
        var fresh = Machine()
        #expect(Self.receive(&fresh, message) == ["close 4400 \(reason)"])
        var ready = Self.acknowledged()
        _ = Self.receive(&ready, Self.subscribe("1"))
        #expect(Self.receive(&ready, message) == ["close 4400 \(reason)", "stop 1#1"])
        #expect(ready.state == .closed)
    }

    @Test func aBinaryMessageClosesWith4400() {
        var machine = Machine()
        #expect(describe(machine.receive(.binary(Array(#"{"type":"ping"}"#.utf8)))) == ["close 4400 Binary messages are not supported"])
    }

    @Test func theSocketClosingStopsEveryOperation() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.subscribe("b"))
        _ = Self.receive(&machine, Self.subscribe("a"))
        #expect(describe(machine.connectionClosed()) == ["stop b#1", "stop a#2"])
        #expect(describe(machine.next(Self.operation("a", 2), Response(dataJSON: Array("{}".utf8)))) == [])
        #expect(Self.receive(&machine, Self.subscribe("c")) == [])
    }

    @Test func aLongCloseReasonIsCutToWhatACloseFrameHolds() {
        var machine = Self.acknowledged()
        // 16 bytes before the two-byte characters: a cut at 123 bytes would split one.
        let id = "x" + String(repeating: "é", count: 100)
        _ = Self.receive(&machine, Self.subscribe(id))
        let actions = machine.receive(.text(Self.subscribe(id)))
        guard case .close(let code, let reason) = actions.first else {
            Issue.record("expected a close, got \(describe(actions))")
            return
        }
        #expect(code == .subscriberAlreadyExists)
        #expect(reason.utf8.count == 122)
        #expect(reason == "Subscriber for x" + String(repeating: "é", count: 53))
    }
}

/// Actions as one line of text each, so that tests read as transcripts.
func describe(_ actions: [GraphQLTransportWSStateMachine.Action]) -> [String] {
    func json(_ object: JSONObject?) -> String {
        guard let object else { return "null" }
        var writer = JSONWriter()
        writer.write(.object(object))
        return writer.string
    }
    return actions.map { action in
        switch action {
        case .send(let text): "send \(text)"
        case .close(let code, let reason): "close \(code.rawValue) \(reason)"
        case .authorize(let connectionParams): "authorize \(json(connectionParams))"
        case .start(let operation, let request, let connectionParams):
            "start \(operation.id)#\(operation.serial) \(request.query ?? "nil") operationName=\(request.operationName ?? "nil") "
                + "variables=\(json(request.variables)) extensions=\(json(request.extensions)) params=\(json(connectionParams))"
        case .stop(let operation): "stop \(operation.id)#\(operation.serial)"
        }
    }
}
