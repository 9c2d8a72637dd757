import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The legacy graphql-ws (subscriptions-transport-ws) state machine without I/O: each
/// message sequence of the protocol as a transcript of actions.
@Suite struct SubscriptionsTransportWSStateMachineTests {
    typealias Machine = SubscriptionsTransportWSStateMachine

    static let ack = #"send {"type":"connection_ack"}"#
    static let ka = #"send {"type":"ka"}"#

    static func receive(_ machine: inout Machine, _ text: String) -> [String] {
        describe(machine.receive(.text(text)))
    }

    /// A machine that acknowledged a connection with `payload`.
    static func acknowledged(payload: String = "", keepAlive: Bool = true) -> Machine {
        var machine = Machine(keepAlive: keepAlive)
        let init_ = payload.isEmpty ? #"{"type":"connection_init"}"# : #"{"type":"connection_init","payload":\#(payload)}"#
        _ = machine.receive(.text(init_))
        _ = machine.authorized(true)
        return machine
    }

    static func start(_ id: String, _ query: String = "subscription { counter }") -> String {
        #"{"type":"start","id":"\#(id)","payload":{"query":"\#(query)"}}"#
    }

    static func operation(_ id: String, _ serial: Int) -> Machine.Operation {
        Machine.Operation(id: id, serial: serial)
    }

    static func response(_ json: String) -> Response {
        Response(dataJSON: Array(json.utf8))
    }

