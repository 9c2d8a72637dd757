import Foundation
import QuillTestSupport
import Testing

@testable import QuillHTTP
@testable import QuillWebSocket

/// The connection state machine driven as a value: bytes in, bytes and actions out.
struct ConnectionStateMachineTests {
    static let date = "Mon, 30 Nov 2026 04:00:00 GMT"

    /// A machine with its output buffer and the requests it delivered.
    struct Harness {
        var machine = HTTPConnectionStateMachine(limits: .init(), date: ConnectionStateMachineTests.date)
        var out: [UInt8] = []
        var delivered: [(HTTPRequest, Int)] = []
        var streams: [@Sendable (HTTPBodyWriter) async -> Void] = []
        var upgraded: [WebSocketSession] = []
        var closed = false
        /// The streamed body's events: chunks as text, then "end" or the failure's status.
        var body: [String] = []
        /// Which requests get their body streamed: those to `/upload`.
        var streamsBody: @Sendable (HTTPRequestHead) -> Bool = { $0.target == "/upload" }

        init(limits: HTTPParserLimits = .init()) {
            machine = HTTPConnectionStateMachine(limits: limits, date: ConnectionStateMachineTests.date)
        }

        /// What was written since the last call, as text.
        mutating func written() -> String {
            defer { out = [] }
            return String(decoding: out, as: UTF8.self)
        }

        mutating func receive(_ text: String) {
            var actions: [HTTPConnectionStateMachine.Action] = []
            machine.receive(Array(text.utf8)[...], into: &out, actions: &actions, streamsBody: streamsBody)
            record(actions)
        }

        mutating func respond(_ id: Int, _ status: Int, _ body: String) {
            var actions: [HTTPConnectionStateMachine.Action] = []
            machine.respond(HTTPResponse(status: HTTPStatus(status), body: Array(body.utf8)), to: id, into: &out, actions: &actions)
            record(actions)
        }

        mutating func respond(_ id: Int, _ response: HTTPResponse) {
            var actions: [HTTPConnectionStateMachine.Action] = []
            machine.respond(response, to: id, into: &out, actions: &actions)
            record(actions)
        }

        mutating func record(_ actions: [HTTPConnectionStateMachine.Action]) {
            for action in actions {
                switch action {
                case .deliver(let request, let id, _): delivered.append((request, id))
                case .startStream(let producer, _): streams.append(producer)
                case .upgrade(let session): upgraded.append(session)
                case .close: closed = true
                case .bodyChunk(let bytes): body.append(String(decoding: bytes, as: UTF8.self))
                case .bodyEnd: body.append("end")
                case .bodyFailed(let status): body.append("failed \(status.code)")
                }
            }
        }
    }

    func ok(_ body: String, length: Int? = nil, extra: String = "") -> String {
        "HTTP/1.1 200 OK\r\nContent-Length: \(length ?? body.utf8.count)\r\nDate: \(Self.date)\r\n\(extra)\r\n\(body)"
    }

