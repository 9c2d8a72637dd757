import Foundation
import QuillSQLite
import Testing

@testable import Quill

/// The SQLite cache: records survive a restart of the client, and a damaged or locked
/// file is a clear error.
@Suite(.timeLimit(.minutes(2))) struct SQLiteCacheTests {
    private func client(_ url: URL, cachePath: String) throws -> QuillClient {
        let store = QuillStore(cache: try SQLiteNormalizedCache(path: cachePath))
        return QuillClient(
            networkTransport: RequestChainNetworkTransport(
                interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: url), store: store)
    }

    @Test func recordsSurviveARestartOfTheClient() async throws {
        let directory = try temporaryDirectory("sqlite")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cache.sqlite").path
        try await withExampleBackend("ConferencePlanner") { url, server in
            var first: QuillClient? = try client(url, cachePath: path)
            let fetched = try await first!.fetch(query: ConferencesQuery())
            let id = try #require(fetched.data?.allConferences.first?.id)
            _ = try await first!.perform(mutation: RenameConferenceMutation(id: id, name: "UIKonf 2026"))
            first = nil

            let second = try client(url, cachePath: path)
            let cached = try await second.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
            #expect(cached.source == .cache)
            #expect(cached.data?.allConferences.map(\.name) == ["UIKonf 2026", "WWDC", "Swift Summit"])
            #expect(server.count == 2)
            // Watchers of a persisted cache work as in memory.
            let watcher = second.watch(query: ConferencesQuery())
            var iterator = watcher.makeAsyncIterator()
            #expect(try #require(await iterator.next()).get().source == .cache)
            _ = try await second.perform(mutation: RenameConferenceMutation(id: id, name: "UIKonf"))
            let updated = try #require(await iterator.next()).get()
            #expect(updated.data?.allConferences.first?.name == "UIKonf")
            #expect(try second.store.recordCount() == (try SQLiteNormalizedCache(path: path).count()))
        }
    }

    @Test func timesToLiveSurviveARestartToo() throws {
        let directory = try temporaryDirectory("sqlite-ttl")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cache.sqlite").path
        let clock = CacheMaintenanceTests.TestClock()
        let conferences: JSONObject = [
            "allConferences": [["__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin", "attendees": []]]
        ]
        do {
            let store = QuillStore(cache: try SQLiteNormalizedCache(path: path), now: { clock.now })
            store.timeToLive = TimeToLive(default: 60)
            try store.withinReadWriteTransaction {
                try $0.write(data: ConferencesQuery.Data(_dataDict: DataDict(conferences)), for: ConferencesQuery())
            }
        }
        let store = QuillStore(cache: try SQLiteNormalizedCache(path: path), now: { clock.now })
        store.timeToLive = TimeToLive(default: 60)
        #expect(try store.load(query: ConferencesQuery()).data?.__data._data == conferences)
        clock.advance(60)
        #expect { try store.load(query: ConferencesQuery()) } throws: { isCacheMiss($0) }
    }

    @Test func aFileThatIsNotADatabaseIsAnError() throws {
        let directory = try temporaryDirectory("sqlite-corrupt")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cache.sqlite").path
        try Foundation.Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
        #expect { try SQLiteNormalizedCache(path: path) } throws: { error in
            let error = error as? CacheError
            return error?.file == path && error?.description == "SQLite cache \(path): file is not a database (SQLite error 26)"
        }
        #expect { try SQLiteNormalizedCache(path: directory.appendingPathComponent("missing/cache.sqlite").path) } throws: { error in
            (error as? CacheError)?.description.contains("unable to open database file") == true
        }
    }

    @Test func aDamagedRecordIsAnErrorNotACrash() throws {
        let directory = try temporaryDirectory("sqlite-record")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cache.sqlite").path
        let cache = try SQLiteNormalizedCache(path: path)
        _ = try cache.merge(records: RecordSet(records: [Record(key: "QUERY_ROOT", fields: [("allConferences", .list([]))])]))
        try SQLiteConnection(path: path, busyTimeout: 5).executeScript("UPDATE records SET record = x'01ff'")
        #expect { try cache.loadRecord(forKey: "QUERY_ROOT") } throws: { error in
            (error as? CacheError) == CacheError(.corruptRecord(key: "QUERY_ROOT", offset: 2, message: "ends early"), file: path)
        }
        let store = QuillStore(cache: cache)
        #expect(throws: CacheError.self) { try store.load(query: ConferencesQuery()) }
    }

    @Test func aFileLockedByAnotherWriterIsAnErrorAfterTheBusyTimeout() throws {
        let directory = try temporaryDirectory("sqlite-locked")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cache.sqlite").path
        let cache = try SQLiteNormalizedCache(path: path, busyTimeout: 0.05)
        do {
            // A second connection to the file, as another process would have.
            let other = try SQLiteConnection(path: path, busyTimeout: 5)
            try other.executeScript("BEGIN EXCLUSIVE")
            #expect { try cache.merge(records: RecordSet(records: [Record(key: "R", fields: [("a", .value(1))])])) } throws: { error in
                guard case .storage(_, let message)? = (error as? CacheError)?.reason else { return false }
                return message == "database is locked"
            }
            try other.executeScript("ROLLBACK")
        }
        // Once the lock is gone, the same cache writes; the failed merge left nothing behind.
        #expect(try cache.allKeys().isEmpty)
        _ = try cache.merge(records: RecordSet(records: [Record(key: "R", fields: [("a", .value(1))])]))
        #expect(try cache.loadRecord(forKey: "R")?["a"] == .value(1))
    }
}
