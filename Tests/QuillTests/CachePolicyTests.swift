import Foundation
import Quill
import Testing

/// Apollo's five cache policies against the ConferencePlanner backend, counting the
/// requests that reach the server.
@Suite(.timeLimit(.minutes(2))) struct CachePolicyTests {
    private func results<Query: GraphQLQuery>(_ client: QuillClient, _ query: Query, _ policy: CachePolicy) async throws
        -> [GraphQLResult<Query.Data>]
    {
        var all: [GraphQLResult<Query.Data>] = []
        for try await result in client.results(of: query, cachePolicy: policy) { all.append(result) }
        return all
    }

    @Test func returnCacheDataElseFetchFetchesOnceThenReadsTheCache() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let first = try await client.fetch(query: ConferencesQuery())
            #expect(first.source == .server)
            #expect(first.data?.allConferences.map(\.name) == ["UIKonf", "WWDC", "Swift Summit"])
            #expect(first.data?.allConferences[0].attendees?.map(\.name) == ["Ben", "Cai", "Dee"])
            let second = try await client.fetch(query: ConferencesQuery())
            #expect(second.source == .cache)
            #expect(second.data == first.data)
            #expect(server.count == 1)
            // Other arguments are other fields: not in the cache.
            let firstTwo = try await client.fetch(query: ConferencesQuery(first: 2))
            #expect(firstTwo.source == .server)
            #expect(firstTwo.data?.allConferences.count == 2)
            #expect(server.count == 2)
        }
    }

    @Test func fetchIgnoringCacheDataAlwaysFetchesAndWrites() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            _ = try await client.fetch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData)
            let again = try await client.fetch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData)
            #expect(again.source == .server)
            #expect(server.count == 2)
            let cached = try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
            #expect(cached.source == .cache)
            #expect(cached.data == again.data)
            #expect(server.count == 2)
        }
    }

    @Test func fetchIgnoringCacheCompletelyNeitherReadsNorWrites() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let result = try await client.fetch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheCompletely)
            #expect(result.data?.allConferences.count == 3)
            #expect(try client.store.recordCount() == 0)
            await #expect {
                try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
            } throws: { isCacheMiss($0) }
            _ = try await client.fetch(query: ConferencesQuery())
            _ = try await client.fetch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheCompletely)
            #expect(server.count == 3)
        }
    }

    @Test func returnCacheDataDontFetchNeverSendsARequest() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            do {
                _ = try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
                Issue.record("a miss returned data")
            } catch let error as CacheError {
                #expect(error.reason == .miss(CacheMiss(key: "QUERY_ROOT", field: nil, reason: .noRecord)))
                #expect(error.description == "No record QUERY_ROOT in the cache")
            }
            #expect(server.count == 0)
            _ = try await client.fetch(query: ConferencesQuery())
            let cached = try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
            #expect(cached.source == .cache)
            #expect(server.count == 1)
        }
    }

    @Test func returnCacheDataAndFetchGivesTheCacheThenTheServer() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let cold = try await results(client, ConferencesQuery(), .returnCacheDataAndFetch)
            #expect(cold.map(\.source) == [.server])
            #expect(server.count == 1)
            let warm = try await results(client, ConferencesQuery(), .returnCacheDataAndFetch)
            #expect(warm.map(\.source) == [.cache, .server])
            #expect(warm[0].data == warm[1].data)
            #expect(server.count == 2)
            // The async form returns the server's.
            let last = try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataAndFetch)
            #expect(last.source == .server)
            #expect(server.count == 3)
        }
    }

    @Test func aQueryPartlyInTheCacheIsFetched() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let list = try await client.fetch(query: ConferencesQuery())
            let id = try #require(list.data?.allConferences.first?.id)
            // Conference:<id> has id, name and city, but QUERY_ROOT has no Conference(id:) field.
            let one = try await client.fetch(query: ConferenceQuery(id: id))
            #expect(one.source == .server)
            #expect(one.data?.conference?.name == "UIKonf")
            #expect(server.count == 2)
            #expect(try await client.fetch(query: ConferenceQuery(id: id)).source == .cache)
            #expect(server.count == 2)
        }
    }
}