    @Test func aStreamedBodyIsDeliveredAtItsHeadThenAsItArrives() {
        var harness = Harness()
        harness.receive("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello")
        #expect(harness.delivered.map(\.0.head.target) == ["/upload"])
        #expect(harness.delivered[0].0.body.isEmpty)
        #expect(harness.machine.isStreamingBody && !harness.machine.isReadingRequest)
        harness.receive(" worldGET /next HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.body == ["hello", " world", "end"])
        #expect(harness.delivered.map(\.0.head.target) == ["/upload", "/next"])
        harness.respond(harness.delivered[1].1, 200, "second")
        #expect(harness.written() == "")
        harness.respond(harness.delivered[0].1, 200, "first")
        #expect(harness.written() == ok("first") + ok("second"))
        #expect(!harness.closed)
    }

    @Test func aStreamedBodyHasItsOwnLimitAndGetsContinueAtOnce() {
        var harness = Harness(limits: HTTPParserLimits(maxBodyBytes: 4, maxStreamedBodyBytes: 10))
        harness.receive("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 8\r\nExpect: 100-continue\r\n\r\n")
        #expect(harness.written() == "HTTP/1.1 100 Continue\r\n\r\n")
        harness.receive("12345678")
        #expect(harness.body == ["12345678", "end"])

        var tooLarge = Harness(limits: HTTPParserLimits(maxBodyBytes: 4, maxStreamedBodyBytes: 10))
        tooLarge.receive("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\n")
        #expect(tooLarge.delivered.isEmpty)
        #expect(tooLarge.written().hasPrefix("HTTP/1.1 413 Content Too Large\r\n"))
        #expect(tooLarge.closed)

        var buffered = Harness(limits: HTTPParserLimits(maxBodyBytes: 4, maxStreamedBodyBytes: 10))
        buffered.receive("POST /other HTTP/1.1\r\nHost: x\r\nContent-Length: 8\r\n\r\n")
        #expect(buffered.written().hasPrefix("HTTP/1.1 413 Content Too Large\r\n"))
    }

    @Test func aChunkedStreamedBodyBeyondItsLimitFailsWith413() {
        var harness = Harness(limits: HTTPParserLimits(maxStreamedBodyBytes: 6))
        harness.receive("POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nabcd\r\n4\r\nefgh\r\n")
        #expect(harness.body == ["abcd", "failed 413"])
        harness.respond(harness.delivered[0].1, 200, "ignored")
        #expect(harness.written().hasPrefix("HTTP/1.1 413 Content Too Large\r\n"))
        #expect(harness.closed)
    }

    @Test func answeringBeforeTheStreamedBodyEndsClosesAfterTheAnswer() {
        var harness = Harness()
        harness.receive("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc")
        harness.respond(harness.delivered[0].1, 400, "no")
        #expect(harness.body == ["abc", "failed 413"])
        #expect(harness.written().contains("Connection: close\r\n"))
        #expect(harness.closed)
        harness.receive("rest of the body")
        #expect(harness.body == ["abc", "failed 413"])
    }

    @Test func answersOneRequest() {
        var harness = Harness()
        harness.receive("GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.delivered.count == 1)
        #expect(harness.delivered[0].0.head.target == "/a")
        harness.respond(harness.delivered[0].1, 200, "hi")
        #expect(harness.written() == ok("hi"))
        #expect(!harness.closed)
        #expect(harness.machine.isIdle)
    }

    @Test func pipelinedResponsesWaitForEarlierOnes() {
        var harness = Harness()
        harness.receive("GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\nGET /3 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.delivered.map(\.0.head.target) == ["/1", "/2", "/3"])
        let ids = harness.delivered.map(\.1)
        harness.respond(ids[2], 200, "three")
        harness.respond(ids[1], 200, "two")
        #expect(harness.written() == "")
        harness.respond(ids[0], 200, "one")
        #expect(harness.written() == ok("one") + ok("two") + ok("three"))
    }

    @Test func bodyArrivesInPieces() {
        var harness = Harness()
        harness.receive("POST /p HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n")
        #expect(harness.delivered.isEmpty)
        #expect(harness.machine.isReadingRequest)
        harness.receive("2\r\nde\r\n0\r\n\r\n")
        #expect(harness.delivered.count == 1)
        #expect(harness.delivered[0].0.body == Array("abcde".utf8))
        #expect(!harness.machine.isReadingRequest)
    }

    @Test func continueIsSentOnlyWhenNothingIsOwed() {
        var harness = Harness()
        harness.receive("POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n")
        #expect(harness.written() == "HTTP/1.1 100 Continue\r\n\r\n")
        harness.receive("abc")
        harness.respond(harness.delivered[0].1, 200, "ok")
        #expect(harness.written() == ok("ok"))

        // Behind an unanswered request, the 100 waits for that request's response.
        harness.receive("GET /a HTTP/1.1\r\nHost: x\r\n\r\nPOST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n")
        #expect(harness.written() == "")
        harness.respond(harness.delivered[1].1, 200, "a")
        #expect(harness.written() == ok("a") + "HTTP/1.1 100 Continue\r\n\r\n")
    }

    @Test func connectionCloseEndsTheConnectionAfterItsResponse() {
        var harness = Harness()
        harness.receive("GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nGET /ignored HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(harness.delivered.count == 1)
        harness.respond(harness.delivered[0].1, 200, "bye")
        #expect(harness.written() == ok("bye", extra: "Connection: close\r\n"))
        #expect(harness.closed)
    }

    @Test func http10KeepAliveAndClose() {
        var harness = Harness()
        harness.receive("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        harness.respond(harness.delivered[0].1, 200, "a")
        #expect(harness.written() == ok("a", extra: "Connection: keep-alive\r\n"))
        harness.receive("GET /b HTTP/1.0\r\n\r\n")
        harness.respond(harness.delivered[1].1, 200, "b")
        #expect(harness.written() == ok("b", extra: "Connection: close\r\n"))
        #expect(harness.closed)
    }

    @Test func headGetsHeadersWithoutBody() {
        var harness = Harness()
        harness.receive("HEAD /a HTTP/1.1\r\nHost: x\r\n\r\n")
        harness.respond(harness.delivered[0].1, 200, "hello")
        #expect(harness.written() == "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nDate: \(Self.date)\r\n\r\n")
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
        ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
        ("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\n", 414),
        ("GET / HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 17000) + "\r\n", 431),
        ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999\r\n\r\n", 413),
    ])
    func parserErrorsGetTheirStatusAndClose(request: String, status: Int) {
        var harness = Harness()
        harness.receive(request)
        let written = harness.written()
        #expect(written.hasPrefix("HTTP/1.1 \(status) "))
        #expect(written.contains("\r\nConnection: close\r\n"))
        #expect(harness.closed)
        #expect(harness.machine.parserError?.status.code == status)
    }

    @Test func errorWaitsBehindEarlierResponses() {
        var harness = Harness()
        harness.receive("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\r\n\r\n")
        #expect(harness.written() == "")
        harness.respond(harness.delivered[0].1, 200, "a")
        let written = harness.written()
        #expect(written.hasPrefix(ok("a") + "HTTP/1.1 400 Bad Request\r\n"))
        #expect(harness.closed)
    }

    @Test func streamIsChunkedAndHoldsLaterResponses() {
        var harness = Harness()
        harness.receive("GET /s HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
        harness.respond(harness.delivered[1].1, 200, "b")
        harness.respond(harness.delivered[0].1, HTTPResponse(status: 200, body: .stream { _ in }))
        #expect(harness.streams.count == 1)
        #expect(harness.written() == "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nDate: \(Self.date)\r\n\r\n")
        harness.machine.streamChunk(Array("hello world, this is 26 b.".utf8), into: &harness.out)
        #expect(harness.written() == "1a\r\nhello world, this is 26 b.\r\n")
        var actions: [HTTPConnectionStateMachine.Action] = []
        harness.machine.streamEnded(into: &harness.out, actions: &actions)
        #expect(harness.written() == "0\r\n\r\n" + ok("b"))
    }

    @Test func headOfAStreamDoesNotRunTheProducer() {
        var harness = Harness()
        harness.receive("HEAD /s HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
        harness.respond(harness.delivered[0].1, HTTPResponse(status: 200, body: .stream { _ in }))
        harness.respond(harness.delivered[1].1, 200, "b")
        #expect(harness.streams.isEmpty)
        #expect(harness.written() == "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nDate: \(Self.date)\r\n\r\n" + ok("b"))
    }

    @Test func streamToHTTP10IsDelimitedByClosing() {
        var harness = Harness()
        harness.receive("GET /s HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        harness.respond(harness.delivered[0].1, HTTPResponse(status: 200, body: .stream { _ in }))
        #expect(harness.written() == "HTTP/1.1 200 OK\r\nDate: \(Self.date)\r\nConnection: close\r\n\r\n")
        harness.machine.streamChunk(Array("raw".utf8), into: &harness.out)
        var actions: [HTTPConnectionStateMachine.Action] = []
        harness.machine.streamEnded(into: &harness.out, actions: &actions)
        harness.record(actions)
        #expect(harness.written() == "raw")
        #expect(harness.closed)
    }

    @Test func responderFieldsOwnedByTheServerAreReplaced() {
        var harness = Harness()
        harness.receive("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = HTTPResponse(
            status: 404, headers: ["Content-Length": "999", "X-A": "1", "Connection": "close"], body: Array("no".utf8))
        harness.respond(harness.delivered[0].1, response)
        #expect(harness.written() == "HTTP/1.1 404 Not Found\r\nX-A: 1\r\nContent-Length: 2\r\nDate: \(Self.date)\r\nConnection: close\r\n\r\nno")
        #expect(harness.closed)
    }

    @Test func upgradeWritesSwitchingProtocols() throws {
        var harness = Harness()
        harness.receive("GET /ws HTTP/1.1\r\nHost: x\r\n\r\n")
        let upgrade = WebSocketHandshake.Upgrade(accept: "abc", subprotocol: nil, offeredSubprotocols: [])
        var actions: [HTTPConnectionStateMachine.Action] = []
        harness.machine.upgrade(WebSocketSession(upgrade: upgrade) { _ in }, for: harness.delivered[0].1, into: &harness.out, actions: &actions)
        harness.record(actions)
        #expect(harness.upgraded.count == 1)
        #expect(
            harness.written()
                == "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: abc\r\nDate: \(Self.date)\r\n\r\n"
        )
    }

    @Test func drainClosesIdleAtOnceAndBusyAfterItsResponse() {
        var idle = Harness()
        var actions: [HTTPConnectionStateMachine.Action] = []
        idle.machine.drain(actions: &actions)
        idle.record(actions)
        #expect(idle.closed)

        var busy = Harness()
        busy.receive("GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
        actions = []
        busy.machine.drain(actions: &actions)
        busy.record(actions)
        #expect(!busy.closed)
        busy.respond(busy.delivered[0].1, 200, "a")
        #expect(busy.written() == ok("a", extra: "Connection: close\r\n"))
        #expect(busy.closed)
    }

    @Test func timeOutAnswers408() {
        var harness = Harness()
        harness.receive("GET /a HTTP/1.1\r\nHo")
        #expect(harness.machine.isReadingRequest)
        var actions: [HTTPConnectionStateMachine.Action] = []
        harness.machine.timeOut(into: &harness.out, actions: &actions)
        harness.record(actions)
        #expect(harness.written().hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(harness.closed)
    }

    /// Responses owed to earlier pipelined requests are still written, then the 408.
    @Test func timeOutWritesTheResponsesStillOwedFirst() {
        var harness = Harness()
        harness.receive("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHo")
        var actions: [HTTPConnectionStateMachine.Action] = []
        harness.machine.timeOut(into: &harness.out, actions: &actions)
        harness.record(actions)
        #expect(harness.written().isEmpty)
        #expect(!harness.closed)
        #expect(!harness.machine.wantsInput)
        harness.respond(harness.delivered[0].1, 200, "a")
        let written = harness.written()
        #expect(written.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(written.contains("\r\n\r\naHTTP/1.1 408 Request Timeout\r\n"), "\(written)")
        #expect(harness.closed)
    }

    @Test func manyPipelinedRequestsStopInput() {
        var harness = Harness()
        harness.receive(String(repeating: "GET / HTTP/1.1\r\nHost: x\r\n\r\n", count: HTTPConnectionStateMachine.maxPendingRequests))
        #expect(!harness.machine.wantsInput)
        harness.respond(harness.delivered[0].1, 200, "")
        #expect(harness.machine.wantsInput)
    }

    @Test func noContentHasNeitherLengthNorBody() {
        var harness = Harness()
        harness.receive("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        harness.respond(harness.delivered[0].1, 204, "ignored")
        #expect(harness.written() == "HTTP/1.1 204 No Content\r\nDate: \(Self.date)\r\n\r\n")
    }

    /// However the bytes of a pipeline are cut, answering each request as it is delivered
    /// writes the same bytes.
    @Test func randomSplitsWriteTheSameResponses() {
        let pipeline = [
            "GET /a HTTP/1.1\r\nHost: x\r\n\r\n",
            "POST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello world",
            "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n1;x=y\r\nd\r\n0\r\nT: 1\r\n\r\n",
            "HEAD /d HTTP/1.1\r\nHost: x\r\n\r\n",
            "POST /e HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\nok",
            "GET /f HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        ].joined()
        let bytes = Array(pipeline.utf8)

        func run(cuts: [Int]) -> String {
            var harness = Harness()
            var answered = 0
            var start = 0
            for cut in cuts + [bytes.count] {
                var actions: [HTTPConnectionStateMachine.Action] = []
                harness.machine.receive(bytes[start..<cut], into: &harness.out, actions: &actions)
                harness.record(actions)
                start = cut
                while answered < harness.delivered.count {
                    let (request, id) = harness.delivered[answered]
                    answered += 1
                    harness.respond(id, 200, "\(request.head.target) \(String(decoding: request.body, as: UTF8.self))")
                }
            }
            #expect(harness.closed)
            return harness.written()
        }

        let whole = run(cuts: [])
        #expect(occurrences(of: "HTTP/1.1 200 OK", in: whole).count == 6)
        #expect(whole.contains("/c abcd"))
        var generator = SplitMix64(seed: 5)
        for _ in 0..<200 {
            let cuts = (0..<Int.random(in: 1...12, using: &generator))
                .map { _ in Int.random(in: 0...bytes.count, using: &generator) }.sorted()
            let split = run(cuts: cuts)
            // A 100 Continue may or may not be needed, depending on where the cut falls.
            let interim = "HTTP/1.1 100 Continue\r\n\r\n"
            #expect(split.replacingOccurrences(of: interim, with: "") == whole.replacingOccurrences(of: interim, with: ""))
        }
    }

    /// Random mutations of valid pipelines, cut anywhere, answered in random order: the
    /// machine never traps, answers every request it delivered in order, and after a
    /// parser error writes exactly one error response and closes.
    @Test func mutatedInputNeverBreaksTheResponseOrder() {
        let base = Array(
            ("GET /a HTTP/1.1\r\nHost: x\r\n\r\nPOST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
                + "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n").utf8)
        let alphabet = Array(" :\r\n0aZ/;\t".utf8)
        var generator = SplitMix64(seed: 42)
        for _ in 0..<500 {
            var bytes = base
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = alphabet.randomElement(using: &generator)!
            }
            var harness = Harness()
            var start = 0
            var pending: [Int] = []
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...40, using: &generator))
                let before = harness.delivered.count
                var actions: [HTTPConnectionStateMachine.Action] = []
                harness.machine.receive(bytes[start..<end], into: &harness.out, actions: &actions)
                harness.record(actions)
                pending += harness.delivered[before...].map(\.1)
                start = end
                pending.shuffle(using: &generator)
                while let id = pending.popLast() { harness.respond(id, 200, "#\(id)") }
            }
            let written = harness.written()
            let ids = harness.delivered.map { "#\($0.1)" }
            var answers = occurrences(of: "\r\n\r\n#", in: written).map { written[$0.upperBound...].prefix { $0 != "H" } }
            answers = answers.map { "#" + $0 }
            #expect(answers == ids.map { Substring($0) })
            if harness.machine.parserError != nil {
                #expect(harness.closed)
                #expect(occurrences(of: "HTTP/1.1 4", in: written).count + occurrences(of: "HTTP/1.1 5", in: written).count == 1)
            }
        }
    }
}

/// The ranges of `target` in `text`, left to right (`ranges(of:)` needs macOS 13).
private func occurrences(of target: String, in text: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var start = text.startIndex
    while let range = text.range(of: target, range: start..<text.endIndex) {
        found.append(range)
        start = range.upperBound
    }
    return found
}
