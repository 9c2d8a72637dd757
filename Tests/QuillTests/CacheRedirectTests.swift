import Foundation
import Quill
import Testing

/// Apollo's `@fieldPolicy(forField: "launch", keyArgs: "id")` (the Launches golden's field
/// policy): `launch(id:)` read from the cache's `Launch:<id>`, which the launch list stored,
/// counting the requests that reach seed 004's server.
@Suite(.timeLimit(.minutes(2))) struct CacheRedirectTests {
    @Test func aLaunchTheListStoredIsReadWithoutARequest() async throws {
        let server = try launchesServer(count: 25)
        try await withHTTPServer(server) { url in
            let client = QuillClient(url: url)
            _ = try await client.fetch(query: LaunchListQuery())
            #expect(server.count == 1)
            let details = try await client.fetch(query: LaunchDetailsQuery(id: "25"))
            #expect(details.source == .cache)
            #expect(details.data?.launch?.site == "KSC LC 25")
            #expect(details.data?.launch?.mission?.name == "Mission 25")
            #expect(server.count == 1)
            // A launch the cache does not hold is fetched (the test server has no `launch`: null).
            let missing = try await client.fetch(query: LaunchDetailsQuery(id: "999"))
            #expect(missing.source == .server)
            #expect(missing.data?.launch == nil)
            #expect(server.count == 2)
            // Once fetched, the field itself is in the cache and is read as it is.
            #expect(try await client.fetch(query: LaunchDetailsQuery(id: "999")).source == .cache)
            #expect(server.count == 2)
        }
    }

    @Test func aWatcherOfARedirectedFieldSeesTheObjectChange() async throws {
        let server = try launchesServer(count: 25)
        try await withHTTPServer(server) { url in
            let client = QuillClient(url: url)
            _ = try await client.fetch(query: LaunchListQuery())
            let watcher = client.watch(query: LaunchDetailsQuery(id: "23"))
            var results = watcher.makeAsyncIterator()
            let first = try #require(try await results.next()?.get())
            #expect(first.source == .cache)
            #expect(first.data?.launch?.site == "KSC LC 23")
            try client.store.withinReadWriteTransaction { transaction in
                try transaction.write(
                    selectionSet: LaunchDetailsQuery.Data.Launch(id: "23", site: "Vandenberg", mission: nil), withKey: "Launch:23")
            }
            let second = try #require(try await results.next()?.get())
            #expect(second.data?.launch?.site == "Vandenberg")
            #expect(second.data?.launch?.mission == nil)
            watcher.cancel()
            #expect(server.count == 1)
        }
    }
}
