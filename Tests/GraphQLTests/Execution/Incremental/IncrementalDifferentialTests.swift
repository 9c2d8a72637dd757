import Foundation
import GraphQL
import QuillTestSupport
import Testing

/// Deferred and streamed operations executed by Quill's `executeIncrementally` and by
/// graphql-core 3.3's `experimental_execute_incrementally` (graphql-js 17's incremental
/// delivery) give the same payloads in the same order, byte for byte: the batches, the
/// `pending` ids, `subPath`s, errors and nulls included; and the same validation errors
/// for the rules of `@defer` and `@stream`. The one intentional difference: the engine words
/// coercion errors as graphql-js 16 does everywhere (`coercionMessages`).
@Suite struct IncrementalDifferentialTests {
    /// graphql-core's words for a null variable in `if: Boolean!`, and graphql-js 16's.
    static let coercionMessages: [(core: String, quill: String)] = ["s", "d"].map { name in
        (
            #"Argument 'if' has invalid value: Expected variable '$\#(name)' provided to non-null type 'Boolean!' not to be None."#,
            #"Argument \"if\" of non-null type \"Boolean!\" must not be null."#
        )
    }

    @Test func payloadsMatchGraphQLCore() async throws {
        let operations = IncrementalCorpus.operations
        let requests = JSONValue.array(
            operations.map { operation in
                var request: JSONObject = [
                    "schema": .string(IncrementalCorpus.schema), "root": IncrementalCorpus.root, "query": .string(operation.query),
                ]
                if let variables = operation.variables { request.append("variables", variables) }
                if let name = operation.operationName { request.append("operationName", .string(name)) }
                return .object(request)
            })
        let output = try await GraphQLCoreScript.run("execute_incrementally.py", input: requests.serialized())
        let expected = try #require(try JSONReader().read(output).arrayValue)
        #expect(expected.count == operations.count)
        let executor = try Executor<Void>(schema: try buildSchema(IncrementalCorpus.schema))
        for (operation, payloads) in zip(operations, expected) {
            let quill = await Self.payloads(
                await executor.graphqlIncrementally(
                    Source(operation.query), operationName: operation.operationName,
                    variables: operation.variables?.objectValue ?? [:], context: (), rootValue: IncrementalCorpus.root))
            let core = (payloads.arrayValue?.compactMap(\.stringValue) ?? []).map { payload in
                Self.coercionMessages.reduce(payload) { $0.replacingOccurrences(of: $1.core, with: $1.quill) }
            }
            #expect(quill == core, "\(operation.query)\nquill:\n\(quill.joined(separator: "\n"))\ngraphql-core:\n\(core.joined(separator: "\n"))")
        }
    }

    static func payloads(_ result: IncrementalExecutionResult) async -> [String] {
        switch result {
        case .single(let response):
            return [String(decoding: response.jsonBytes(), as: UTF8.self)]
        case .incremental(let initial, let subsequent):
            var payloads = [String(decoding: initial.jsonBytes(), as: UTF8.self)]
            for await payload in subsequent { payloads.append(String(decoding: payload.jsonBytes(), as: UTF8.self)) }
            return payloads
        }
    }
}
