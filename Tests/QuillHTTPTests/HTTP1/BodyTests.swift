import QuillHTTP1
import Testing

@Suite struct BodyTests {
    static let post = "POST /graphql HTTP/1.1\r\nHost: x\r\n"

    @Test func readsAContentLengthBody() {
        let events = parse(Self.post + "Content-Length: 5\r\n\r\nhello")
        #expect(events.dropFirst() == [body("hello"), .end])
    }

    @Test func endsAtOnceWithoutABody() {
        #expect(parse(Self.post + "\r\n").dropFirst() == [.end])
        #expect(parse(Self.post + "Content-Length: 0\r\n\r\n").dropFirst() == [.end])
    }

    @Test func waitsForTheRestOfTheBody() {
        #expect(parse(Self.post + "Content-Length: 6\r\n\r\nhello").dropFirst() == [body("hello")])
    }

    @Test func acceptsRepeatedEqualContentLengths() {
        #expect(parse(Self.post + "Content-Length: 2\r\nContent-Length: 2\r\n\r\nab").dropFirst() == [body("ab"), .end])
        #expect(parse(Self.post + "Content-Length: 2, 2\r\n\r\nab").dropFirst() == [body("ab"), .end])
    }

    @Test func rejectsDifferingContentLengths() {
        #expect(parse(Self.post + "Content-Length: 2\r\nContent-Length: 3\r\n\r\nabc") == [.error(.conflictingContentLength)])
        #expect(parse(Self.post + "Content-Length: 2, 3\r\n\r\nabc") == [.error(.conflictingContentLength)])
        #expect(HTTPParserError.conflictingContentLength.status == 400)
    }

    @Test(arguments: ["", "-1", "+1", "1.0", "0x10", "1 2", "abc", "99999999999999999999", ","])
    func rejectsAnInvalidContentLength(_ value: String) {
        #expect(parse(Self.post + "Content-Length: \(value)\r\n\r\n") == [.error(.invalidContentLength)])
        #expect(HTTPParserError.invalidContentLength.status == 400)
    }

    @Test func answersAContentLengthOverTheLimitWith413BeforeTheHead() {
        let limits = HTTPParserLimits(maxBodyBytes: 4)
        #expect(parse(Self.post + "Content-Length: 4\r\n\r\nabcd", limits: limits).dropFirst() == [body("abcd"), .end])
        #expect(parse(Self.post + "Content-Length: 5\r\n\r\n", limits: limits) == [.error(.bodyTooLarge)])
        #expect(HTTPParserError.bodyTooLarge.status == 413)
    }

    static let chunked = post + "Transfer-Encoding: chunked\r\n\r\n"

    @Test func readsAChunkedBody() {
        let events = parse(Self.chunked + "5\r\nhello\r\n1A\r\n\(String(repeating: "z", count: 26))\r\n0\r\n\r\n")
        #expect(events.dropFirst() == [body("hello" + String(repeating: "z", count: 26)), .end])
    }

    @Test func acceptsChunkExtensions() {
        let events = parse(
            Self.chunked + "3;a\r\nabc\r\n3 ; b = c ;d=\"q \\\" \\\\ ;\"\r\ndef\r\n000;last\r\n\r\n")
        #expect(events.dropFirst() == [body("abcdef"), .end])
    }

    @Test(arguments: [
        "", "x", "-1", " 3", "3;", "3;=a", "3;a=", "3;a=\"x", "3 a", "3 ", "3;a=b c", "3;a=\"\u{1}\"",
        "3;a=\"\\\u{1}\"", "10000000000000000",
    ])
    func rejectsABadChunkSizeLine(_ line: String) {
        #expect(parse(Self.chunked + "\(line)\r\nabc\r\n0\r\n\r\n").last == .error(.invalidChunkSize))
    }

    @Test func rejectsALongChunkSizeLine() {
        let limits = HTTPParserLimits(maxChunkLineLength: 8)
        #expect(parse(Self.chunked + "1;abcdef\r\na\r\n0\r\n\r\n", limits: limits).last == .end)
        #expect(parse(Self.chunked + "1;abcdefg\r\na\r\n0\r\n\r\n", limits: limits).last == .error(.invalidChunkSize))
        #expect(parse(Self.chunked + "1;abcdefg", limits: limits).last == .error(.invalidChunkSize))
    }

