import QuillHTTP
import Testing

@Suite struct HTTPMethodTests {
    @Test func spellsTheRequestLineToken() {
        #expect(HTTPMethod.post.rawValue == "POST")
        #expect(HTTPMethod(rawValue: "GET") == .get)
        #expect("\(HTTPMethod.head)" == "HEAD")
    }
}
