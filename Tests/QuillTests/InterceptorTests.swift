import Foundation
import QuillSync
import QuillTestSupport
import Testing

import struct GraphQL.JSONReader

@testable import Quill

/// The README's interceptor: adds the token of a login to every request.
struct AuthorizationInterceptor: GraphQLInterceptor {
    let token: @Sendable () -> String?

    func intercept<Operation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain) async throws
        -> InterceptorResult<Operation>
    {
        var request = request
        if let token = token() { request.headers["Authorization"] = "Bearer \(token)" }
        return try await chain.proceed(request)
    }
}

/// The request chain against real servers: a user's interceptor, retry, automatic
/// persisted queries and batching.
@Suite(.timeLimit(.minutes(2))) struct InterceptorTests {
    private func client(_ url: URL, _ provider: (QuillStore) -> DefaultInterceptorProvider) -> QuillClient {
        let store = QuillStore()
        let provider = provider(store)
        return QuillClient(networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url), store: store)
    }

    @Test func aTokenFromALoginReachesTheServer() async throws {
        let server = try authServer()
        try await withHTTPServer(server) { url in
            let token = Locked<String?>(nil)
            let client = client(url) {
                DefaultInterceptorProvider(store: $0, additionalInterceptors: [AuthorizationInterceptor { token.withLock { $0 } }])
            }
            let anonymous = try await client.fetch(query: MeQuery(), cachePolicy: .fetchIgnoringCacheData)
            #expect(anonymous.data?.me == nil)
            let login = try await client.perform(mutation: LoginMutation(email: "ana@example.com"))
            token.withLock { $0 = login.data?.login?.token }
            let me = try await client.fetch(query: MeQuery(), cachePolicy: .fetchIgnoringCacheData)
            #expect(me.data?.me?.email == "ana@example.com")
            #expect(server.requests.map { $0.headers["authorization"] } == [nil, nil, "Bearer YW5hQGV4YW1wbGUuY29t"])
        }
    }

    @Test func aTransportErrorIsRetriedWithBackoff() async throws {
        let answer = #"{"data":{"me":{"__typename":"User","email":"ana"}}}"#
        let server = try ScriptedHTTPServer { index, _ in index < 2 ? .close : .http(status: 200, body: answer) }
        defer { server.stop() }
        let url = URL(string: "http://127.0.0.1:\(server.port)/graphql")!
        let client = client(url) { DefaultInterceptorProvider(store: $0, retryPolicy: RetryPolicy(maxRetries: 2, baseDelay: 0.001)) }
        let result = try await client.fetch(query: MeQuery())
        #expect(result.data?.me?.email == "ana")
        #expect(server.received.count == 3)
    }

    @Test func retriesGiveUpWithTheTransportError() async throws {
        let server = try ScriptedHTTPServer { _, _ in .close }
        defer { server.stop() }
        let url = URL(string: "http://127.0.0.1:\(server.port)/graphql")!
        let client = client(url) { DefaultInterceptorProvider(store: $0, retryPolicy: RetryPolicy(maxRetries: 1, baseDelay: 0.001)) }
        do {
            _ = try await client.fetch(query: MeQuery())
            Issue.record("a closed connection gave a result")
        } catch let error as TransportError {
            #expect(error.url == url)
            #expect(error.description.hasPrefix("No response from \(url.absoluteString): "))
        }
        #expect(server.received.count == 2)
        // A mutation is not retried unless asked (the server may have run it).
        await #expect(throws: TransportError.self) { try await client.perform(mutation: LoginMutation(email: "x")) }
        #expect(server.received.count == 3)
    }

    @Test func automaticPersistedQueriesSendTheHashAloneOnceKnown() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            let first = client(url) { DefaultInterceptorProvider(store: $0, autoPersistQueries: true) }
            let result = try await first.fetch(query: ConferencesQuery())
            #expect(result.data?.allConferences.count == 3)
            let second = client(url) { DefaultInterceptorProvider(store: $0, autoPersistQueries: true) }
            #expect(try await second.fetch(query: ConferencesQuery()).data == result.data)
            let bodies = try server.requests.map { try JSONReader().read($0.body) }
            let hash = SentDocument.of(ConferencesQuery.self).sha256
            #expect(bodies.map { $0["query"] != nil } == [false, true, false])
            #expect(bodies.allSatisfy { $0["extensions"]?["persistedQuery"] == ["version": 1, "sha256Hash": .string(hash)] })
        }
    }

    @Test func batchedRequestsGoInOnePost() async throws {
        try await withExampleBackend("ConferencePlanner", configure: { $0.maxBatchSize = 10 }) { url, server in
            // Only the size sends this batch: its interval is longer than the test.
            let client = client(url) { DefaultInterceptorProvider(store: $0, batcher: RequestBatcher(interval: 600, maxBatchSize: 3)) }
            let list = try await QuillClient(url: url).fetch(query: ConferencesQuery())
            let ids = try #require(list.data?.allConferences.map(\.id))
            #expect(server.count == 1)
            async let uikonf = client.fetch(query: ConferenceQuery(id: ids[0]))
            async let wwdc = client.fetch(query: ConferenceQuery(id: ids[1]))
            async let all = client.fetch(query: ConferencesQuery(first: 1))
            let (first, second, third) = try await (uikonf, wwdc, all)
            #expect(first.data?.conference?.name == "UIKonf")
            #expect(second.data?.conference?.name == "WWDC")
            #expect(third.data?.allConferences.map(\.name) == ["UIKonf"])
            #expect(server.count == 2)
            let batch = try JSONReader().read(server.requests[1].body)
            #expect(batch.arrayValue?.count == 3)
        }
    }

    @Test func aBatchOfOneIsSentAfterItsInterval() async throws {
        try await withExampleBackend("ConferencePlanner", configure: { $0.maxBatchSize = 10 }) { url, server in
            let client = client(url) { DefaultInterceptorProvider(store: $0, batcher: RequestBatcher(interval: 0.005, maxBatchSize: 10)) }
            #expect(try await client.fetch(query: ConferencesQuery()).data?.allConferences.count == 3)
            let batch = try JSONReader().read(server.requests[0].body)
            #expect(batch.arrayValue?.count == 1)
        }
    }
}
