import QuillHTTP1
import QuillTestSupport
import Testing

/// `HTTPResponseParser`: framing by status, method and fields; pipelining; the close.
@Suite struct ResponseParserTests {
    /// Parses `response` fed whole (for requests of `methods`), then the close when
    /// `closes`; the events with body slices joined.
    static func parse(
        _ response: String, methods: [HTTPMethod] = [], closes: Bool = false, limits: HTTPParserLimits = .init()
    ) -> [HTTPResponseEvent] {
        parse(Array(response.utf8), cuttingAt: [], methods: methods, closes: closes, limits: limits)
    }

    static func parse(
        _ bytes: [UInt8], cuttingAt cuts: [Int], methods: [HTTPMethod] = [], closes: Bool = false,
        limits: HTTPParserLimits = .init()
    ) -> [HTTPResponseEvent] {
        var parser = HTTPResponseParser(limits: limits)
        for method in methods { parser.expectResponse(to: method) }
        var events: [HTTPResponseEvent] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            // `feed` stops at each response's end; after a 101 it reads nothing more.
            while start < cut {
                let read = parser.feed(bytes[start..<cut], into: &events)
                if read == 0 { break }
                start += read
            }
            start = cut
        }
        if closes { parser.finish(into: &events) }
        var joined: [HTTPResponseEvent] = []
        for event in events {
            if case .body(let slice) = event, case .body(let previous)? = joined.last {
                joined[joined.count - 1] = .body(previous + slice)
            } else {
                joined.append(event)
            }
        }
        return joined
    }

    static func head(_ status: HTTPStatus, _ reason: String = "OK", _ headers: HTTPHeaders = [:], keepAlive: Bool = true)
        -> HTTPResponseEvent
    {
        .head(HTTPResponseHead(version: .http1_1, status: status, reason: reason, headers: headers, keepAlive: keepAlive))
    }

    static func body(_ text: String) -> HTTPResponseEvent { .body(ArraySlice(text.utf8)) }

    @Test func aContentLengthBodyAndPipelinedResponses() {
        let events = Self.parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello" + "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
        #expect(
            events == [
                Self.head(200, "OK", ["Content-Length": "5"]), Self.body("hello"), .end,
                Self.head(404, "Not Found", ["Content-Length": "0"]), .end,
            ])
    }

    @Test func feedStopsAtTheEndOfEachResponse() {
        var parser = HTTPResponseParser()
        var events: [HTTPResponseEvent] = []
        let first = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi"
        let bytes = Array((first + "HTTP/1.1 204 No Content\r\n\r\n").utf8)
        #expect(parser.feed(bytes[...], into: &events) == first.utf8.count)
        #expect(events.count == 3)
        #expect(parser.feed(bytes[first.utf8.count...], into: &events) == bytes.count - first.utf8.count)
        #expect(events.last == .end && events.count == 5)
    }

    @Test func aChunkedBodyWithExtensionsAndTrailers() {
        let events = Self.parse(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;a=b\r\nWiki\r\n5\r\npedia\r\n0\r\nX-Sum: 9\r\n\r\n")
        #expect(
            events == [
                Self.head(200, "OK", ["Transfer-Encoding": "chunked"]), Self.body("Wikipedia"), .trailers(["X-Sum": "9"]), .end,
            ])
    }

    @Test func aBodyWithoutLengthEndsAtTheClose() {
        let response = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nall of it"
        #expect(Self.parse(response) == [Self.head(200, "OK", ["Content-Type": "text/plain"], keepAlive: false), Self.body("all of it")])
        #expect(Self.parse(response, closes: true).last == .end)
        // Nothing is read after a response that closes the connection.
        #expect(Self.parse("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 1\r\n\r\naHTTP/1.1 200 OK\r\n\r\n").count == 3)
    }

    @Test func responsesWithoutBodies() {
        // HEAD: the length is the GET's, yet no body follows.
        let head = Self.parse(
            "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n" + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi", methods: [.head, .get])
        #expect(head == [Self.head(200, "OK", ["Content-Length": "5"]), .end, Self.head(200, "OK", ["Content-Length": "2"]), Self.body("hi"), .end])
        for status: HTTPStatus in [204, 304] {
            #expect(Self.parse("HTTP/1.1 \(status) X\r\nContent-Length: 3\r\n\r\n") == [Self.head(status, "X", ["Content-Length": "3"]), .end])
        }
    }

    @Test func anInterimResponseComesBeforeTheFinalOne() {
        let events = Self.parse("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nx", methods: [.head])
        // The interim response does not use up the HEAD: the final one has no body.
        #expect(events == [Self.head(100, "Continue"), .end, Self.head(200, "OK", ["Content-Length": "1"]), .end])
    }

    @Test func switchingProtocolsLeavesTheRestUnread() {
        var parser = HTTPResponseParser()
        var events: [HTTPResponseEvent] = []
        let head = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n"
        let bytes = Array((head + "\u{81}\u{2}hi").utf8)
        #expect(parser.feed(bytes[...], into: &events) == head.utf8.count)
        #expect(events == [Self.head(101, "Switching Protocols", ["Upgrade": "websocket"], keepAlive: false), .end])
        #expect(parser.hasSwitchedProtocols)
        #expect(parser.feed(bytes[head.utf8.count...], into: &events) == 0)
    }

    @Test func aCloseMidMessageIsAnError() {
        #expect(Self.parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhel", closes: true).last == .error(.incompleteMessage))
        #expect(
            Self.parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n", closes: true).last
                == .error(.incompleteMessage))
        #expect(Self.parse("HTTP/1.1 200 OK\r\nContent-Le", closes: true) == [.error(.incompleteMessage)])
        #expect(Self.parse("HTTP/1.", closes: true) == [.error(.incompleteMessage)])
        // Between responses a close cuts nothing.
        #expect(Self.parse("HTTP/1.1 204 No Content\r\n\r\n", closes: true) == [Self.head(204, "No Content"), .end])
        #expect(Self.parse("", closes: true).isEmpty)
    }

    @Test(arguments: [
        "HTTP/1.1 200\r\n", "HTTP/1.1 200 \r\n", "HTTP/1.1 200 Fine, thanks\r\n",
    ])
    func reasonPhrasesAreOptional(_ statusLine: String) {
        guard case .head(let head)? = Self.parse(statusLine + "Content-Length: 0\r\n\r\n").first else {
            Issue.record("no head")
            return
        }
        #expect(head.status == 200)
        #expect(head.reason == String(statusLine.dropFirst(13).dropLast()))  // "\r\n" is one Character
    }

    @Test(arguments: [
        "HTTP/1.1 20 OK\r\n\r\n", "HTTP/1.1 2000 OK\r\n\r\n", "HTTP/1.1 099 X\r\n\r\n", "HTTP/2.0 200 OK\r\n\r\n",
        "http/1.1 200 OK\r\n\r\n", "HTTP/1.1  200 OK\r\n\r\n", "HTTP/1.1 200 O\u{7}K\r\n\r\n", "ICY 200 OK\r\n\r\n",
    ])
    func malformedStatusLinesFail(_ response: String) {
        #expect(Self.parse(response) == [.error(.malformedStatusLine)])
    }

    @Test func framingErrors() {
        #expect(
            Self.parse("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n")
                == [.error(.contentLengthWithTransferEncoding)])
        #expect(Self.parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n") == [.error(.unsupportedTransferCoding)])
        #expect(Self.parse("HTTP/1.0 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n") == [.error(.invalidTransferEncoding)])
        #expect(Self.parse("HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\n") == [.error(.conflictingContentLength)])
        #expect(Self.parse("HTTP/1.1 200 OK\nContent-Length: 0\r\n\r\n") == [.error(.invalidLineEnding)])
        #expect(Self.parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n").last == .error(.invalidChunkSize))
    }

    @Test func limits() {
        let limits = HTTPParserLimits(maxRequestLineLength: 20, maxHeaderBytes: 40, maxHeaderCount: 2, maxBodyBytes: 8)
        #expect(Self.parse("HTTP/1.1 200 \(String(repeating: "a", count: 20))", limits: limits) == [.error(.statusLineTooLong)])
        #expect(Self.parse("HTTP/1.1 200 OK\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n", limits: limits) == [.error(.headersTooLarge)])
        #expect(
            Self.parse("HTTP/1.1 200 OK\r\nLong: \(String(repeating: "x", count: 40))", limits: limits)
                == [.error(.headersTooLarge)])
        #expect(Self.parse("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n", limits: limits) == [.error(.bodyTooLarge)])
        #expect(Self.parse("HTTP/1.1 200 OK\r\n\r\n123456789", limits: limits).last == .error(.bodyTooLarge))
        #expect(Self.parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n9\r\n", limits: limits).last == .error(.bodyTooLarge))
    }

    @Test func http10ConnectionsCloseUnlessKeptAlive() {
        #expect(
            Self.parse("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n")
                == [.head(HTTPResponseHead(version: .http1_0, status: 200, reason: "OK", headers: ["Content-Length": "0"], keepAlive: false)), .end])
        let kept = Self.parse("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n")
        guard case .head(let head)? = kept.first else {
            Issue.record("no head")
            return
        }
        #expect(head.keepAlive)
    }

    static let corpus: [String] = [
        "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhelloHTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;x=\"a;b\"\r\nWiki\r\n5\r\npedia\r\n0\r\nT: t\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n",
        "HTTP/1.1 200 OK\r\n\r\nuntil the close",
        "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\r\n0\r\n\r\n",
        "HTTP/1.1 101 Switching Protocols\r\n\r\n\u{81}\u{0}",
        "HTTP/1.1 200 OK\r\nA: \(String(repeating: "a", count: 100))\r\n\r\n",
    ]

    /// Any split of a stream, then the close, gives the events of one feed.
    @Test(arguments: corpus)
    func everySplitMatchesOneFeed(_ response: String) {
        let bytes = Array(response.utf8)
        let limits = HTTPParserLimits(maxHeaderBytes: 64)
        let whole = Self.parse(bytes, cuttingAt: [], closes: true, limits: limits)
        #expect(Self.parse(bytes, cuttingAt: Array(1..<bytes.count), closes: true, limits: limits) == whole)
        var generator = SplitMix64(seed: UInt64(bytes.count))
        for _ in 0..<20 {
            let cuts = (0..<generator.between(1...4)).map { _ in generator.below(bytes.count + 1) }.sorted()
            #expect(Self.parse(bytes, cuttingAt: cuts, closes: true, limits: limits) == whole, "cut at \(cuts)")
        }
    }
}
