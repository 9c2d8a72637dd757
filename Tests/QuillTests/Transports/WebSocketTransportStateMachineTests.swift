import Foundation
import Testing

@testable import Quill

/// The client side of both WebSocket protocols as a value: inputs in, actions out.
@Suite struct WebSocketTransportStateMachineTests {
    typealias Machine = WebSocketTransportStateMachine
    private static let url = URL(string: "ws://127.0.0.1:4000/graphql")!
    private static let keepAlive = WebSocketTransport.KeepAlive(interval: 20, timeout: 10)
    private let payload: JSONObject = ["query": "subscription { ticks }"]

    private func machine(_ subprotocol: WebSocketSubprotocol, maxReconnects: Int = 2) -> Machine {
        Machine(
            configuration: .init(
                url: Self.url, subprotocol: subprotocol, acknowledgementTimeout: 3, keepAlive: Self.keepAlive,
                maxReconnects: maxReconnects))
    }

    private func error(_ reason: WebSocketTransportError.Reason, attempts: Int = 1) -> WebSocketTransportError {
        WebSocketTransportError(url: Self.url, reason: reason, attempts: attempts)
    }

    /// A machine whose connection is acknowledged, with operation "1" sent.
    private func ready(_ subprotocol: WebSocketSubprotocol, maxReconnects: Int = 2) -> Machine {
        var machine = machine(subprotocol, maxReconnects: maxReconnects)
        _ = machine.subscribe(id: "1", payload: payload)
        _ = machine.opened(connectionParams: nil)
        _ = machine.received(#"{"type":"connection_ack"}"#)
        return machine
    }

    @Test func graphQLTransportWSConnectsAcknowledgesAndSubscribes() {
        var machine = machine(.graphQLTransportWS)
        #expect(machine.subscribe(id: "1", payload: payload) == [.connect])
        #expect(machine.subscribe(id: "2", payload: ["query": "subscription { b }"]) == [])
        #expect(
            machine.opened(connectionParams: ["Authorization": "Bearer t"]) == [
                .send(#"{"type":"connection_init","payload":{"Authorization":"Bearer t"}}"#), .startTimer(.acknowledgement, 3),
            ])
        #expect(
            machine.received(#"{"type":"connection_ack"}"#) == [
                .cancelTimer(.acknowledgement), .report(.connected),
                .send(#"{"id":"1","type":"subscribe","payload":{"query":"subscription { ticks }"}}"#),
                .send(#"{"id":"2","type":"subscribe","payload":{"query":"subscription { b }"}}"#),
                .startTimer(.keepAlive, 20),
            ])
        #expect(machine.received(#"{"id":"1","type":"next","payload":{"data":{"ticks":1}}}"#) == [.deliver(id: "1", ["data": ["ticks": 1]])])
        #expect(machine.received(#"{"id":"1","type":"complete"}"#) == [.finish(id: "1", nil)])
        // A late message for a finished operation is dropped.
        #expect(machine.received(#"{"id":"1","type":"next","payload":{"data":{"ticks":2}}}"#) == [])
        #expect(machine.unsubscribe(id: "2") == [.send(#"{"id":"2","type":"complete"}"#)])
        #expect(machine.operationIDs.isEmpty)
        #expect(machine.phase == .ready)
    }

    @Test func graphQLTransportWSPingsAndAnswersPings() {
        var machine = ready(.graphQLTransportWS)
        #expect(machine.received(#"{"type":"ping","payload":{"at":1}}"#) == [.send(#"{"type":"pong","payload":{"at":1}}"#)])
        #expect(
            machine.timerElapsed(.keepAlive) == [
                .send(#"{"type":"ping"}"#), .startTimer(.pong, 10), .startTimer(.keepAlive, 20),
            ])
        #expect(machine.received(#"{"type":"pong"}"#) == [.cancelTimer(.pong)])
        _ = machine.timerElapsed(.keepAlive)
        // No pong in time: the connection is presumed dead and reopened.
        let lost = error(.keepAliveTimeout(10))
        #expect(
            machine.timerElapsed(.pong) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .close(code: 1000, reason: "Keep-alive timeout"),
                .report(.disconnected(lost)), .scheduleReconnect(attempt: 1),
            ])
        #expect(machine.phase == .waitingToReconnect)
    }

