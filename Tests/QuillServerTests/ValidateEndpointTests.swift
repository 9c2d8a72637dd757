import Foundation
import GraphQL
import QuillHTTP
import QuillTestSupport
import Testing

@testable import QuillServer

/// `POST /graphql/validate`, which the Playground calls as the user types: the errors a
/// request sending the document would get, without running it; graphql-js's for the same
/// schema and document.
@Suite struct ValidateEndpointTests {
    static func validate(_ query: String, _ configure: (inout GraphQLServerConfiguration) -> Void = { _ in }) async throws -> Answer {
        let body = String(decoding: JSONValue.object(["query": .string(query)]).serialized(), as: UTF8.self)
        return await answer(
            try makeTestServer(configure), httpRequest(.post, "/graphql/validate", headers: ["Content-Type": "application/json"], body: body))
    }

    @Test func aValidDocumentHasNoErrors() async throws {
        let result = try await Self.validate("query Q($n: String) { hello(name: $n) user(id: 1) { name } }")
        #expect(result.status == 200)
        #expect(result.contentType == "application/json; charset=utf-8")
        #expect(result.text == #"{"errors":[]}"#)
    }

    /// The messages and locations are graphql-js's, so the editor underlines what graphql-js would.
    @Test func errorsAreGraphQLJSsForTheSameDocument() async throws {
        let documents = [
            "{ hellp user(id: 1) { nam } }",
            "query Q($id: ID!) { user(id: $x) { name } } query Q { slow }",
            "{ hello(name: 1, other: 2) ...F } fragment F on User { name }",
            "{ user(id: 1) { friends { name",
            "query { hello } subscription S { ticks(count: 1) ticks(count: 2) }",
        ]
        let input = JSONValue.object(["schema": .string(testSchemaSDL), "documents": .array(documents.map { .string($0) })])
        let expected = try JSONReader().read(try await GraphQLJSScript.run("validate.cjs", input: input.serialized())).arrayValue ?? []
        for (index, document) in documents.enumerated() {
            let result = try await Self.validate(document)
            let errors = try JSONReader().read(result.text)["errors"]?.arrayValue ?? []
            let ours = errors.map { error -> String in
                let locations = (error["locations"]?.arrayValue ?? []).map { "\(number($0["line"])):\(number($0["column"]))" }
                return (locations.isEmpty ? "-" : locations.joined(separator: ",")) + ": " + (error["message"]?.stringValue ?? "")
            }
            let theirs =
                expected[index]["syntaxError"].map { [$0.stringValue ?? ""] } ?? expected[index]["errors"]?.arrayValue?.compactMap(\.stringValue)
                ?? []
            #expect(result.status == 200)
            #expect(!ours.isEmpty, "no errors for \(document)")
            #expect(ours == theirs, "\(document)")
        }
    }

    private func number(_ value: JSONValue?) -> Int {
        if case .int(let number)? = value { return number }
        return 0
    }

    @Test func limitsAndDisabledIntrospectionAreReportedAsTheEndpointReportsThem() async throws {
        let deep = try await Self.validate("{ user(id: 1) { friends { friends { friends { name } } } } }") { $0.service.limits.maxDepth = 2 }
        let endpoint = await answer(
            try makeTestServer { $0.service.limits.maxDepth = 2 }, post(#"{"query":"{ user(id: 1) { friends { friends { friends { name } } } } }"}"#))
        let endpointErrors = try JSONReader().read(endpoint.text)["errors"]
        #expect(try JSONReader().read(deep.text)["errors"] == endpointErrors)
        #expect(endpointErrors?.arrayValue?.isEmpty == false)
        let introspection = try await Self.validate("{ __schema { queryType { name } } }") { $0.service.limits.introspection = false }
        #expect(introspection.text.contains("introspection"), "\(introspection.text)")
    }

    @Test func badRequestsAreRefusedClearly() async throws {
        let server = try makeTestServer()
        let notJSON = await answer(server, httpRequest(.post, "/graphql/validate", body: "{"))
        #expect(notJSON.status == 400)
        #expect(notJSON.text.hasPrefix(#"{"errors":[{"message":"The request body is not valid JSON"#))
        let noQuery = await answer(server, httpRequest(.post, "/graphql/validate", body: #"{"query": 1}"#))
        #expect(noQuery.status == 400)
        #expect(noQuery.text.contains("the document to check, as a string"))
        let byGet = await answer(server, httpRequest(.get, "/graphql/validate"))
        #expect(byGet.status == 405)
        #expect(byGet.response.headers["Allow"] == "POST, OPTIONS")
    }

    @Test func aCallerTheContextRefusesIsRefusedHereToo() async throws {
        let body = #"{"query": "{ nope }"}"#
        let refused = await answer(
            try makeTestServer(), httpRequest(.post, "/graphql/validate", headers: ["Authorization": "Bearer bad"], body: body))
        #expect(refused.status == 401)
        #expect(refused.text == #"{"errors":[{"message":"Bad token."}]}"#)
    }

    @Test func onlyServedWithThePlayground() async throws {
        let result = try await Self.validate("{ hello }") { $0.playground = false }
        #expect(result.status == 404)
    }
}
