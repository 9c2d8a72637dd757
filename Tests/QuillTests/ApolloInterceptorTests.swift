import Foundation
import QuillSync
import QuillTestSupport
import Testing

@testable import Quill

/// Apollo iOS 1.x's request chain as apps write it: interceptor classes with completion
/// handlers in a `DefaultInterceptorProvider` subclass, on Quill's async chain.
@Suite(.timeLimit(.minutes(2))) struct ApolloInterceptorTests {
    /// Apollo's tutorial interceptor: the login token in the `Authorization` header.
    final class TokenInterceptor: ApolloInterceptor {
        public var id: String = UUID().uuidString
        let token: Locked<String?>

        init(_ token: Locked<String?>) { self.token = token }

        func interceptAsync<Operation>(
            chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
            completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void
        ) where Operation: GraphQLOperation {
            if let token = token.value { request.addHeader(name: "Authorization", value: "Bearer \(token)") }
            chain.proceedAsync(request: request, response: response, interceptor: self, completion: completion)
        }
    }

    /// After the fetch: on a 401, refreshes the token and runs the chain again.
    final class RefreshInterceptor: ApolloInterceptor {
        public var id: String = UUID().uuidString
        let token: Locked<String?>

        init(_ token: Locked<String?>) { self.token = token }

        func interceptAsync<Operation>(
            chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
            completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void
        ) where Operation: GraphQLOperation {
            guard response?.httpResponse.statusCode == 401 else {
                return chain.proceedAsync(request: request, response: response, interceptor: self, completion: completion)
            }
            token.withLock { $0 = "fresh" }
            chain.retry(request: request, completion: completion)
        }
    }

    /// Before the fetch: fails a request that has no token, or answers it from memory.
    final class GateInterceptor: ApolloInterceptor {
        public var id: String = UUID().uuidString
        let token: Locked<String?>

        init(_ token: Locked<String?>) { self.token = token }

        func interceptAsync<Operation>(
            chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
            completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void
        ) where Operation: GraphQLOperation {
            switch token.value {
            case nil: chain.handleErrorAsync(AppError.signedOut, request: request, response: response, completion: completion)
            case "memo":
                let data = MeQuery.Data(me: .init(email: "memo@example.com")) as! Operation.Data
                chain.returnValueAsync(for: request, value: GraphQLResult(data: data, source: .cache), completion: completion)
            default: chain.proceedAsync(request: request, response: response, interceptor: self, completion: completion)
            }
        }
    }

    /// Turns any error the chain ends with into the app's own, remembering what it saw.
    final class ReportingErrorInterceptor: ApolloErrorInterceptor {
        let seen: Locked<[String]>

        init(_ seen: Locked<[String]>) { self.seen = seen }

        func handleErrorAsync<Operation>(
            error: Error, chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
            completion: @escaping (Result<GraphQLResult<Operation.Data>, Error>) -> Void
        ) where Operation: GraphQLOperation {
            seen.withLock { $0.append(String(describing: error)) }
            if let error = error as? ResponseCodeError { return completion(.failure(AppError.server(error.status))) }
            completion(.failure(error))
        }
    }

    enum AppError: Error, Equatable {
        case signedOut
        case server(Int)
    }

    /// The tutorial's provider: Apollo's shape around `super`'s chain.
    final class NetworkInterceptorProvider: DefaultInterceptorProvider {
        let token = Locked<String?>(nil)
        let seen = Locked<[String]>([])

        override func interceptors<Operation>(for operation: Operation) -> [ApolloInterceptor] where Operation: GraphQLOperation {
            var interceptors = super.interceptors(for: operation)
            interceptors.insert(TokenInterceptor(token), at: 0)
            interceptors.insert(MaxRetryInterceptor(maxRetriesAllowed: 2), at: 0)
            interceptors.insert(GateInterceptor(token), at: 2)
            interceptors.append(RefreshInterceptor(token))
            return interceptors
        }

        override func additionalErrorInterceptor<Operation>(for operation: Operation) -> ApolloErrorInterceptor?
        where Operation: GraphQLOperation {
            ReportingErrorInterceptor(seen)
        }
    }

    private func client(_ url: URL, token: String?) -> (QuillClient, NetworkInterceptorProvider) {
        let store = QuillStore()
        let provider = NetworkInterceptorProvider(client: URLSessionClient(), store: store)
        provider.token.withLock { $0 = token }
        let transport = RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url)
        return (QuillClient(networkTransport: transport, store: store), provider)
    }

    @Test func theTokenInterceptorAddsTheHeaderTheServerReads() async throws {
        let server = try authServer()
        try await withHTTPServer(server) { url in
            let (client, provider) = client(url, token: "anonymous")
            let anonymous = try await client.fetch(query: MeQuery(), cachePolicy: .fetchIgnoringCacheData)
            #expect(anonymous.data?.me == nil)
            let login = try await client.perform(mutation: LoginMutation(email: "ana@example.com"))
            provider.token.withLock { $0 = login.data?.login?.token }
            let me = try await client.fetch(query: MeQuery(), cachePolicy: .fetchIgnoringCacheData)
            #expect(me.data?.me?.email == "ana@example.com")
            #expect(server.requests.map { $0.headers["authorization"] } == ["Bearer anonymous", "Bearer anonymous", "Bearer YW5hQGV4YW1wbGUuY29t"])
        }
    }

    @Test func aRefreshAfterA401RunsTheChainAgainWithTheNewToken() async throws {
        let answer = #"{"data":{"me":{"__typename":"User","email":"ana"}}}"#
        let server = try ScriptedHTTPServer { _, request in
            request.lowercased().contains("authorization: bearer fresh")
                ? .http(status: 200, body: answer) : .http(status: 401, reason: "Unauthorized", body: "{}")
        }
        defer { server.stop() }
        let (client, _) = client(URL(string: "http://127.0.0.1:\(server.port)/graphql")!, token: "stale")
        let result = try await client.fetch(query: MeQuery())
        #expect(result.data?.me?.email == "ana")
        #expect(server.received.map { $0.lowercased().contains("authorization: bearer stale") } == [true, false])
    }

    @Test func maxRetryInterceptorEndsARequestRetriedTooOften() async throws {
        let server = try ScriptedHTTPServer { _, _ in .http(status: 401, reason: "Unauthorized", body: "{}") }
        defer { server.stop() }
        let (client, provider) = client(URL(string: "http://127.0.0.1:\(server.port)/graphql")!, token: "stale")
        await #expect(throws: MaxRetryInterceptor.RetriesExceededError.self) { try await client.fetch(query: MeQuery()) }
        #expect(server.received.count == 3)
        #expect(provider.seen.value.count == 1)
    }

    @Test func theErrorInterceptorSeesEveryErrorTheChainEndsWith() async throws {
        let server = try ScriptedHTTPServer { _, _ in .http(status: 500, reason: "Server Error", body: "{}") }
        defer { server.stop() }
        let (client, provider) = client(URL(string: "http://127.0.0.1:\(server.port)/graphql")!, token: "fresh")
        await #expect(throws: AppError.server(500)) { try await client.fetch(query: MeQuery()) }
        provider.token.withLock { $0 = nil }
        await #expect(throws: AppError.signedOut) { try await client.fetch(query: MeQuery()) }
        #expect(server.received.count == 1)
        #expect(provider.seen.value.count == 2)
        #expect(provider.seen.value.last == "signedOut")
    }

    @Test func returnValueAsyncAnswersWithoutTheServer() async throws {
        let server = try ScriptedHTTPServer { _, _ in .close }
        defer { server.stop() }
        let (client, _) = client(URL(string: "http://127.0.0.1:\(server.port)/graphql")!, token: "memo")
        let result = try await client.fetch(query: MeQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data?.me?.email == "memo@example.com")
        #expect(server.received.isEmpty)
    }
}
