import GraphQL
import QuillHTTP
import QuillTestSupport
import Testing

@testable import QuillServer

/// Batched POSTs (a JSON array of requests), when `maxBatchSize` allows them.
@Suite struct BatchTests {
    let server: GraphQLServer<TestContext>

    init() throws {
        server = try makeTestServer { $0.maxBatchSize = 3 }
    }

    @Test func aBatchIsAnsweredWithTheArrayOfResponsesInOrder() async {
        let body = #"[{"query":"{ hello }"},{"query":"mutation { increment(by: 5) }"},{"query":"query Q { __typename }","operationName":"Q"}]"#
        let result = await answer(server, post(body))
        #expect(result.wasImmediate)
        expect(
            result, status: 200, contentType: jsonType,
            body: #"[{"data":{"hello":"Hello, world!"}},{"data":{"increment":5}},{"data":{"__typename":"Query"}}]"#)
    }

    @Test func failuresStayInTheirPlace() async {
        let body = #"[{"query":"{"},{"query":1},{"query":"{ hello }"}]"#
        let result = await answer(server, post(body, accept: "application/graphql-response+json"))
        expect(
            result, status: 200, contentType: graphQLResponseType,
            body: #"[{"errors":[{"message":"Syntax Error: Expected Name, found <EOF>.","locations":[{"line":1,"column":2}]}]},"#
                + #"{"errors":[{"message":"The \"query\" parameter must be a string.","extensions":{"code":"BAD_REQUEST"}}]},"#
                + #"{"data":{"hello":"Hello, world!"}}]"#)
    }

    @Test func aBatchWithAnAsyncOperationIsDeferredAndKeepsItsOrder() async {
        let result = await answer(server, post(#"[{"query":"{ slow }"},{"query":"{ hello }"},5]"#))
        #expect(!result.wasImmediate)
        expect(
            result, status: 200, contentType: jsonType,
            body: #"[{"data":{"slow":"slow"}},{"data":{"hello":"Hello, world!"}},"#
                + #"{"errors":[{"message":"Each request of a batch must be a JSON object.","extensions":{"code":"BAD_REQUEST"}}]}]"#)
    }

    @Test func subscriptionsAreRefusedInABatch() async {
        let result = await answer(server, post(#"[{"query":"subscription { ticks(count: 1) }"}]"#))
        expect(
            result, status: 200, contentType: jsonType,
            body: #"[{"errors":[{"message":"Subscriptions cannot be batched: send them on their own over a streaming transport."}]}]"#)
    }

    @Test(arguments: [0, 4])
    func batchSizeIsBounded(count: Int) async {
        let body = "[" + Array(repeating: #"{"query":"{ hello }"}"#, count: count).joined(separator: ",") + "]"
        expect(
            await answer(server, post(body)), status: 400, contentType: jsonType,
            body:
                #"{"errors":[{"message":"A batch must hold from 1 to 3 operations; this one holds \#(count).","extensions":{"code":"BATCH_LIMIT_EXCEEDED"}}]}"#
        )
    }

    @Test func theLogLineNamesEveryOperation() async throws {
        let lines = LogLines()
        let server = try makeTestServer {
            $0.maxBatchSize = 2
            $0.logger = Logger(level: .info) { _, line in lines.append(line) }
        }
        _ = await answer(server, post(#"[{"query":"query A { hello }","operationName":"A"},{"query":"{ hello }"}]"#))
        #expect(lines.all.first?.hasPrefix("POST /graphql A,- 200 ") == true)
    }
}
