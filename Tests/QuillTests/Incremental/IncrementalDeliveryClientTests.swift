import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import Quill

/// `@defer` and `@stream` through the client against QuillServer in this process: the
/// first payload, then each increment, as results of `fetch`'s sequence and of a watcher,
/// each merged into the cache; in Apollo's format (what the client asks for) and in the
/// current one (when an interceptor asks for it). On Linux through both clients that
/// stream bodies.
@Suite(.timeLimit(.minutes(2))) struct IncrementalDeliveryClientTests {
    #if canImport(Darwin)
    static let clients: [StreamingHTTPClient] = [.urlSession]
    #else
    static let clients: [StreamingHTTPClient] = [.httpClient, .urlSession]
    #endif

    static func client(_ url: URL, streaming: StreamingHTTPClient, headers: [String: String] = [:]) -> QuillClient {
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store)
        provider.incrementalFetch.client = streaming
        return QuillClient(
            networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url, additionalHeaders: headers),
            store: store)
    }

    static let accepts = [
        "",  // the client's own: Apollo's deferSpec=20220824
        "multipart/mixed; incrementalSpec=v0.2",
    ]

    @Test(arguments: accepts, clients) func aDeferredFragmentArrivesAfterTheFirstPayload(accept: String, streaming: StreamingHTTPClient)
        async throws
    {
        let server = IncrementalServer()
        try await server.run { url in
            let client = Self.client(url, streaming: streaming, headers: accept.isEmpty ? [:] : ["Accept": accept])
            var results = client.results(of: DeferredHeroQuery(), cachePolicy: .fetchIgnoringCacheData).makeAsyncIterator()
            let first = try #require(try await results.next())
            #expect(first.data?.hero?.id == "1")
            #expect(first.data?.hero?.fragments.bio == nil)
            #expect(first.fulfilledFragments.isEmpty)
            #expect(first.hasNext)
            // What came is in the cache already, the deferred fragment pending.
            #expect(try client.store.load(query: DeferredHeroQuery()).data?.hero?.fragments.bio == nil)
            #expect { try client.store.load(query: HeroBioQuery()) } throws: { isCacheMiss($0) }

            server.release("bio")
            let second = try #require(try await results.next())
            #expect(second.data?.hero?.id == "1")
            #expect(second.data?.hero?.fragments.bio?.bio == "Bio of 1")
            #expect(second.fulfilledFragments == [DeferredFragmentIdentifier(label: "bio", path: [.key("hero")])])
            #expect(!second.hasNext)
            #expect(try await results.next() == nil)
            #expect(try client.store.load(query: HeroBioQuery()).data?.hero?.bio == "Bio of 1")
            #expect(try client.store.load(query: DeferredHeroQuery()).data?.hero?.fragments.bio?.bio == "Bio of 1")
        }
    }

    @Test(arguments: clients) func fetchReturnsTheWholeResponse(streaming: StreamingHTTPClient) async throws {
        let server = IncrementalServer()
        server.release("bio")
        try await server.run { url in
            let result = try await Self.client(url, streaming: streaming).fetch(query: DeferredHeroQuery())
            #expect(result.data?.hero?.fragments.bio?.bio == "Bio of 1")
            #expect(!result.hasNext)
        }
    }

    @Test(arguments: accepts, clients) func aStreamedListGrowsItemByItem(accept: String, streaming: StreamingHTTPClient) async throws {
        let server = IncrementalServer()
        try await server.run { url in
            let client = Self.client(url, streaming: streaming, headers: accept.isEmpty ? [:] : ["Accept": accept])
            var results = client.results(of: StreamedHeroesQuery(), cachePolicy: .fetchIgnoringCacheData).makeAsyncIterator()
            var seen: [[String]] = []
            for count in 1...3 {
                if count > 1 { server.release("name\(count)") }
                while seen.last?.count != count {
                    let result = try #require(try await results.next(), "a result with \(count) heroes")
                    seen.append(result.data?.heroes.map(\.name) ?? [])
                }
                #expect(try client.store.load(query: StreamedHeroesQuery()).data?.heroes.count == count)
            }
            #expect(seen.last == ["Hero 1", "Hero 2", "Hero 3"])
            #expect(seen.map(\.count) == seen.map(\.count).sorted())
            // The stream's end may come in a payload of its own.
            while let result = try await results.next() { #expect(result.data?.heroes.count == 3) }
        }
    }

    /// A watcher of the deferred query gets the first payload and the increment; a watcher
    /// that only reads the cache sees the fragment pending, then arrive.
    @Test(arguments: clients) func watchersSeeEachIncrement(streaming: StreamingHTTPClient) async throws {
        let server = IncrementalServer()
        try await server.run { url in
            let client = Self.client(url, streaming: streaming)
            let watcher = client.watch(query: DeferredHeroQuery(), cachePolicy: .fetchIgnoringCacheData)
            var results = watcher.makeAsyncIterator()
            let first = try #require(await results.next()).get()
            #expect(first.data?.hero?.id == "1" && first.data?.hero?.fragments.bio == nil)

            let reader = client.watch(query: DeferredHeroQuery(), cachePolicy: .returnCacheDataDontFetch)
            var read = reader.makeAsyncIterator()
            #expect(try #require(await read.next()).get().data?.hero?.fragments.bio == nil)

            server.release("bio")
            #expect(try #require(await results.next()).get().data?.hero?.fragments.bio?.bio == "Bio of 1")
            #expect(try #require(await read.next()).get().data?.hero?.fragments.bio?.bio == "Bio of 1")
            watcher.cancel()
            reader.cancel()
        }
    }

    /// A server that answers one JSON response (it ignores the directives) is read as any.
    @Test func aJSONAnswerIsOneResult() async throws {
        let server = IncrementalServer()
        server.release("bio")
        try await server.run { url in
            let client = Self.client(url, streaming: .urlSession, headers: ["Accept": "application/json"])
            var count = 0
            for try await result in client.results(of: DeferredHeroQuery(), cachePolicy: .fetchIgnoringCacheData) {
                count += 1
                #expect(result.data?.hero?.fragments.bio?.bio == "Bio of 1")
                #expect(!result.hasNext)
            }
            #expect(count == 1)
        }
    }
}