    @Test func graphQLTransportWSErrorMessageIsDeliveredAsErrorsAndEndsTheOperation() {
        var machine = ready(.graphQLTransportWS)
        #expect(
            machine.received(#"{"id":"1","type":"error","payload":[{"message":"Cannot query field"}]}"#) == [
                .deliver(id: "1", ["errors": [["message": "Cannot query field"]]]), .finish(id: "1", nil),
            ])
    }

    @Test func legacyGraphQLWSStartsStopsAndKeepsAliveOnKa() {
        var machine = machine(.graphQLWS)
        #expect(machine.subscribe(id: "1", payload: payload) == [.connect])
        #expect(machine.opened(connectionParams: nil) == [.send(#"{"type":"connection_init"}"#), .startTimer(.acknowledgement, 3)])
        // A `ka` may come before the acknowledgement.
        #expect(machine.received(#"{"type":"ka"}"#) == [])
        #expect(
            machine.received(#"{"type":"connection_ack"}"#) == [
                .cancelTimer(.acknowledgement), .report(.connected),
                .send(#"{"id":"1","type":"start","payload":{"query":"subscription { ticks }"}}"#), .startTimer(.keepAlive, 30),
            ])
        #expect(machine.received(#"{"type":"ka"}"#) == [.startTimer(.keepAlive, 30)])
        #expect(machine.received(#"{"id":"1","type":"data","payload":{"data":{"ticks":1}}}"#) == [.deliver(id: "1", ["data": ["ticks": 1]])])
        #expect(machine.unsubscribe(id: "1") == [.send(#"{"id":"1","type":"stop"}"#)])
        #expect(machine.subscribe(id: "2", payload: payload) == [.send(#"{"id":"2","type":"start","payload":{"query":"subscription { ticks }"}}"#)])
        #expect(
            machine.received(#"{"id":"2","type":"error","payload":{"message":"not initialised"}}"#) == [
                .deliver(id: "2", ["errors": [["message": "not initialised"]]]), .finish(id: "2", nil),
            ])
    }

    @Test func legacyGraphQLWSWithoutKaReconnects() {
        var machine = ready(.graphQLWS)
        #expect(
            machine.timerElapsed(.keepAlive) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .close(code: 1000, reason: "Keep-alive timeout"),
                .report(.disconnected(error(.keepAliveTimeout(30)))), .scheduleReconnect(attempt: 1),
            ])
    }

    @Test func legacyConnectionErrorEndsEverySubscriptionWhenTheServerCloses() {
        var machine = machine(.graphQLWS)
        _ = machine.subscribe(id: "1", payload: payload)
        _ = machine.opened(connectionParams: ["token": "wrong"])
        let refused = error(.connectionError(message: "Forbidden"))
        // The server closes next (ours with 4403, subscriptions-transport-ws with 1011): its code decides.
        #expect(machine.received(#"{"type":"connection_error","payload":{"message":"Forbidden"}}"#) == [.startTimer(.acknowledgement, 3)])
        #expect(
            machine.lost(.closed(code: 4403, reason: "Forbidden")) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong),
                .report(.disconnected(refused)), .finish(id: "1", refused),
            ])
        #expect(
            refused.description
                == "The WebSocket to ws://127.0.0.1:4000/graphql failed: the server refused the connection (connection_error: Forbidden)")
        #expect(machine.phase == .idle)
    }

    @Test func legacyConnectionErrorWithoutACloseEndsAtTheAcknowledgementTimeout() {
        var machine = machine(.graphQLWS)
        _ = machine.subscribe(id: "1", payload: payload)
        _ = machine.opened(connectionParams: nil)
        _ = machine.received(#"{"type":"connection_error","payload":"no"}"#)
        let refused = error(.connectionError(message: "no"))
        #expect(
            machine.timerElapsed(.acknowledgement) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .close(code: 1000, reason: ""),
                .report(.disconnected(refused)), .finish(id: "1", refused),
            ])
    }

    /// A `connection_init` the server handled too late (a loaded machine) is answered with
    /// `connection_error` and 4408: a new connection may cure that, so it reconnects.
    @Test func legacyInitialisationTimeoutReconnects() {
        var machine = machine(.graphQLWS)
        _ = machine.subscribe(id: "1", payload: payload)
        _ = machine.opened(connectionParams: nil)
        // The acknowledgement wait starts again: the close that follows is read first.
        #expect(
            machine.received(#"{"type":"connection_error","payload":{"message":"Connection initialisation timeout"}}"#) == [
                .startTimer(.acknowledgement, 3)
            ])
        let timedOut = WebSocketTransportError.Reason.closed(code: 4408, reason: "Connection initialisation timeout")
        #expect(
            machine.lost(timedOut) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong),
                .report(.disconnected(error(timedOut))), .scheduleReconnect(attempt: 1),
            ])
        #expect(machine.timerElapsed(.reconnect) == [.connect])
        _ = machine.opened(connectionParams: nil)
        #expect(
            machine.received(#"{"type":"connection_ack"}"#).contains(
                .send(#"{"id":"1","type":"start","payload":{"query":"subscription { ticks }"}}"#)))
    }

    @Test func aLostConnectionReconnectsAndResubscribesEveryLiveOperation() {
        var machine = ready(.graphQLTransportWS)
        _ = machine.subscribe(id: "2", payload: ["query": "subscription { b }"])
        let lost = error(.closed(code: 1001, reason: "Server shutting down"))
        #expect(
            machine.lost(.closed(code: 1001, reason: "Server shutting down")) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .report(.disconnected(lost)),
                .scheduleReconnect(attempt: 1),
            ])
        // Asked for while disconnected: sent with the others once reconnected.
        _ = machine.subscribe(id: "3", payload: ["query": "subscription { c }"])
        #expect(machine.timerElapsed(.reconnect) == [.connect])
        #expect(
            machine.lost(.connectionFailed("refused")) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong),
                .report(.disconnected(error(.connectionFailed("refused"), attempts: 2))), .scheduleReconnect(attempt: 2),
            ])
        #expect(machine.timerElapsed(.reconnect) == [.connect])
        _ = machine.opened(connectionParams: nil)
        #expect(
            machine.received(#"{"type":"connection_ack"}"#) == [
                .cancelTimer(.acknowledgement), .report(.reconnected),
                .send(#"{"id":"1","type":"subscribe","payload":{"query":"subscription { ticks }"}}"#),
                .send(#"{"id":"2","type":"subscribe","payload":{"query":"subscription { b }"}}"#),
                .send(#"{"id":"3","type":"subscribe","payload":{"query":"subscription { c }"}}"#),
                .startTimer(.keepAlive, 20),
            ])
    }

    @Test func reconnectsStopAfterTheAllowedAttempts() {
        var machine = machine(.graphQLTransportWS, maxReconnects: 1)
        _ = machine.subscribe(id: "1", payload: payload)
        _ = machine.opened(connectionParams: nil)
        #expect(
            machine.timerElapsed(.acknowledgement) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong),
                .close(code: 4504, reason: "Connection acknowledgement timeout"),
                .report(.disconnected(error(.acknowledgementTimeout(3)))), .scheduleReconnect(attempt: 1),
            ])
        _ = machine.timerElapsed(.reconnect)
        _ = machine.opened(connectionParams: nil)
        let last = error(.acknowledgementTimeout(3), attempts: 2)
        #expect(
            machine.timerElapsed(.acknowledgement) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong),
                .close(code: 4504, reason: "Connection acknowledgement timeout"), .report(.disconnected(last)), .finish(id: "1", last),
            ])
        #expect(
            last.description
                == "The WebSocket to ws://127.0.0.1:4000/graphql failed: the server did not acknowledge connection_init within 3.0 seconds (after 2 connections)"
        )
    }

    @Test(arguments: [4400, 4401, 4403, 4406, 4409, 4429, 4500, 1002, 1009])
    func aRefusingCloseCodeEndsTheSubscriptionsWithoutReconnecting(code: Int) {
        var machine = ready(.graphQLTransportWS)
        let refused = error(.closed(code: code, reason: "no"))
        #expect(machine.lost(.closed(code: code, reason: "no")).suffix(2) == [.report(.disconnected(refused)), .finish(id: "1", refused)])
    }

    @Test func closeCodesAreExplained() {
        let forbidden = error(.closed(code: 4403, reason: "Forbidden"))
        #expect(
            forbidden.description == "The WebSocket to ws://127.0.0.1:4000/graphql failed: the server closed the connection with 4403 "
                + "(Forbidden: the server refused the connection_init payload (check connectionParams, an auth token)): Forbidden")
        #expect(
            error(.closed(code: 4406, reason: "")).description.hasSuffix(
                "with 4406 (Subprotocol Not Acceptable: the server does not speak the offered subprotocol)"))
        #expect(error(.closed(code: 4429, reason: "")).description.contains("Too Many Initialisation Requests"))
        #expect(error(.closed(code: 4409, reason: "")).description.contains("Subscriber Already Exists"))
        #expect(error(.closed(code: 4400, reason: "")).description.contains("Bad Request"))
        #expect(error(.closed(code: 4401, reason: "")).description.contains("Unauthorized"))
        #expect(error(.closed(code: 4408, reason: "")).description.contains("Connection Initialisation Timeout"))
        #expect(WebSocketTransportError.isRetryable(closeCode: 4408))
        #expect(WebSocketTransportError.isRetryable(closeCode: 1006))
        #expect(!WebSocketTransportError.isRetryable(closeCode: 4403))
    }

    @Test(arguments: [
        (#"{"type":"connection_ack"}"#, "a second connection_ack"),
        (#"{"type":"subscribe_me"}"#, #"an unknown message type "subscribe_me" for graphql-transport-ws"#),
        (#"{"type":"data","id":"1","payload":{}}"#, #"an unknown message type "data" for graphql-transport-ws"#),
        ("not json", "not a JSON object"),
        (#"{"id":1,"type":"next"}"#, #"an "id" that is not a string"#),
        (#"{"type":"next","payload":{}}"#, #"a "next" message without an "id""#),
        (#"{"id":"1","type":"next","payload":[]}"#, #"a "next" message whose payload is not an object"#),
    ])
    func aMessageOfNoProtocolClosesWith4004AndEndsTheSubscriptions(text: String, reason: String) {
        var machine = ready(.graphQLTransportWS)
        let invalid = error(.invalidMessage(.init(reason: reason, message: text)))
        #expect(
            machine.received(text) == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .close(code: 4004, reason: "Bad response"),
                .report(.disconnected(invalid)), .finish(id: "1", invalid),
            ])
    }

    @Test func anOperationMessageBeforeTheAcknowledgementIsInvalid() {
        var machine = machine(.graphQLWS)
        _ = machine.subscribe(id: "1", payload: payload)
        _ = machine.opened(connectionParams: nil)
        #expect(machine.received(#"{"id":"1","type":"data","payload":{"data":{}}}"#).contains(.close(code: 4004, reason: "Bad response")))
        #expect(machine.phase == .idle)
    }

    @Test func unsubscribingTheLastOperationWhileDisconnectedStopsReconnecting() {
        var machine = ready(.graphQLTransportWS)
        _ = machine.lost(.closed(code: 1006, reason: ""))
        #expect(machine.unsubscribe(id: "1") == [.cancelTimer(.reconnect)])
        #expect(machine.phase == .idle)
        #expect(machine.subscribe(id: "2", payload: payload) == [.connect])
    }

    @Test func terminateSaysGoodbyeAndEndsEverything() {
        var machine = ready(.graphQLWS)
        let closed = error(.transportClosed, attempts: 0)
        #expect(
            machine.terminate() == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .cancelTimer(.reconnect),
                .send(#"{"type":"connection_terminate"}"#), .close(code: 1000, reason: ""), .finish(id: "1", closed),
            ])
        #expect(machine.subscribe(id: "2", payload: payload) == [.finish(id: "2", closed)])
        #expect(machine.received(#"{"type":"ka"}"#) == [])
    }

    @Test func aPauseClosesTheSocketKeepingTheOperationsAndResumeSendsThemAgain() {
        var machine = ready(.graphQLTransportWS)
        let closing: [Machine.Action] = [
            .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .cancelTimer(.reconnect),
            .close(code: 1000, reason: ""),
        ]
        #expect(machine.pause() == closing)
        #expect(machine.phase == .paused)
        // Nothing opens while paused: a lost socket, a new operation, a second pause.
        #expect(machine.lost(.closed(code: 1006, reason: "")) == [])
        #expect(machine.subscribe(id: "2", payload: payload) == [])
        #expect(machine.pause() == [])
        #expect(machine.operationIDs == ["1", "2"])
        #expect(machine.resume() == [.connect])
        _ = machine.opened(connectionParams: nil)
        #expect(
            machine.received(#"{"type":"connection_ack"}"#) == [
                .cancelTimer(.acknowledgement), .report(.reconnected),
                .send(#"{"id":"1","type":"subscribe","payload":{"query":"subscription { ticks }"}}"#),
                .send(#"{"id":"2","type":"subscribe","payload":{"query":"subscription { ticks }"}}"#),
                .startTimer(.keepAlive, 20),
            ])
        // Paused with nothing live, resuming waits for an operation.
        var idle = self.machine(.graphQLTransportWS)
        #expect(idle.pause() == [.cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .cancelTimer(.reconnect)])
        #expect(idle.resume() == [])
        #expect(idle.phase == .idle)
    }

    @Test func aReconnectClosesAnOpenSocketAndOpensAnotherAtOnce() {
        var machine = ready(.graphQLWS)
        #expect(
            machine.reconnect() == [
                .cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong), .cancelTimer(.reconnect),
                .close(code: 1000, reason: ""), .connect,
            ])
        #expect(machine.phase == .connecting)
        #expect(machine.operationIDs == ["1"])
        // With no socket open or opening, there is nothing to reconnect.
        var idle = self.machine(.graphQLWS)
        #expect(idle.reconnect() == [])
        #expect(idle.phase == .idle)
    }
}
