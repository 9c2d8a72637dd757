import Dispatch
import Foundation
import QuillTestSupport
import Testing

@testable import Quill

/// Watchers re-read from the cache when a field they read changes: no request for the
/// change itself, a fetch when the cache no longer holds the query.
@Suite(.timeLimit(.minutes(2))) struct WatcherTests {
    /// A watcher whose results go to an inbox through its own queue.
    private func watch<Query: GraphQLQuery>(_ client: QuillClient, _ query: Query, policy: CachePolicy = .default, queue: DispatchQueue)
        -> (GraphQLQueryWatcher<Query>, Inbox<GraphQLResult<Query.Data>>)
    {
        let inbox = Inbox<GraphQLResult<Query.Data>>()
        let watcher = client.watch(query: query, cachePolicy: policy, callbackQueue: queue) {
            (result: Result<GraphQLResult<Query.Data>, any Error>) in
            if case .success(let value) = result { inbox.send(value) }
        }
        return (watcher, inbox)
    }

    @Test func aMutationUpdatesTheWatcherWithNoRequest() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let watcher = client.watch(query: ConferencesQuery())
            var iterator = watcher.makeAsyncIterator()
            let first = try #require(try await iterator.next()?.get())
            #expect(first.source == .server)
            let uikonf = try #require(first.data?.allConferences.first)
            #expect(server.count == 1)

            let renamed = try await client.perform(mutation: RenameConferenceMutation(id: uikonf.id, name: "UIKonf 2026"))
            #expect(renamed.data?.updateConference?.name == "UIKonf 2026")
            let second = try #require(try await iterator.next()?.get())
            #expect(second.source == .cache)
            #expect(second.data?.allConferences.map(\.name) == ["UIKonf 2026", "WWDC", "Swift Summit"])
            #expect(server.count == 2)
            watcher.cancel()
            #expect(await iterator.next() == nil)
        }
    }

    @Test func onlyTheWatchersOfAChangedFieldAreTold() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let list = try await client.fetch(query: ConferencesQuery())
            let ids = try #require(list.data?.allConferences.map(\.id))
            let queue = DispatchQueue(label: "watchers")
            let (uikonf, uikonfResults) = watch(client, ConferenceQuery(id: ids[0]), queue: queue)
            let (wwdc, wwdcResults) = watch(client, ConferenceQuery(id: ids[1]), queue: queue)
            #expect(try await uikonfResults.next().data?.conference?.name == "UIKonf")
            #expect(try await wwdcResults.next().data?.conference?.name == "WWDC")

            _ = try await client.perform(mutation: RenameConferenceMutation(id: ids[0], name: "UIKonf!"))
            #expect(try await uikonfResults.next().data?.conference?.name == "UIKonf!")
            // The store told the watchers before the mutation returned; the queue has run
            // every delivery once it runs this.
            queue.sync {}
            #expect(wwdcResults.unreadCount == 0)
            #expect(uikonfResults.unreadCount == 0)

            // A write that does not change a value tells no one.
            _ = try await client.perform(mutation: RenameConferenceMutation(id: ids[0], name: "UIKonf!"))
            queue.sync {}
            #expect(uikonfResults.unreadCount == 0)
            #expect(server.count == 5)
            uikonf.cancel()
            wwdc.cancel()
        }
    }

    @Test func aMissAfterAChangeFetchesAgain() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let queue = DispatchQueue(label: "watcher")
            let (watcher, results) = watch(client, ConferencesQuery(), queue: queue)
            let first = try await results.next()
            let uikonf = try #require(first.data?.allConferences.first?.id)
            #expect(server.count == 1)
            try client.store.evict(key: "Conference:\(uikonf)")
            let refetched = try await results.next()
            #expect(refetched.source == .server)
            #expect(refetched.data == first.data)
            #expect(server.count == 2)
            watcher.cancel()
        }
    }

    @Test func aCacheOnlyWatcherDoesNotFetchOnAMiss() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            _ = try await client.fetch(query: ConferencesQuery())
            let watcher = client.watch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
            var iterator = watcher.makeAsyncIterator()
            let first = try #require(try await iterator.next()?.get())
            #expect(first.source == .cache)
            try client.store.evict(key: "QUERY_ROOT")
            let miss = try #require(await iterator.next())
            #expect { try miss.get() } throws: { isCacheMiss($0) }
            #expect(server.count == 1)
        }
    }

    @Test func refetchAsksTheServer() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let watcher = client.watch(query: ConferencesQuery())
            var iterator = watcher.makeAsyncIterator()
            let first = try #require(await iterator.next()).get()
            #expect(first.source == .server)
            watcher.refetch()
            let second = try #require(await iterator.next()).get()
            #expect(second.source == .server)
            #expect(server.count == 2)
        }
    }

    @Test func returnCacheDataAndFetchDeliversBoth() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            _ = try await client.fetch(query: ConferencesQuery())
            let watcher = client.watch(query: ConferencesQuery(), cachePolicy: .returnCacheDataAndFetch)
            var iterator = watcher.makeAsyncIterator()
            let first = try #require(await iterator.next()).get()
            #expect(first.source == .cache)
            let second = try #require(await iterator.next()).get()
            #expect(second.source == .server)
            #expect(server.count == 2)
        }
    }

    @Test func aReleasedWatcherStopsAndIsFreed() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let queue = DispatchQueue(label: "watcher")
            var (watcher, results): (GraphQLQueryWatcher<ConferencesQuery>?, Inbox<GraphQLResult<ConferencesQuery.Data>>) =
                watch(client, ConferencesQuery(), queue: queue)
            let first = try await results.next()
            weak let released = watcher
            #expect(client.store.watcherCount == 1)
            watcher = nil
            #expect(released == nil)
            #expect(client.store.watcherCount == 0)
            let id = try #require(first.data?.allConferences.first?.id)
            _ = try await client.perform(mutation: RenameConferenceMutation(id: id, name: "Gone"))
            queue.sync {}
            #expect(results.unreadCount == 0)
            #expect(server.count == 2)
        }
    }
}
