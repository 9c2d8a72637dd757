import GraphQL
import Testing

@testable import QuillServer

@Suite struct URLQueryTests {
    @Test func decodesPercentEscapesAndPlus() throws {
        let pairs = try URLQuery.parameters("query=%7B+hello+%7D&x=a%2Bb&empty=&flag&&na%C3%AFve=%F0%9F%8F%83")
        #expect(pairs.map(\.name) == ["query", "x", "empty", "flag", "naïve"])
        #expect(pairs.map(\.value) == ["{ hello }", "a+b", "", "", "🏃"])
    }

    @Test func keepsMalformedEscapesAsText() throws {
        #expect(try URLQuery.parameters("a=%zz%4").map(\.value) == ["%zz%4"])
    }

    @Test func rejectsEscapesThatAreNotUTF8() {
        #expect(throws: GraphQLError.self) { try URLQuery.parameters("query=%FF") }
    }

    @Test func theFirstOfARepeatedParameterWins() throws {
        let request = try GraphQLRequest(urlQuery: "query=%7Ba%7D&query=%7Bb%7D&operationName=A")
        #expect(request.query == "{a}")
        #expect(request.operationName == "A")
    }
}