    @Test func connectionInitIsAuthorizedThenAcknowledgedWithAKeepAlive() {
        var machine = Machine()
        #expect(
            Self.receive(&machine, #"{"type":"connection_init","payload":{"authorization":"t"}}"#)
                == [#"authorize {"authorization":"t"}"#])
        #expect(machine.state == .authorizing)
        #expect(describe(machine.authorized(true)) == [Self.ack, Self.ka])
        #expect(machine.state == .ready)
        #expect(describe(machine.keepAliveElapsed()) == [Self.ka])
        // Without keep-alives, the acknowledgement alone.
        var quiet = Machine(keepAlive: false)
        #expect(Self.receive(&quiet, #"{"type":"connection_init","payload":null}"#) == ["authorize null"])
        #expect(describe(quiet.authorized(true)) == [Self.ack])
        #expect(describe(quiet.keepAliveElapsed()) == [])
    }

    @Test func keepAlivesWaitForTheAcknowledgement() {
        var machine = Machine()
        #expect(describe(machine.keepAliveElapsed()) == [])
        _ = Self.receive(&machine, #"{"type":"connection_init"}"#)
        #expect(describe(machine.keepAliveElapsed()) == [])
        _ = machine.authorized(true)
        #expect(describe(machine.keepAliveElapsed()) == [Self.ka])
        _ = Self.receive(&machine, #"{"type":"connection_terminate"}"#)
        #expect(describe(machine.keepAliveElapsed()) == [])
    }

    @Test func aRefusedConnectionIsAConnectionErrorThenA4403Close() {
        var machine = Machine()
        _ = Self.receive(&machine, #"{"type":"connection_init"}"#)
        #expect(
            describe(machine.authorized(false)) == [
                #"send {"type":"connection_error","payload":{"message":"Forbidden"}}"#, "close 4403 Forbidden",
            ])
        #expect(machine.state == .closed)
        #expect(Self.receive(&machine, Self.start("1")) == [])
        #expect(describe(machine.initTimeoutElapsed()) == [])
        #expect(describe(machine.connectionClosed()) == [])
    }

    @Test func aSecondConnectionInitIsAConnectionErrorAndChangesNothing() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.start("1"))
        #expect(
            Self.receive(&machine, #"{"type":"connection_init"}"#)
                == [#"send {"type":"connection_error","payload":{"message":"Too many initialisation requests"}}"#])
        #expect(machine.state == .ready)
        #expect(machine.runningOperationIDs == ["1"])
        var authorizing = Machine()
        _ = Self.receive(&authorizing, #"{"type":"connection_init"}"#)
        #expect(Self.receive(&authorizing, #"{"type":"connection_init"}"#).count == 1)
        #expect(describe(authorizing.authorized(true)) == [Self.ack, Self.ka])
    }

    @Test func startBeforeTheAcknowledgementIsAnErrorForThatOperation() {
        var machine = Machine()
        #expect(
            Self.receive(&machine, Self.start("1")) == [
                #"send {"id":"1","type":"error","payload":{"message":"The connection is not initialised: send connection_init first"}}"#
            ])
        #expect(machine.state == .awaitingInit)
        #expect(machine.runningOperationIDs == [])
    }

    @Test func startRunsTheOperationWithTheConnectionParams() {
        var machine = Self.acknowledged(payload: #"{"user":"ada"}"#)
        let message = #"""
            {"id":"a","type":"start","payload":{"query":"query Q($n: String) { hello(name: $n) }","operationName":"Q","variables":{"n":"x"},"extensions":{"e":1}}}
            """#
        #expect(
            Self.receive(&machine, message) == [
                #"start a#1 query Q($n: String) { hello(name: $n) } operationName=Q variables={"n":"x"} extensions={"e":1} params={"user":"ada"}"#
            ])
        let nulls = #"{"id":"b","type":"start","payload":{"query":"{ hello }","operationName":null,"variables":null}}"#
        #expect(
            Self.receive(&machine, nulls) == [
                #"start b#2 { hello } operationName=nil variables=null extensions=null params={"user":"ada"}"#
            ])
        #expect(machine.runningOperationIDs == ["a", "b"])
    }

    @Test func aQueryIsDataThenComplete() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.start("q", "{ hello }"))
        let operation = Self.operation("q", 1)
        #expect(
            describe(machine.next(operation, Self.response(#"{"hello":"hi"}"#)))
                == [#"send {"id":"q","type":"data","payload":{"data":{"hello":"hi"}}}"#])
        #expect(describe(machine.complete(operation)) == [#"send {"id":"q","type":"complete"}"#])
        #expect(machine.runningOperationIDs == [])
        #expect(describe(machine.next(operation, Self.response("{}"))) == [])
        #expect(describe(machine.complete(operation)) == [])
    }

    @Test func fieldErrorsTravelInTheDataMessage() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.start("s"))
        let withError = Response(dataJSON: Array(#"{"counter":null}"#.utf8), errors: [GraphQLError("boom", path: [.key("counter")])])
        #expect(
            describe(machine.next(Self.operation("s", 1), withError))
                == [#"send {"id":"s","type":"data","payload":{"errors":[{"message":"boom","path":["counter"]}],"data":{"counter":null}}}"#])
    }

    @Test func aRejectedRequestIsDataWithItsErrorsThenComplete() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.start("v", "{ nope }"))
        let errors = [
            GraphQLError("Cannot query field \"nope\" on type \"Query\".", locations: [SourceLocation(line: 1, column: 3)]),
            GraphQLError("second"),
        ]
        #expect(
            describe(machine.error(Self.operation("v", 1), errors)) == [
                #"send {"id":"v","type":"data","payload":{"errors":[{"message":"Cannot query field \"nope\" on type \"Query\".","locations":[{"line":1,"column":3}]},{"message":"second"}]}}"#,
                #"send {"id":"v","type":"complete"}"#,
            ])
        #expect(describe(machine.complete(Self.operation("v", 1))) == [])
        #expect(machine.runningOperationIDs == [])
    }

    @Test func stopSilencesTheOperationAndItsEndIsComplete() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.start("s"))
        let operation = Self.operation("s", 1)
        #expect(Self.receive(&machine, #"{"type":"stop","id":"s"}"#) == ["stop s#1"])
        // A result that was under way is dropped; the end of the stopped operation is the complete.
        #expect(describe(machine.next(operation, Self.response(#"{"counter":1}"#))) == [])
        #expect(machine.runningOperationIDs == ["s"])
        // A second stop does not stop it again.
        #expect(Self.receive(&machine, #"{"type":"stop","id":"s"}"#) == [])
        #expect(describe(machine.complete(operation)) == [#"send {"id":"s","type":"complete"}"#])
        #expect(machine.runningOperationIDs == [])
        // Stopping an unknown or finished id is no error.
        #expect(Self.receive(&machine, #"{"type":"stop","id":"s"}"#) == [])
        #expect(Self.receive(&machine, #"{"type":"stop","id":"never"}"#) == [])
        // A request rejected after its stop ends with complete alone.
        _ = Self.receive(&machine, Self.start("r", "{ nope }"))
        _ = Self.receive(&machine, #"{"type":"stop","id":"r"}"#)
        #expect(describe(machine.error(Self.operation("r", 2), [GraphQLError("x")])) == [#"send {"id":"r","type":"complete"}"#])
    }

    @Test func aStartWithARunningIDReplacesTheOperation() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.start("1"))
        #expect(
            Self.receive(&machine, Self.start("1", "{ hello }")) == [
                "stop 1#1", "start 1#2 { hello } operationName=nil variables=null extensions=null params=null",
            ])
        // The replaced operation's late results and end reach no one.
        #expect(describe(machine.next(Self.operation("1", 1), Self.response("{}"))) == [])
        #expect(describe(machine.complete(Self.operation("1", 1))) == [])
        #expect(machine.runningOperationIDs == ["1"])
        // A stopped operation's id can be started again at once.
        _ = Self.receive(&machine, #"{"type":"stop","id":"1"}"#)
        #expect(Self.receive(&machine, Self.start("1")).first?.hasPrefix("start 1#3 ") == true)
        #expect(describe(machine.complete(Self.operation("1", 2))) == [])
    }

    @Test func connectionTerminateClosesAndStopsEveryOperation() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.start("b"))
        _ = Self.receive(&machine, Self.start("a"))
        _ = Self.receive(&machine, Self.start("c"))
        _ = Self.receive(&machine, #"{"type":"stop","id":"c"}"#)
        #expect(Self.receive(&machine, #"{"type":"connection_terminate"}"#) == ["close 1000 ", "stop b#1", "stop a#2"])
        #expect(machine.state == .closed)
        #expect(describe(machine.complete(Self.operation("c", 3))) == [])
    }

    @Test func theSocketClosingStopsEveryOperation() {
        var machine = Self.acknowledged()
        _ = Self.receive(&machine, Self.start("x"))
        #expect(describe(machine.connectionClosed()) == ["stop x#1"])
        #expect(describe(machine.next(Self.operation("x", 1), Self.response("{}"))) == [])
        #expect(Self.receive(&machine, Self.start("y")) == [])
        #expect(describe(machine.connectionClosed()) == [])
    }

    @Test func theInitTimeoutIsAConnectionErrorThenA4408CloseOnlyBeforeConnectionInit() {
        var waiting = Machine()
        #expect(
            describe(waiting.initTimeoutElapsed()) == [
                #"send {"type":"connection_error","payload":{"message":"Connection initialisation timeout"}}"#,
                "close 4408 Connection initialisation timeout",
            ])
        var authorizing = Machine()
        _ = Self.receive(&authorizing, #"{"type":"connection_init"}"#)
        #expect(describe(authorizing.initTimeoutElapsed()) == [])
        var ready = Self.acknowledged()
        #expect(describe(ready.initTimeoutElapsed()) == [])
    }

    @Test(arguments: [
        ("nonsense", "Invalid message received: not a JSON object"),
        (#"[{"type":"start"}]"#, "Invalid message received: not a JSON object"),
        (#"{"id":"1"}"#, "Message is missing the 'type' property"),
        (#"{"type":1}"#, "The 'type' property must be a string"),
        (#"{"type":"subscribe","id":"1","payload":{"query":"{ a }"}}"#, "Invalid message type 'subscribe'"),
        (#"{"type":"ping"}"#, "Invalid message type 'ping'"),
        (#"{"type":"connection_ack"}"#, "Unexpected message of type 'connection_ack' from a client"),
        (#"{"type":"ka"}"#, "Unexpected message of type 'ka' from a client"),
        (#"{"type":"data","id":"1","payload":{}}"#, "Unexpected message of type 'data' from a client"),
        (#"{"type":"connection_init","payload":"token"}"#, "The 'payload' property must be an object or null"),
        (#"{"type":"start","payload":{"query":"{ a }"}}"#, "The 'id' property must be a non-empty string"),
        (#"{"type":"start","id":"","payload":{"query":"{ a }"}}"#, "The 'id' property must be a non-empty string"),
        (#"{"type":"start","id":7,"payload":{"query":"{ a }"}}"#, "The 'id' property must be a non-empty string"),
        (#"{"type":"stop"}"#, "The 'id' property must be a non-empty string"),
        (#"{"type":"stop","id":null}"#, "The 'id' property must be a non-empty string"),
    ])
    func anUnreadableMessageIsAConnectionErrorAndTheConnectionStaysOpen(message: String, reason: String) {
        var ready = Self.acknowledged()
        _ = Self.receive(&ready, Self.start("1"))
        var writer = JSONWriter()
        writer.writeString(reason)
        #expect(Self.receive(&ready, message) == [#"send {"type":"connection_error","payload":{"message":\#(writer.string)}}"#])
        #expect(ready.state == .ready)
        #expect(ready.runningOperationIDs == ["1"])
    }

    @Test(arguments: [
        (#"{"type":"start","id":"1"}"#, "The 'payload' property of a start message must be an object"),
        (#"{"type":"start","id":"1","payload":"{ a }"}"#, "The 'payload' property of a start message must be an object"),
        (#"{"type":"start","id":"1","payload":{}}"#, "The 'query' property must be a string"),
        (#"{"type":"start","id":"1","payload":{"query":null}}"#, "The 'query' property must be a string"),
        (
            #"{"type":"start","id":"1","payload":{"query":"{ a }","operationName":1}}"#,
            "The 'operationName' property must be a string or null"
        ),
        (#"{"type":"start","id":"1","payload":{"query":"{ a }","variables":[]}}"#, "The 'variables' property must be an object or null"),
    ])
    func anInvalidStartIsAnErrorForItsIDAndEndsTheOperationOfThatID(message: String, reason: String) {
        var ready = Self.acknowledged()
        _ = Self.receive(&ready, Self.start("1"))
        _ = Self.receive(&ready, Self.start("2"))
        #expect(Self.receive(&ready, message) == ["stop 1#1", #"send {"id":"1","type":"error","payload":{"message":"\#(reason)"}}"#])
        #expect(ready.runningOperationIDs == ["2"])
        #expect(ready.state == .ready)
    }

    @Test func aBinaryMessageIsAConnectionError() {
        var machine = Self.acknowledged()
        #expect(
            describe(machine.receive(.binary(Array(#"{"type":"start"}"#.utf8))))
                == [#"send {"type":"connection_error","payload":{"message":"Binary messages are not supported"}}"#])
        #expect(machine.state == .ready)
    }

    @Test func anIDIsWrittenAsAJSONString() {
        var machine = Self.acknowledged()
        #expect(
            Self.receive(&machine, #"{"type":"start","id":"\"q\\","payload":{}}"#)
                == [#"send {"id":"\"q\\","type":"error","payload":{"message":"The 'query' property must be a string"}}"#])
    }
}
