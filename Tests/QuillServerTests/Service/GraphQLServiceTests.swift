import GraphQL
import Testing

@testable import QuillServer

@Suite struct GraphQLServiceTests {
    let service: GraphQLService<TestContext>

    init() throws {
        service = try GraphQLService(schema: try buildSchema(testSchemaSDL), resolvers: testResolvers())
    }

    private func run(_ query: String, operationName: String? = nil, variables: JSONObject? = nil) async -> GraphQLOutcome {
        await service.run(GraphQLRequest(query: query, operationName: operationName, variables: variables), context: TestContext())
    }

    @Test func executesAQuery() async {
        guard case .executed(let response) = await run("{ hello }") else { Issue.record("not executed"); return }
        #expect(String(decoding: response.jsonBytes(), as: UTF8.self) == #"{"data":{"hello":"Hello, world!"}}"#)
    }

    @Test func aRepeatedQueryIsParsedOnceAndAnInvalidOneIsRememberedToo() async {
        _ = await run("{ hello }")
        _ = await run("{ hello }")
        _ = await run("{ nope }")
        guard case .rejected(_, .validation) = await run("{ nope }") else { Issue.record("not rejected"); return }
        #expect(service.documents.count == 2)
        guard case .valid = service.documents.value(for: "{ hello }") else { Issue.record("not cached as valid"); return }
    }

    @Test func theDocumentCacheIsBounded() async throws {
        let small = try GraphQLService(
            schema: try buildSchema(testSchemaSDL), resolvers: testResolvers(),
            configuration: GraphQLServiceConfiguration(documentCacheCapacity: 3))
        for index in 0..<10 {
            _ = await small.run(GraphQLRequest(query: "{ hello(name: \"\(index)\") }"), context: TestContext())
        }
        #expect(small.documents.count == 3)
    }

    @Test func longQueryTextsAreNotCached() async throws {
        let service = try GraphQLService(
            schema: try buildSchema(testSchemaSDL), resolvers: testResolvers(),
            configuration: GraphQLServiceConfiguration(documentCacheMaxQueryBytes: 12))
        _ = await service.run(GraphQLRequest(query: "{ hello }"), context: TestContext())
        guard case .executed = await service.run(GraphQLRequest(query: "{ hello __typename }"), context: TestContext()) else {
            Issue.record("not executed")
            return
        }
        #expect(service.documents.count == 1)
        #expect(service.documents.value(for: "{ hello __typename }") == nil)
    }

    @Test func rejectionsSayWhy() async {
        guard case .rejected(let parse, .parse) = await run("{") else { Issue.record("parse"); return }
        #expect(parse.errors.map(\.message) == ["Syntax Error: Expected Name, found <EOF>."])
        guard case .rejected(_, .variables) = await run("query Q($id: ID!) { user(id: $id) { id } }") else { Issue.record("variables"); return }
        guard case .rejected(_, .variables) = await run("query A { hello }", operationName: "B") else { Issue.record("operation"); return }
        guard case .rejected(let missing, .invalidParameters) = await service.run(GraphQLRequest(query: nil), context: TestContext())
        else { Issue.record("missing"); return }
        #expect(missing.errors.first?.extensions?["code"] == "BAD_REQUEST")
    }

    @Test func aSubscriptionStreamsOneResponsePerEvent() async {
        guard case .subscription(let stream) = await run("subscription { ticks(count: 3) }") else { Issue.record("no stream"); return }
        var bodies: [String] = []
        for await response in stream { bodies.append(String(decoding: response.jsonBytes(), as: UTF8.self)) }
        #expect(bodies == [#"{"data":{"ticks":1}}"#, #"{"data":{"ticks":2}}"#, #"{"data":{"ticks":3}}"#])
    }

    @Test func theHandlerRunsRequestsWithItsContext() async {
        let handler = service.handler(context: TestContext(user: "Lin"))
        guard case .executed(let response) = await handler(GraphQLRequest(query: "{ hello }")) else { Issue.record("not executed"); return }
        #expect(String(decoding: response.jsonBytes(), as: UTF8.self) == #"{"data":{"hello":"Hello, Lin!"}}"#)
    }

    @Test func operationsThatReachNoAsyncResolverAreSynchronous() throws {
        func isSynchronous(_ query: String, _ operationName: String? = nil) throws -> Bool {
            guard case .success(let operation) = service.prepare(GraphQLRequest(query: query, operationName: operationName)) else {
                throw GraphQLError("not prepared")
            }
            return operation.isSynchronous
        }
        #expect(try isSynchronous("{ hello user(id: 1) { friends { name } } }"))
        #expect(try !isSynchronous("{ hello slow }"))
        #expect(try !isSynchronous("{ ...F } fragment F on Query { slow }"))
        #expect(try !isSynchronous("{ ... on Query { slow } }"))
        #expect(try isSynchronous("query A { hello } query B { slow }", "A"))
        #expect(try !isSynchronous("query A { hello } query B { slow }", "B"))
        #expect(try isSynchronous("mutation { increment }"))
        #expect(try !isSynchronous("subscription { ticks(count: 1) }"))
    }

    @Test func anInvalidSchemaIsRefused() throws {
        let schema = try buildSchema("type Query { a: String } type Query2 { b: Int }")
        #expect(throws: Never.self) { try GraphQLService<Void>(schema: schema) }
        let unionWithoutMembers = try buildSchema("type Query { a: U } union U")
        #expect(throws: GraphQLError.self) { try GraphQLService<Void>(schema: unionWithoutMembers) }
    }
}
