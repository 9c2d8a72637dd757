import QuillHTTP1
import Testing

@Suite struct ConnectionTests {
    @Test func parsesPipelinedRequestsInOrder() throws {
        let events = parse(
            "GET /a HTTP/1.1\r\nHost: x\r\n\r\n"
                + "POST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
                + "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nde\r\n0\r\nT: 1\r\n\r\n"
                + "HEAD /d HTTP/1.1\r\nHost: y\r\n\r\n")
        let targets = events.compactMap { event -> String? in
            if case .head(let head) = event { return head.target }
            return nil
        }
        #expect(targets == ["/a", "/b", "/c", "/d"])
        #expect(events.filter { $0 == .end }.count == 4)
        #expect(events.contains(body("abc")) && events.contains(body("de")) && events.contains(.trailers(["T": "1"])))
        let last = try #require(head([events[events.count - 2]]))
        #expect(last.method == .head && last.headers["host"] == "y")
        #expect(events.last == .end)
    }

    @Test func startsEachPipelinedRequestWithFreshState() {
        // The first request's fields and body count do not leak into the second.
        let limits = HTTPParserLimits(maxHeaderBytes: 30, maxBodyBytes: 3)
        let request = "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
        #expect(parse(request + request, limits: limits).filter { $0 == .end }.count == 2)
    }

    @Test func stopsAfterAnError() {
        var parser = HTTPRequestParser()
        #expect(parser.feed(Array("GET / HTTP/1.1\nHost: x\r\n\r\n".utf8)) == [.error(.invalidLineEnding)])
        #expect(parser.feed(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)) == [])
        #expect(!parser.isAtMessageBoundary)
    }

    @Test func tellsWhetherAMessageIsPartlyParsed() {
        var parser = HTTPRequestParser()
        #expect(parser.isAtMessageBoundary)
        _ = parser.feed(Array("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n".utf8))
        #expect(!parser.isAtMessageBoundary)
        _ = parser.feed(Array("a".utf8))
        #expect(parser.isAtMessageBoundary)
        _ = parser.feed(Array("G".utf8))
        #expect(!parser.isAtMessageBoundary)
    }

    @Test(arguments: [
        ("HTTP/1.1", "", true), ("HTTP/1.1", "Connection: close\r\n", false),
        ("HTTP/1.1", "Connection: Keep-Alive, CLOSE\r\n", false), ("HTTP/1.1", "Connection: upgrade\r\n", true),
        ("HTTP/1.0", "", false), ("HTTP/1.0", "Connection: keep-alive\r\n", true),
        ("HTTP/1.0", "Connection: foo, Keep-Alive\r\n", true), ("HTTP/1.0", "Connection: close\r\n", false),
    ])
    func decidesKeepAliveByVersionAndConnection(_ version: String, _ fields: String, _ keepAlive: Bool) {
        #expect(head(parse("GET / \(version)\r\nHost: x\r\n\(fields)\r\n"))?.keepAlive == keepAlive)
    }

    @Test func surfacesExpectContinueBeforeTheBody() {
        let request = "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-Continue\r\n"
        #expect(parse(request + "Content-Length: 2\r\n\r\nab").dropFirst() == [.continueExpected, body("ab"), .end])
        #expect(parse(request + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n").dropFirst() == [.continueExpected, .end])
        // No body to wait for, or an HTTP/1.0 client: nothing to answer.
        #expect(parse(request + "Content-Length: 0\r\n\r\n").dropFirst() == [.end])
        #expect(parse(request + "\r\n").dropFirst() == [.end])
        #expect(parse("POST / HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 1\r\n\r\na").dropFirst() == [body("a"), .end])
        // Too large: 413 instead of 100, before the client sends the body.
        #expect(parse(request + "Content-Length: 9\r\n\r\n", limits: .init(maxBodyBytes: 8)) == [.error(.bodyTooLarge)])
    }

    @Test func answersAnotherExpectationWith417() {
        #expect(parse("POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue, foo\r\n\r\n") == [.error(.unsupportedExpectation)])
        #expect(HTTPParserError.unsupportedExpectation.status == 417)
    }
}
