import QuillHTTP1
import Testing

@Suite struct HeaderFieldTests {
    @Test func keepsFieldsInOrderAndLooksThemUpIgnoringCase() throws {
        let events = parse("GET / HTTP/1.1\r\nHost: a\r\nX-One: 1\r\nx-one: 2\r\nACCEPT: */*\r\n\r\n")
        let headers = try #require(head(events)?.headers)
        #expect(
            headers.fields == [
                HTTPField(name: "Host", value: "a"), HTTPField(name: "X-One", value: "1"),
                HTTPField(name: "x-one", value: "2"), HTTPField(name: "ACCEPT", value: "*/*"),
            ])
        #expect(headers["x-ONE"] == "1")
        #expect(headers.values(for: "X-ONE") == ["1", "2"])
        #expect(headers["accept"] == "*/*")
        #expect(headers["missing"] == nil)
        #expect(headers.count == 4)
    }

    @Test func trimsOptionalWhitespaceAroundValuesOnly() throws {
        let events = parse("GET / HTTP/1.1\r\nHost:x\r\nA: \t a \t b\t \r\nB:\r\nC:   \r\n\r\n")
        let headers = try #require(head(events)?.headers)
        #expect(headers["a"] == "a \t b")
        #expect(headers["b"] == "")
        #expect(headers["c"] == "")
        #expect(headers["host"] == "x")
    }

    @Test func keepsObsTextAsUTF8() {
        #expect(
            head(parse("GET / HTTP/1.1\r\nHost: x\r\nName: caf\u{E9} \u{1F600}\r\n\r\n"))?.headers["name"]
                == "caf\u{E9} \u{1F600}")
    }

    @Test(arguments: [
        "Name : v", "Name\t: v", "Na me: v", "Name v", ": v", "N(ame): v", "Name: a\u{0}b", "Name: a\u{7F}",
        "Name: a\rb", "Name: a\u{1B}b",
    ])
    func rejectsAMalformedFieldLineWith400(_ line: String) {
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n\(line)\r\n\r\n") == [.error(.malformedHeader)])
    }

    @Test func rejectsObsoleteLineFolding() {
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\nA: b\r\n  c\r\n\r\n") == [.error(.obsoleteLineFolding)])
        #expect(parse("GET / HTTP/1.1\r\n\tHost: x\r\n\r\n") == [.error(.obsoleteLineFolding)])
        #expect(parse("GET / HTTP/1.1\r\n Host: x\r\n\r\n") == [.error(.obsoleteLineFolding)])
        #expect(HTTPParserError.obsoleteLineFolding.status == 400)
    }

    @Test func rejectsABareLFInTheHeaderSection() {
        #expect(parse("GET / HTTP/1.1\r\nHost: x\nA: b\r\n\r\n") == [.error(.invalidLineEnding)])
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\n\n") == [.error(.invalidLineEnding)])
    }

    @Test func requiresOneHostInHTTP11() {
        #expect(parse("GET / HTTP/1.1\r\n\r\n") == [.error(.invalidHost)])
        #expect(parse("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n") == [.error(.invalidHost)])
        #expect(parse("GET / HTTP/1.0\r\nHost: a\r\nHost: a\r\n\r\n") == [.error(.invalidHost)])
        #expect(head(parse("GET / HTTP/1.0\r\n\r\n"))?.headers.isEmpty == true)
        #expect(head(parse("GET / HTTP/1.1\r\nHost:\r\n\r\n"))?.headers["host"] == "")
    }

    @Test func answersTooManyHeaderBytesWith431() {
        // Host: x CRLF (9) + A: 123 CRLF (8) + CRLF (2) = 19 bytes.
        let request = "GET / HTTP/1.1\r\nHost: x\r\nA: 123\r\n\r\n"
        #expect(parse(request, limits: .init(maxHeaderBytes: 19)).last == .end)
        #expect(parse(request, limits: .init(maxHeaderBytes: 18)) == [.error(.headersTooLarge)])
        // Without the end of the line yet, once the buffered bytes prove it too long.
        #expect(
            parse("GET / HTTP/1.1\r\nHost: x\r\nA: 12345", limits: .init(maxHeaderBytes: 18))
                == [.error(.headersTooLarge)])
        #expect(parse("GET / HTTP/1.1\r\nHost: x\r\nA: 1234", limits: .init(maxHeaderBytes: 18)) == [])
        #expect(HTTPParserError.headersTooLarge.status == 431)
    }

    @Test func answersTooManyFieldsWith431() {
        let request = "GET / HTTP/1.1\r\nHost: x\r\nA: 1\r\nB: 2\r\n\r\n"
        #expect(parse(request, limits: .init(maxHeaderCount: 3)).last == .end)
        #expect(parse(request, limits: .init(maxHeaderCount: 2)) == [.error(.headersTooLarge)])
    }

    @Test func findsTokensInCommaSeparatedFields() {
        let headers: HTTPHeaders = ["Connection": "Upgrade , KEEP-Alive", "connection": "te"]
        #expect(headers.containsToken("keep-alive", in: "CONNECTION"))
        #expect(headers.containsToken("upgrade", in: "connection"))
        #expect(headers.containsToken("TE", in: "connection"))
        #expect(!headers.containsToken("close", in: "connection"))
        #expect(!headers.containsToken("keep", in: "connection"))
    }
}
