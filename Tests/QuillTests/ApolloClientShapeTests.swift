import Dispatch
import Foundation
import Quill
import QuillTestSupport
import Testing

/// Answers each request with the data for its operation's name, and tells `requests` what
/// was asked (the operation's name and the context's `userInfo["tag"]`).
private struct ScriptedInterceptor: GraphQLInterceptor {
    let answers: [String: JSONObject]
    let requests: Inbox<String>

    func intercept<Operation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain) async throws
        -> InterceptorResult<Operation>
    {
        requests.send("\(Operation.operationName) \(request.context.userInfo["tag"] as? String ?? "-")")
        let data = answers[Operation.operationName] ?? [:]
        return InterceptorResult(response: nil, result: GraphQLResult(data: Operation.Data(_dataDict: DataDict(data)), source: .server))
    }
}

/// Apollo iOS 1.x's client API: the completion forms with its parameters, called as its
/// code calls them, on `QuillClient` and through `ApolloClientProtocol`.
@Suite(.timeLimit(.minutes(1))) struct ApolloClientShapeTests {
    private static let conferences: JSONObject = [
        "allConferences": [
            ["__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin", "attendees": []]
        ]
    ]
    private static let renamed: JSONObject = [
        "updateConference": ["__typename": "Conference", "id": "c1", "name": "UIKonf 2", "city": "Berlin"]
    ]

    private let requests = Inbox<String>()
    private let queue = DispatchQueue(label: "apollo-shapes")

    private func client() -> QuillClient {
        let store = QuillStore()
        let answers = ["Conferences": Self.conferences, "RenameConference": Self.renamed]
        let interceptor = ScriptedInterceptor(answers: answers, requests: requests)
        let provider = DefaultInterceptorProvider(store: store, additionalInterceptors: [interceptor])
        let url = URL(string: "http://127.0.0.1:1/graphql")!
        return QuillClient(networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url), store: store)
    }

    @Test func fetchTakesApollosParametersAndCarriesTheContext() async throws {
        let client = client()
        let names = Inbox<String>()
        client.fetch(
            query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData, contextIdentifier: UUID(),
            context: RequestContext(userInfo: ["tag": "mine"]), queue: queue
        ) { result in
            names.send((try? result.get().data?.allConferences.map(\.name).joined()) ?? "failure")
        }
        #expect(try await requests.next() == "Conferences mine")
        #expect(try await names.next() == "UIKonf")
    }

    @Test func performWritesItsAnswerUnlessToldNotTo() async throws {
        let client = client()
        let done = Inbox<String>()
        client.perform(mutation: RenameConferenceMutation(id: "c1", name: "UIKonf 2"), publishResultToStore: false, queue: queue) { result in
            done.send((try? result.get().data?.updateConference?.name) ?? "failure")
        }
        #expect(try await done.next() == "UIKonf 2")
        #expect(try client.store.recordCount() == 0)
        client.perform(mutation: RenameConferenceMutation(id: "c1", name: "UIKonf 2"), queue: queue) { result in
            done.send((try? result.get().data?.updateConference?.name) ?? "failure")
        }
        #expect(try await done.next() == "UIKonf 2")
        #expect(try client.store.recordCount() > 0)
    }

    @Test func aWatcherRefetchesAfterAFailedUpdate() async throws {
        let client = client()
        let names = Inbox<String>()
        let watcher = client.watch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData, callbackQueue: queue) { result in
            names.send((try? result.get().data?.allConferences.map(\.name).joined()) ?? "failure")
        }
        #expect(try await requests.next() == "Conferences -")
        #expect(try await names.next() == "UIKonf")
        try client.store.evict(key: "Conference:c1")
        #expect(try await requests.next() == "Conferences -")
        watcher.cancel()
    }

    @Test func aWatcherToldNotToWaitsForTheNextChange() async throws {
        let client = client()
        let names = Inbox<String>()
        let watcher = client.watch(
            query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData, refetchOnFailedUpdates: false, callbackQueue: queue
        ) { result in
            names.send((try? result.get().data?.allConferences.map(\.name).joined()) ?? "failure")
        }
        #expect(try await requests.next() == "Conferences -")
        #expect(try await names.next() == "UIKonf")
        let data = try ConferencesQuery.Data(_jsonValue: [
            "allConferences": [["__typename": "Conference", "id": "c1", "name": "Written", "city": "Berlin", "attendees": []]]
        ])
        try client.store.evict(key: "Conference:c1")
        // The query is whole again: the watcher reads it, having fetched nothing meanwhile.
        try client.store.withinReadWriteTransaction { try $0.write(data: data, for: ConferencesQuery()) }
        #expect(try await names.next() == "Written")
        // A request made after that is the next one the chain sees (a refetch, started when
        // the record went, would come first).
        _ = try await client.fetch(
            query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheCompletely, context: RequestContext(userInfo: ["tag": "probe"]))
        #expect(try await requests.next() == "Conferences probe")
        watcher.cancel()
    }

    @Test func clearCacheCallsItsCompletionOnTheQueue() async throws {
        let client = client()
        _ = try await client.fetch(query: ConferencesQuery())
        #expect(try client.store.recordCount() > 0)
        let cleared = Inbox<String>()
        client.clearCache(callbackQueue: queue) { result in
            cleared.send((try? result.get()) != nil ? "cleared" : "failed")
        }
        #expect(try await cleared.next() == "cleared")
        #expect(try client.store.recordCount() == 0)
    }

    @Test func aResultAsAJSONDictionary() throws {
        let data = try ConferencesQuery.Data(_jsonValue: .object(Self.conferences))
        let error = GraphQLError("Not allowed", path: [.key("allConferences"), .index(0)], extensions: ["code": "FORBIDDEN"])
        let result = GraphQLResult(data: data, errors: [error], extensions: ["cost": 1.5], source: .server)
        let dictionary = result.asJSONDictionary()
        #expect(JSONSerialization.isValidJSONObject(dictionary))
        let conferences = try #require((dictionary["data"] as? [String: Any])?["allConferences"] as? [[String: Any]])
        #expect(conferences.first?["name"] as? String == "UIKonf")
        #expect((conferences.first?["attendees"] as? [Any])?.isEmpty == true)
        let errors = try #require(dictionary["errors"] as? [[String: Any]])
        #expect(errors.first?["message"] as? String == "Not allowed")
        #expect((errors.first?["extensions"] as? [String: Any])?["code"] as? String == "FORBIDDEN")
        #expect((errors.first?["path"] as? [Any])?.count == 2)
        #expect((dictionary["extensions"] as? [String: Any])?["cost"] as? Double == 1.5)
        let empty = GraphQLResult<ConferencesQuery.Data>(data: nil, source: .cache).asJSONDictionary()
        #expect(empty.isEmpty)
    }

    @Test func codeHoldingTheProtocolGetsApollosDefaults() async throws {
        let apollo: any ApolloClientProtocol = client()
        let names = Inbox<String>()
        apollo.fetch(query: ConferencesQuery()) { result in
            names.send((try? result.get().data?.allConferences.map(\.name).joined()) ?? "failure")
        }
        #expect(try await names.next() == "UIKonf")
        apollo.perform(mutation: RenameConferenceMutation(id: "c1", name: "UIKonf 2")) { result in
            names.send((try? result.get().data?.updateConference?.name) ?? "failure")
        }
        #expect(try await names.next() == "UIKonf 2")
    }

    @Test func aTestDoubleStandsInForTheClient() async throws {
        let double = ClientDouble()
        let shown = Inbox<String>()
        LaunchScreen(client: double).load { shown.send($0) }
        #expect(try await shown.next() == "stubbed")
        #expect(try await double.fetched.next() == "Conferences")
    }
}

