import Foundation
import QuillSync
import Testing

@testable import Quill

/// Garbage collection, eviction, times to live and the size bound.
@Suite(.timeLimit(.minutes(2))) struct CacheMaintenanceTests {
    private let conferences: JSONObject = [
        "allConferences": [
            [
                "__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin",
                "attendees": [["__typename": "Attendee", "id": "a1", "name": "Ana"]],
            ],
            [
                "__typename": "Conference", "id": "c2", "name": "WWDC", "city": "San Jose",
                "attendees": [["__typename": "Attendee", "id": "a2", "name": "Eli"]],
            ],
        ]
    ]

    private func write(_ data: JSONObject, to store: QuillStore) throws {
        try store.withinReadWriteTransaction { try $0.write(data: ConferencesQuery.Data(_dataDict: DataDict(data)), for: ConferencesQuery()) }
    }

    /// A clock the test moves.
    final class TestClock: Sendable {
        private let seconds = Locked(1_000_000.0)
        var now: Double { seconds.withLock { $0 } }
        func advance(_ duration: Double) { seconds.withLock { $0 += duration } }
    }

    @Test func garbageCollectionRemovesWhatNoRootReaches() throws {
        let store = QuillStore()
        try write(conferences, to: store)
        #expect(try store.recordCount() == 5)
        // The list now holds one conference: c2 and its attendee hang from nothing.
        var shorter = conferences
        shorter.set("allConferences", .array([conferences["allConferences"]!.arrayValue![0]]))
        try write(shorter, to: store)
        #expect(try store.collectGarbage() == ["Conference:c2", "Attendee:a2"])
        #expect(try store.recordCount() == 3)
        #expect(try store.collectGarbage().isEmpty)
    }

    @Test func garbageCollectionDropsMutationRootsButKeepsWhatQueriesReach() throws {
        let store = QuillStore()
        try write(conferences, to: store)
        try store.withinReadWriteTransaction { transaction in
            try transaction.write(
                data: .renamed(id: "c1", name: "UIKonf 2026", city: "Berlin"), for: RenameConferenceMutation(id: "c1", name: "UIKonf 2026"))
        }
        #expect(try store.recordCount() == 6)
        #expect(try store.collectGarbage() == ["MUTATION_ROOT"])
        #expect(try store.load(query: ConferencesQuery()).data?.allConferences.first?.name == "UIKonf 2026")
    }

    @Test func evictionAndRemovalByPattern() throws {
        let store = QuillStore()
        try write(conferences, to: store)
        try store.evict(key: "Attendee:a1")
        #expect(try store.recordCount() == 4)
        #expect { try store.load(query: ConferencesQuery()) } throws: { isCacheMiss($0) }
        try store.withinReadWriteTransaction { try $0.removeObjects(matching: "conference:") }
        #expect(try store.recordCount() == 2)
        try store.clearCache()
        #expect(try store.recordCount() == 0)
    }

    @Test func aTypesTimeToLiveMakesItsFieldsStale() throws {
        let clock = TestClock()
        let store = QuillStore(cache: InMemoryNormalizedCache(), now: { clock.now })
        store.timeToLive = TimeToLive(types: ["Conference": 60])
        try write(conferences, to: store)
        clock.advance(59)
        #expect(try store.load(query: ConferencesQuery()).data != nil)
        clock.advance(1)
        #expect { try store.load(query: ConferencesQuery()) } throws: { error in
            (error as? CacheError)?.description == "The cached value of Conference:c1.id is stale"
        }
    }

    @Test func aFieldsTimeToLiveBeatsItsTypes() throws {
        let clock = TestClock()
        let store = QuillStore(cache: InMemoryNormalizedCache(), now: { clock.now })
        store.timeToLive = TimeToLive(default: 3600, types: ["Conference": 600], fields: ["Attendee": ["name": 10]])
        try write(conferences, to: store)
        clock.advance(10)
        #expect { try store.load(query: ConferencesQuery()) } throws: { error in
            (error as? CacheError)?.description == "The cached value of Attendee:a1.name is stale"
        }
        // Fresh data written later is fresh again.
        try write(conferences, to: store)
        #expect(try store.load(query: ConferencesQuery()).data != nil)
    }

    /// The Launches golden's `@cacheControl` hints (Launch 3600 s, Mission.name 600 s) under
    /// the store's time to live, which wins where it names the type or field.
    @Test func theSchemasMaxAgesMakeFieldsStaleUnlessTheStoreSaysOtherwise() throws {
        let launches: JSONObject = [
            "launches": [
                "__typename": "LaunchConnection", "cursor": "1", "hasMore": false,
                "launches": [
                    ["__typename": "Launch", "id": "1", "site": "KSC", "mission": ["__typename": "Mission", "name": "M", "missionPatch": nil]]
                ],
            ]
        ]
        func store(_ timeToLive: TimeToLive, _ clock: TestClock) throws -> QuillStore {
            let store = QuillStore(cache: InMemoryNormalizedCache(), now: { clock.now })
            store.timeToLive = timeToLive
            try store.withinReadWriteTransaction { try $0.write(data: LaunchListQuery.Data(_dataDict: DataDict(launches)), for: LaunchListQuery()) }
            return store
        }
        let clock = TestClock()
        let hinted = try store(.forever, clock)
        clock.advance(599)
        #expect(try hinted.load(query: LaunchListQuery()).data != nil)
        clock.advance(1)
        #expect { try hinted.load(query: LaunchListQuery()) } throws: { error in
            (error as? CacheError)?.description == "The cached value of Launch:1.mission.name is stale"
        }
        let configured = try store(TimeToLive(fields: ["Mission": ["name": 7200]]), clock)
        clock.advance(3599)
        #expect(try configured.load(query: LaunchListQuery()).data != nil)
        clock.advance(1)
        #expect { try configured.load(query: LaunchListQuery()) } throws: { error in
            (error as? CacheError)?.description == "The cached value of Launch:1.id is stale"
        }
    }

    @Test func theServersMaxAgeMakesAStaleRecordBeFetchedAgain() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            server.setExtraHeaders(["Cache-Control": "max-age=30"])
            let clock = TestClock()
            let store = QuillStore(cache: InMemoryNormalizedCache(), now: { clock.now })
            let client = QuillClient(
                networkTransport: RequestChainNetworkTransport(
                    interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: url), store: store)
            _ = try await client.fetch(query: ConferencesQuery())
            clock.advance(29)
            #expect(try await client.fetch(query: ConferencesQuery()).source == .cache)
            clock.advance(1)
            #expect(try await client.fetch(query: ConferencesQuery()).source == .server)
            #expect(server.count == 2)
            await #expect {
                clock.advance(31)
                return try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
            } throws: { isCacheMiss($0) }
        }
    }

    @Test func theLeastRecentlyUsedRecordsGoPastTheBound() {
        var cache = InMemoryNormalizedCache(limit: .records(10))
        func record(_ index: Int) -> Record { Record(key: "R:\(index)", fields: [("id", .value(.int(index)))]) }
        for index in 1...10 { _ = cache.merge(records: RecordSet(records: [record(index)])) }
        #expect(cache.count == 10)
        _ = cache.loadRecord(forKey: "R:1")  // R:1 is now the most recently used but for none
        _ = cache.merge(records: RecordSet(records: [record(11)]))
        // Past the bound, down to 90%: the two least recently used (R:2, R:3) are gone.
        #expect(cache.count == 9)
        #expect(cache.loadRecord(forKey: "R:1") != nil)
        #expect(cache.loadRecord(forKey: "R:2") == nil)
        #expect(cache.loadRecord(forKey: "R:3") == nil)
        #expect(cache.loadRecord(forKey: "R:11") != nil)
        #expect(cache.allKeys() == Set([1, 4, 5, 6, 7, 8, 9, 10, 11].map { "R:\($0)" }))
    }

    @Test func aByteBoundKeepsTheEstimateUnderIt() {
        var cache = InMemoryNormalizedCache(limit: .bytes(10_000))
        for index in 0..<500 {
            _ = cache.merge(
                records: RecordSet(records: [Record(key: "R:\(index)", fields: [("name", .value(.string(String(repeating: "x", count: 100))))])]))
            #expect(cache.estimatedBytes <= 10_000)
        }
        #expect(cache.count < 100)
        #expect(cache.loadRecord(forKey: "R:499") != nil)
    }
}
