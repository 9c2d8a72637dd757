import QuillHTTP1
import QuillTestSupport
import Testing

/// Any split of a byte stream must give the events of one feed (bodies joined).
@Suite struct SplitFeedingTests {
    /// Streams covering every state, each valid or failing at a different point.
    static let corpus: [String] = [
        "GET /a?b HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n\r\n",
        "\r\n\r\nOPTIONS * HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
        "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 17\r\n\r\n{\"query\":\"{ a }\"}"
            + "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "4;ext=\"a;b\"\r\nWiki\r\n5\r\npedia\r\nE\r\n in\r\n\r\nchunks.\r\n0\r\nX-Trailer: t\r\n\r\n"
            + "HEAD / HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nA: b\r\n c\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\nA: b\r\n\r\n",
        "GET /\(String(repeating: "a", count: 100)) HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nBig: \(String(repeating: "b", count: 100))\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 200\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n20\r\n\(String(repeating: "c", count: 32))\r\n"
            + "30\r\n\(String(repeating: "d", count: 48))\r\n0\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\r\n0\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3;\(String(repeating: "e", count: 80))\r\nabc\r\n0\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nT: \(String(repeating: "t", count: 70))\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/2.0\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nab",
        "GET / HTTP/1.1\r\nHost: x\r\nA: \r\r\n\r\n",
        "GET / HTTP/1.1\r\r\n",
        // Found by the fuzzer: a too-long field line ending in a bare LF.
        "GET / HTTP/1.1\r\nHost: \(String(repeating: "h", count: 89))\n",
    ]

    static let limits = HTTPParserLimits(
        maxRequestLineLength: 64, maxHeaderBytes: 96, maxHeaderCount: 6, maxBodyBytes: 100, maxChunkLineLength: 48)

    @Test(arguments: corpus)
    func byteByByteMatchesOneFeed(_ request: String) {
        let bytes = Array(request.utf8)
        let whole = parse(bytes, cuttingAt: [], limits: Self.limits)
        #expect(parse(bytes, cuttingAt: Array(1..<bytes.count), limits: Self.limits) == whole)
    }

    @Test(arguments: corpus)
    func randomSplitsMatchOneFeed(_ request: String) {
        let bytes = Array(request.utf8)
        let whole = parse(bytes, cuttingAt: [], limits: Self.limits)
        var random = SplitMix64(seed: UInt64(bytes.count))
        for _ in 0..<200 {
            let cutCount = Int(random.next() % 8)
            let cuts = (0..<cutCount).map { _ in Int(random.next() % UInt64(bytes.count + 1)) }.sorted()
            #expect(parse(bytes, cuttingAt: cuts, limits: Self.limits) == whole, "cuts: \(cuts)")
        }
    }

    @Test func theCorpusReachesEveryOutcome() {
        let outcomes = Self.corpus.map { parse($0, limits: Self.limits).last }
        for expected: HTTPParserEvent? in [
            .end, .error(.obsoleteLineFolding), .error(.invalidLineEnding), .error(.requestLineTooLong),
            .error(.headersTooLarge), .error(.bodyTooLarge), .error(.malformedChunk), .error(.invalidChunkSize),
            .error(.contentLengthWithTransferEncoding), .error(.unsupportedVersion), .body(ArraySlice("ab".utf8)),
            .error(.malformedHeader), .error(.malformedRequestLine),
        ] {
            #expect(outcomes.contains(expected), "\(String(describing: expected))")
        }
    }
}
