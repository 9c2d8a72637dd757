import GraphQL
import Testing

@testable import QuillServer

@Suite struct GraphQLRequestTests {
    @Test func readsEveryParameterFromAJSONObject() throws {
        let request = try GraphQLRequest(parameters: [
            "query": "query A($x: Int) { a }", "operationName": "A", "variables": ["x": 1], "extensions": ["e": true],
        ])
        #expect(request.query == "query A($x: Int) { a }")
        #expect(request.operationName == "A")
        #expect(request.variables == ["x": 1])
        #expect(request.extensions == ["e": true])
    }

    @Test func nullAndAbsentParametersAreNil() throws {
        let request = try GraphQLRequest(parameters: ["query": nil, "variables": nil])
        #expect(request.query == nil)
        #expect(request.operationName == nil)
        #expect(request.variables == nil)
        #expect(request.extensions == nil)
    }

    @Test(
        arguments: [
            ("query", JSONValue.int(1), "The \"query\" parameter must be a string."),
            ("operationName", JSONValue.array(["a"]), "The \"operationName\" parameter must be a string."),
            ("variables", JSONValue.string("x"), "The \"variables\" parameter must be a map."),
            ("extensions", JSONValue.bool(false), "The \"extensions\" parameter must be a map."),
        ] as [(String, JSONValue, String)])
    func mistypedParametersAreErrors(name: String, value: JSONValue, message: String) {
        #expect(throws: RequestError.invalidParameter(message)) { try GraphQLRequest(parameters: [name: value]) }
    }

    @Test func readsVariablesAndExtensionsAsJSONFromAURLQuery() throws {
        let request = try GraphQLRequest(urlQuery: "query=%7Ba%7D&variables=%7B%22x%22%3A1%7D&extensions=%7B%7D&other=1")
        #expect(request.query == "{a}")
        #expect(request.variables == ["x": 1])
        #expect(request.extensions == [:])
    }
}
