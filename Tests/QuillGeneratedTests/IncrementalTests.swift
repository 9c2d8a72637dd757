import Foundation
import GraphQL
import Testing

@testable import Quill

/// The Incremental example's generated code at run time: each operation executed
/// incrementally by the engine, its payloads merged as the client merges them, and the
/// data after each read through the generated accessors: a deferred fragment nil and
/// `.pending` until its payload, a streamed list growing.
@Suite struct IncrementalTests {
    static let schema = try! QuillGeneratedTests.schema(at: "Tests/QuillCodegenTests/Fixtures/Incremental/schema.graphql")
    static let root: JSONValue = [
        "hero": ["id": "1", "name": "Luke", "bio": "Farm boy"],
        "heroes": [["id": "1", "name": "Luke"], ["id": "2", "name": "Leia"], ["id": "3", "name": "Han"]],
    ]

    /// The result after each payload of `operation`'s incremental execution, checked
    /// against its selections as the client checks a response.
    func results<Operation: GraphQLOperation>(_ operation: Operation) async throws -> [GraphQLResult<Operation.Data>] {
        let executor = try Executor<Void>(schema: Self.schema)
        let text = Operation.operationDocument.text
        let execution = await executor.executeIncrementally(
            document: try Parser.parse(text), source: Source(text), operationName: Operation.operationName,
            variables: operation.__variables ?? JSONObject(), rootValue: Self.root)
        var payloads: [[UInt8]] = []
        switch execution {
        case .single(let response):
            payloads = [response.jsonBytes()]
        case .incremental(let initial, let subsequent):
            payloads = [initial.jsonBytes()]
            for await payload in subsequent { payloads.append(payload.jsonBytes()) }
        }
        let url = URL(string: "http://localhost/graphql")!
        var merged = IncrementalResponse(url: url)
        var results: [GraphQLResult<Operation.Data>] = []
        for payload in payloads {
            try merged.apply(try ResponseParsing.responseObject(payload, url: url))
            results.append(try ResponseParsing.result(of: merged, operation: operation))
        }
        return results
    }

    @Test func aDeferredInlineFragmentIsNilAndPendingUntilItsPayload() async throws {
        let results = try await results(DeferredHeroQuery())
        try #require(results.count == 2)
        let first = try #require(results[0].data?.hero)
        #expect(first.id == "1")
        #expect(first.fragments.bio == nil)
        #expect(first.fragments.$bio == .pending)
        let last = try #require(results[1].data?.hero)
        #expect(last.fragments.bio?.bio == "Farm boy")
        guard case .fulfilled(let bio) = last.fragments.$bio else { Issue.record("\(last.fragments.$bio)"); return }
        #expect(bio.bio == "Farm boy")
        #expect(results[1].fulfilledFragments == [DeferredFragmentIdentifier(label: "bio", path: [.key("hero")])])
    }

    @Test func aDeferredSpreadArrivesLaterOrAtOnceWhenNotDeferred() async throws {
        let deferred = try await results(DeferredHeroDetailsQuery(deferred: true))
        try #require(deferred.count == 2)
        #expect(deferred[0].data?.hero?.fragments.heroDetails == nil)
        #expect(deferred[1].data?.hero?.fragments.heroDetails.map { [$0.name, $0.bio] } == ["Luke", "Farm boy"])

        let atOnce = try await results(DeferredHeroDetailsQuery(deferred: false))
        try #require(atOnce.count == 1)
        #expect(atOnce[0].data?.hero?.fragments.heroDetails?.name == "Luke")
        #expect(atOnce[0].data?.hero?.fragments.$heroDetails != .pending)
    }

    @Test func aStreamedListIsAPlainListThatGrows() async throws {
        let results = try await results(StreamedHeroesQuery())
        #expect(results.count >= 2)
        #expect(results.first?.data?.heroes.map(\.name) == ["Luke"])
        #expect(results.last?.data?.heroes.map(\.name) == ["Luke", "Leia", "Han"])
        #expect(results.last?.hasNext == false)
    }
}
