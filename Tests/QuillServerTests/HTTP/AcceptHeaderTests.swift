import Testing

@testable import QuillServer

@Suite struct AcceptHeaderTests {
    @Test func theMostSpecificRangeGivesTheWeight() throws {
        let accept = AcceptHeader(["text/*;q=0.3, text/html;q=0.7, */*;q=0.5"])
        #expect(try #require(accept.preference("text", "html")) == (0.7, 2, 1))
        #expect(try #require(accept.preference("text", "plain")) == (0.3, 1, 0))
        #expect(try #require(accept.preference("application", "json")) == (0.5, 0, 2))
    }

    @Test func weightZeroAndNoMatchAreNotAcceptable() {
        let accept = AcceptHeader(["application/json;q=0, text/html"])
        #expect(accept.preference("application", "json") == nil)
        #expect(accept.preference("image", "png") == nil)
    }

    @Test func severalFieldLinesMalformedRangesAndSpaces() throws {
        let accept = AcceptHeader(["nonsense, text/html ;  q=0.2", " application/JSON "])
        #expect(try #require(accept.preference("text", "html")).quality == 0.2)
        #expect(try #require(accept.preference("application", "json")) == (1, 2, 1))
        #expect(AcceptHeader([]).isEmpty)
        #expect(AcceptHeader(["garbage"]).isEmpty)
    }
}