    @Test func rejectsChunkDataNotFollowedByCRLF() {
        #expect(parse(Self.chunked + "3\r\nabcd\r\n0\r\n\r\n").dropFirst() == [body("abc"), .error(.malformedChunk)])
        #expect(parse(Self.chunked + "3\r\nabc\rx").dropFirst() == [body("abc"), .error(.malformedChunk)])
        #expect(parse(Self.chunked + "3\r\nabc\n0\r\n\r\n").dropFirst() == [body("abc"), .error(.malformedChunk)])
    }

    @Test func answersChunksOverTheLimitWith413() {
        let limits = HTTPParserLimits(maxBodyBytes: 5)
        #expect(parse(Self.chunked + "3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n", limits: limits).last == .end)
        #expect(
            parse(Self.chunked + "3\r\nabc\r\n3\r\ndef\r\n0\r\n\r\n", limits: limits).dropFirst()
                == [body("abc"), .error(.bodyTooLarge)])
        #expect(parse(Self.chunked + "7FFFFFFFFFFFFFFF\r\n", limits: limits).dropFirst() == [.error(.bodyTooLarge)])
    }

    @Test func surfacesTrailers() {
        let events = parse(Self.chunked + "1\r\na\r\n0\r\nX-Sum: 1\r\nx-more:  2 \r\n\r\n")
        #expect(events.dropFirst() == [body("a"), .trailers(["X-Sum": "1", "x-more": "2"]), .end])
    }

    @Test func checksTrailersLikeHeaders() {
        #expect(parse(Self.chunked + "0\r\nBad : 1\r\n\r\n").last == .error(.malformedHeader))
        #expect(parse(Self.chunked + "0\r\nA: 1\r\n  2\r\n\r\n").last == .error(.obsoleteLineFolding))
        #expect(parse(Self.chunked + "0\r\nA: 1\n\r\n").last == .error(.invalidLineEnding))
        let limits = HTTPParserLimits(maxHeaderBytes: 40)
        #expect(
            parse(Self.chunked + "0\r\nA: \(String(repeating: "1", count: 40))\r\n\r\n", limits: limits).last
                == .error(.headersTooLarge))
    }

    @Test func acceptsChunkedCaseInsensitivelyAndWithEmptyListElements() {
        #expect(parse(Self.post + "Transfer-Encoding: , CHUNKED\r\n\r\n0\r\n\r\n").last == .end)
    }

    @Test(arguments: ["gzip", "gzip, chunked", "chunked, gzip", "identity", "chunked;q=1"])
    func answersAnotherTransferCodingWith501(_ codings: String) {
        #expect(parse(Self.post + "Transfer-Encoding: \(codings)\r\n\r\n") == [.error(.unsupportedTransferCoding)])
        #expect(HTTPParserError.unsupportedTransferCoding.status == 501)
    }

    @Test func rejectsChunkedTwiceOrNoCoding() {
        #expect(parse(Self.post + "Transfer-Encoding: chunked, chunked\r\n\r\n") == [.error(.invalidTransferEncoding)])
        #expect(
            parse(Self.post + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n")
                == [.error(.invalidTransferEncoding)])
        #expect(parse(Self.post + "Transfer-Encoding:\r\n\r\n") == [.error(.invalidTransferEncoding)])
    }

    @Test func rejectsTransferEncodingInHTTP10() {
        #expect(parse("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n") == [.error(.invalidTransferEncoding)])
    }

    @Test func rejectsContentLengthWithTransferEncodingAsSmuggling() {
        for fields in [
            "Content-Length: 3\r\nTransfer-Encoding: chunked", "Transfer-Encoding: chunked\r\nContent-Length: 3",
            "Transfer-Encoding: gzip\r\nContent-Length: x",
        ] {
            #expect(parse(Self.post + fields + "\r\n\r\n0\r\n\r\n") == [.error(.contentLengthWithTransferEncoding)])
        }
        #expect(HTTPParserError.contentLengthWithTransferEncoding.status == 400)
    }
}
