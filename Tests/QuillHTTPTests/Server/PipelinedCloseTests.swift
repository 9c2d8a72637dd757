import QuillHTTPClient
import QuillSync
import QuillTestSupport
import Testing

@testable import QuillHTTP

/// Found by `scripts/fuzz-connection` (Fuzz/ConnectionFuzz/seeds/regression-deliver-after-close.http):
/// requests read in the same batch as one whose answer closes the connection were still
/// given to the responder, although they are never answered (RFC 9112, section 9.6).
@Suite struct PipelinedCloseTests {
    /// The state machine stops awaiting answers once an answer closes the connection.
    @Test func requestsAfterAClosingAnswerAreNoLongerAwaited() {
        var machine = HTTPConnectionStateMachine(limits: .init(), date: "Mon, 30 Nov 2026 05:00:00 GMT")
        var out: [UInt8] = []
        var actions: [HTTPConnectionStateMachine.Action] = []
        machine.receive(Array("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n".utf8)[...], into: &out, actions: &actions)
        #expect(actions.count == 2)
        #expect(machine.awaitsAnswer(to: 0) && machine.awaitsAnswer(to: 1))
        let closing = HTTPResponse(status: 200, headers: ["Connection": "close"], body: Array("a".utf8))
        machine.respond(closing, to: 0, into: &out, actions: &actions)
        #expect(!machine.awaitsAnswer(to: 1))
        guard case .close? = actions.last else {
            Issue.record("expected .close, got \(actions)")
            return
        }
    }

    /// A pipelined request behind one answered with `Connection: close` is never run.
    @Test func theServerDoesNotRunARequestItWillNotAnswer() async throws {
        let seen = Locked<[String]>([])
        let responder = ClosureResponder { request in
            seen.withLock { $0.append(request.head.target) }
            return .response(HTTPResponse(status: 200, headers: ["Connection": "close"], body: Array("first".utf8)))
        }
        try await withServer(testConfiguration(loops: 1), responder: responder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("POST /1 HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\nPOST /2 HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n")
            let response = try await client.readResponse()
            #expect(response.text == "first")
            #expect(response.header("Connection") == "close")
            #expect(try await client.readToEnd().isEmpty)
            #expect(seen.withLock { $0 } == ["/1"])
        }
    }
}
