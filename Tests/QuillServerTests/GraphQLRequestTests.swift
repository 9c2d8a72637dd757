import GraphQL
import Testing

@testable import QuillServer

@Test func requestKeepsItsParameters() {
    let request = GraphQLRequest(query: "{ a }", operationName: "A", variables: ["x": .int(1)])
    #expect(request.query == "{ a }")
    #expect(request.operationName == "A")
    #expect(request.variables?["x"] == .int(1))
    #expect(request.extensions == nil)
}
