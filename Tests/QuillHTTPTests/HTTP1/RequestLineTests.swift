import QuillHTTP1
import Testing

@Suite struct RequestLineTests {
    @Test(arguments: ["GET", "POST", "HEAD", "PUT", "DELETE", "PATCH", "X-Custom!#$%&'*+.^_`|~"])
    func acceptsAnyTokenAsMethod(_ method: String) {
        let events = parse("\(method) /a HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(head(events)?.method == HTTPMethod(rawValue: method))
        #expect(events.last == .end)
    }

    @Test(arguments: [
        ("GET /path?q=1&r=%20 HTTP/1.1", HTTPRequestTargetForm.origin, "/path?q=1&r=%20"),
        ("GET http://example.com:8080/x?y HTTP/1.1", .absolute, "http://example.com:8080/x?y"),
        ("GET urn+x.y-z:thing HTTP/1.1", .absolute, "urn+x.y-z:thing"),
        ("OPTIONS * HTTP/1.1", .asterisk, "*"),
        ("CONNECT example.com:443 HTTP/1.1", .authority, "example.com:443"),
    ])
    func classifiesTheTarget(_ line: String, _ form: HTTPRequestTargetForm, _ target: String) {
        let head = head(parse("\(line)\r\nHost: x\r\n\r\n"))
        #expect(head?.target == target)
        #expect(head?.targetForm == form)
    }

    @Test(arguments: [
        "GET * HTTP/1.1", "GET example.com HTTP/1.1", "GET :x HTTP/1.1", "GET 1http://a/ HTTP/1.1",
        "CONNECT /x HTTP/1.1", "CONNECT example.com HTTP/1.1", "CONNECT example.com:x HTTP/1.1",
    ])
    func rejectsATargetThatFitsNoFormOrNotTheMethod(_ line: String) {
        #expect(parse("\(line)\r\nHost: x\r\n\r\n") == [.error(.invalidRequestTarget)])
    }

    @Test func readsTheVersion() {
        #expect(head(parse("GET / HTTP/1.0\r\n\r\n"))?.version == .http1_0)
        #expect(head(parse("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))?.version == .http1_1)
        #expect(head(parse("GET / HTTP/1.7\r\nHost: x\r\n\r\n"))?.version == HTTPVersion(major: 1, minor: 7))
        #expect("\(HTTPVersion.http1_1)" == "HTTP/1.1")
    }

    @Test(arguments: ["GET / HTTP/2.0", "GET / HTTP/0.9", "GET / HTTP/3.0"])
    func answersAnotherMajorVersionWith505(_ line: String) {
        let events = parse("\(line)\r\n\r\n")
        #expect(events == [.error(.unsupportedVersion)])
        #expect(HTTPParserError.unsupportedVersion.status == 505)
    }

    @Test(arguments: [
        "GET / http/1.1", "GET / HTTP/1.1 ", "GET  / HTTP/1.1", "GET /  HTTP/1.1", " GET / HTTP/1.1",
        "GET\t/ HTTP/1.1", "GET / HTTP/11", "GET / HTTP/1.10", "GET /", "GET / HTTP/1.1 extra",
        "G(T / HTTP/1.1", "GET /a\u{7F} HTTP/1.1", "GET /caf\u{E9} HTTP/1.1", "GET / HTTP/1.1\r",
        "/ HTTP/1.1",
    ])
    func rejectsAMalformedRequestLineWith400(_ line: String) {
        let events = parse("\(line)\r\nHost: x\r\n\r\n")
        #expect(events == [.error(.malformedRequestLine)])
        #expect(HTTPParserError.malformedRequestLine.status == 400)
    }

    @Test func skipsEmptyLinesBeforeTheRequestLine() {
        #expect(head(parse("\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n"))?.target == "/")
    }

    @Test func rejectsABareLF() {
        #expect(parse("GET / HTTP/1.1\nHost: x\r\n\r\n") == [.error(.invalidLineEnding)])
        #expect(parse("\nGET / HTTP/1.1\r\n") == [.error(.invalidLineEnding)])
    }

    @Test func answersALongRequestLineWith414() {
        let limits = HTTPParserLimits(maxRequestLineLength: 20)
        let tooLong = "GET /0123456 HTTP/1.1"  // 21 bytes
        #expect(parse("GET /012345 HTTP/1.1\r\nHost: x\r\n\r\n", limits: limits).last == .end)
        #expect(parse("\(tooLong)\r\nHost: x\r\n\r\n", limits: limits) == [.error(.requestLineTooLong)])
        // Without its CRLF yet, as soon as the buffered bytes prove it too long.
        #expect(parse(tooLong, limits: limits) == [.error(.requestLineTooLong)])
        #expect(parse(String(tooLong.dropLast()), limits: limits) == [])
        #expect(HTTPParserError.requestLineTooLong.status == 414)
    }
}
