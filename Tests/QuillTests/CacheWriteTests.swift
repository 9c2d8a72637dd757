import Foundation
import Quill
import Testing

/// An interceptor that answers every request itself, as a mock or an offline layer does,
/// with `data` for whatever operation asked.
private struct AnsweringInterceptor: GraphQLInterceptor {
    let data: JSONObject

    func intercept<Operation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain) async throws
        -> InterceptorResult<Operation>
    {
        InterceptorResult(response: nil, result: GraphQLResult(data: Operation.Data(_dataDict: DataDict(data)), source: .server))
    }
}

/// The request chain's one cache-write decision (`CacheWriteInterceptor`): what is written
/// is the result that comes back up the chain, whoever made it, under the policy's rule.
@Suite struct CacheWriteTests {
    private let conferences: JSONObject = [
        "allConferences": [["__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin", "attendees": []]]
    ]

    /// A client whose chain ends in `AnsweringInterceptor(data:)`: no request leaves it.
    private func client(answering data: JSONObject) -> QuillClient {
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store, additionalInterceptors: [AnsweringInterceptor(data: data)])
        let url = URL(string: "http://127.0.0.1:1/graphql")!
        return QuillClient(networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url), store: store)
    }

    @Test func aResultAnInterceptorMakesIsWrittenAsTheParsersIs() async throws {
        let client = client(answering: conferences)
        let answered = try await client.fetch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(answered.data?.allConferences.map(\.name) == ["UIKonf"])
        let cached = try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
        #expect(cached.source == .cache)
        #expect(cached.data == answered.data)
    }

    @Test func fetchIgnoringCacheCompletelyWritesNothing() async throws {
        let client = client(answering: conferences)
        _ = try await client.fetch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheCompletely)
        #expect(try client.store.recordCount() == 0)
        // A mutation's answer is written whatever the policy.
        let renamed: JSONObject = ["updateConference": ["__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin"]]
        let mutating = self.client(answering: renamed)
        let sent = mutating.networkTransport.send(
            operation: RenameConferenceMutation(id: "c1", name: "UIKonf"), cachePolicy: .fetchIgnoringCacheCompletely,
            context: RequestContext())
        for try await _ in sent {}
        #expect(try mutating.store.recordCount() == 2)
    }

    @Test func dataThatDoesNotMatchItsSelectionsIsAnErrorAndWritesNothing() async throws {
        let client = client(answering: ["allConferences": [["__typename": "Conference", "id": "c1", "name": "UIKonf"]]])
        await #expect {
            try await client.fetch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData)
        } throws: { error in
            (error as? CacheError)?.description == "Cannot write Data to the store: allConferences.0.city: the field is missing"
        }
        #expect(try client.store.recordCount() == 0)
    }
}
