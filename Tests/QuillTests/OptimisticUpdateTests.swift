import Dispatch
import Foundation
import Quill
import QuillTestSupport
import Testing

/// Optimistic responses: a layer over the cache that watchers see at once, replaced by
/// the server's answer or removed when the mutation fails; several at once.
@Suite(.timeLimit(.minutes(2))) struct OptimisticUpdateTests {
    private func watchNames(_ client: QuillClient, policy: CachePolicy = .default) -> (GraphQLQueryWatcher<ConferencesQuery>, Inbox<[String]>) {
        let names = Inbox<[String]>()
        let watcher = client.watch(query: ConferencesQuery(), cachePolicy: policy, callbackQueue: DispatchQueue(label: "names")) {
            (result: Result<GraphQLResult<ConferencesQuery.Data>, any Error>) in
            if case .success(let value) = result, let data = value.data { names.send(data.allConferences.map(\.name)) }
        }
        return (watcher, names)
    }

    @Test func theLayerIsSeenAtOnceAndReplacedByTheAnswer() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let client = QuillClient(url: url)
            let (watcher, names) = watchNames(client)
            #expect(try await names.next() == ["UIKonf", "WWDC", "Swift Summit"])
            let list = try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
            let uikonf = try #require(list.data?.allConferences.first)
            let result = try await client.perform(
                mutation: RenameConferenceMutation(id: uikonf.id, name: "UIKonf 2026"),
                optimisticResponse: .renamed(id: uikonf.id, name: "UIKonf (saving)", city: uikonf.city))
            #expect(result.data?.updateConference?.name == "UIKonf 2026")
            #expect(try await names.next() == ["UIKonf (saving)", "WWDC", "Swift Summit"])
            #expect(try await names.next() == ["UIKonf 2026", "WWDC", "Swift Summit"])
            #expect(server.count == 2)
            watcher.cancel()
        }
    }

    @Test func aFailedMutationRollsTheLayerBack() async throws {
        try await withExampleBackend("ConferencePlanner") { url, _ in
            let client = QuillClient(url: url)
            let (watcher, names) = watchNames(client)
            #expect(try await names.next() == ["UIKonf", "WWDC", "Swift Summit"])
            let list = try await client.fetch(query: ConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
            let uikonf = try #require(list.data?.allConferences.first)
            // The server refuses the update (no such conference): the answer has errors, no data.
            let result = try await client.perform(
                mutation: RenameConferenceMutation(id: "missing", name: "Nope"),
                optimisticResponse: .renamed(id: uikonf.id, name: "Nope", city: uikonf.city))
            #expect(result.data?.updateConference == nil)
            #expect(try await names.next() == ["Nope", "WWDC", "Swift Summit"])
            #expect(try await names.next() == ["UIKonf", "WWDC", "Swift Summit"])
            watcher.cancel()
        }
    }

    @Test func twoLayersInFlightInterleave() async throws {
        let answerFirst = Flag()
        let firstArrived = Inbox<Bool>()
        // The first mutation's answer waits for the test (and the server, which serves one
        // connection at a time, takes the second only after); the second fails.
        let server = try ScriptedHTTPServer { index, _ in
            if index == 0 {
                firstArrived.send(true)
                await answerFirst.wait()
                return .http(status: 200, body: #"{"data":{"updateConference":{"__typename":"Conference","id":"c1","name":"A","city":"Berlin"}}}"#)
            }
            return .http(status: 500, reason: "Internal Server Error", contentType: "text/plain", body: "down")
        }
        defer { server.stop() }
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store, retryPolicy: .never)
        let client = QuillClient(
            networkTransport: RequestChainNetworkTransport(
                interceptorProvider: provider, endpointURL: URL(string: "http://127.0.0.1:\(server.port)/graphql")!),
            store: store)
        let conferences: JSONObject = [
            "allConferences": [
                ["__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin", "attendees": []],
                ["__typename": "Conference", "id": "c2", "name": "WWDC", "city": "San Jose", "attendees": []],
            ]
        ]
        try store.withinReadWriteTransaction { try $0.write(data: ConferencesQuery.Data(_dataDict: DataDict(conferences)), for: ConferencesQuery()) }
        let (watcher, names) = watchNames(client, policy: .returnCacheDataDontFetch)
        #expect(try await names.next() == ["UIKonf", "WWDC"])

        let first = Task {
            try await client.perform(
                mutation: RenameConferenceMutation(id: "c1", name: "A"), optimisticResponse: .renamed(id: "c1", name: "A…", city: "Berlin"))
        }
        #expect(try await names.next() == ["A…", "WWDC"])
        _ = try await firstArrived.next()
        let second = Task {
            try await client.perform(
                mutation: RenameConferenceMutation(id: "c2", name: "B"), optimisticResponse: .renamed(id: "c2", name: "B…", city: "San Jose"))
        }
        #expect(try await names.next() == ["A…", "B…"])
        answerFirst.set()
        #expect(try await names.next() == ["A", "B…"])
        let answer = try await first.value
        #expect(answer.data?.updateConference?.name == "A")
        await #expect(throws: ResponseCodeError.self) { try await second.value }
        #expect(try await names.next() == ["A", "WWDC"])
        #expect(server.received.count == 2)
        watcher.cancel()
    }
}