/// Code written against the protocol, as an app's view model is.
private struct LaunchScreen {
    let client: any ApolloClientProtocol

    func load(_ show: @escaping @Sendable (String) -> Void) {
        client.fetch(query: ConferencesQuery(), cachePolicy: .fetchIgnoringCacheData) { result in
            show((try? result.get().data?.allConferences.map(\.name).joined()) ?? "failure")
        }
    }
}

/// A request that is over when it is returned.
private final class Done: Cancellable {
    func cancel() {}
}

/// A test's stand-in for the client: answers fetches itself and records them.
private final class ClientDouble: ApolloClientProtocol, @unchecked Sendable {
    let store = QuillStore()
    let fetched = Inbox<String>()

    func clearCache(callbackQueue: DispatchQueue, completion: (@Sendable (Result<Void, any Error>) -> Void)?) {}

    func fetch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy, contextIdentifier: UUID?, context: RequestContext?, queue: DispatchQueue,
        resultHandler: GraphQLResultHandler<Query.Data>?
    ) -> any Cancellable {
        fetched.send(Query.operationName)
        let data: JSONObject = ["allConferences": [["__typename": "Conference", "id": "s", "name": "stubbed", "city": "-", "attendees": []]]]
        resultHandler?(.success(GraphQLResult(data: Query.Data(_dataDict: DataDict(data)), source: .server)))
        return Done()
    }

    func watch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy, refetchOnFailedUpdates: Bool, context: RequestContext?,
        callbackQueue: DispatchQueue, resultHandler: @escaping GraphQLResultHandler<Query.Data>
    ) -> GraphQLQueryWatcher<Query> {
        QuillClient(url: URL(string: "http://127.0.0.1:1/graphql")!).watch(query: query, callbackQueue: callbackQueue, resultHandler: resultHandler)
    }

    func perform<Mutation: GraphQLMutation>(
        mutation: Mutation, publishResultToStore: Bool, contextIdentifier: UUID?, context: RequestContext?, queue: DispatchQueue,
        resultHandler: GraphQLResultHandler<Mutation.Data>?
    ) -> any Cancellable {
        Done()
    }

    func subscribe<Subscription: GraphQLSubscription>(
        subscription: Subscription, context: RequestContext?, queue: DispatchQueue,
        resultHandler: @escaping GraphQLResultHandler<Subscription.Data>
    ) -> any Cancellable {
        Done()
    }
}
