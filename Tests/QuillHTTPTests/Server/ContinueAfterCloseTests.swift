import Testing

@testable import QuillHTTP

/// Fuzz/ConnectionFuzz/seeds/regression-continue-after-close.http: a request awaiting
/// `100 Continue` behind an unanswered one got `100 Continue` written after the earlier
/// response closed the connection (by its own `Connection: close`, or by draining).
@Suite struct ContinueAfterCloseTests {
    static let requests = Array(
        "GET /a HTTP/1.1\r\nHost: x\r\n\r\nPOST /b HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n".utf8)

    /// Feeds `requests`, runs `between`, answers the first request; returns the output and actions.
    static func run(
        _ response: HTTPResponse, between: (inout HTTPConnectionStateMachine, inout [HTTPConnectionStateMachine.Action]) -> Void = { _, _ in }
    ) -> (String, [HTTPConnectionStateMachine.Action]) {
        var machine = HTTPConnectionStateMachine(limits: .init(), date: "D")
        var out: [UInt8] = []
        var actions: [HTTPConnectionStateMachine.Action] = []
        machine.receive(requests[...], into: &out, actions: &actions)
        #expect(out.isEmpty)
        between(&machine, &actions)
        machine.respond(response, to: 0, into: &out, actions: &actions)
        return (String(decoding: out, as: UTF8.self), actions)
    }

    @Test func aClosingAnswerIsTheLastThingWritten() {
        let (out, actions) = Self.run(HTTPResponse(status: 200, headers: ["Connection": "close"], body: Array("a".utf8)))
        #expect(out == "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nDate: D\r\nConnection: close\r\n\r\na")
        #expect(actions.count == 2)
        guard case .close? = actions.last else {
            Issue.record("expected .close, got \(actions)")
            return
        }
    }

    @Test func drainingWritesNoContinueAfterTheLastAnswer() {
        let (out, actions) = Self.run(HTTPResponse(status: 200, body: Array("a".utf8))) { machine, actions in
            machine.drain(actions: &actions)
        }
        #expect(out == "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nDate: D\r\nConnection: close\r\n\r\na")
        guard case .close? = actions.last else {
            Issue.record("expected .close, got \(actions)")
            return
        }
    }

    @Test func anOpenConnectionStillSendsContinueOnceItsTurnComes() {
        let (out, _) = Self.run(HTTPResponse(status: 200, body: Array("a".utf8)))
        #expect(out == "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nDate: D\r\n\r\naHTTP/1.1 100 Continue\r\n\r\n")
    }
}
