import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// Automatic persisted queries, through the HTTP server as Apollo clients send them.
@Suite struct PersistedQueryTests {
    static let hash = "7f56e67dd21ab3f30d1ff8b7bed08893f0a0db86449836189b361dd1e56ddb4b"  // SHA-256 of "{ __typename }"
    static let extensions = #"{"persistedQuery":{"version":1,"sha256Hash":"\#(hash)"}}"#
    static let notFound = #"{"errors":[{"message":"PersistedQueryNotFound","extensions":{"code":"PERSISTED_QUERY_NOT_FOUND"}}]}"#

    @Test func anUnknownHashIsNotFoundThenRegisteredThenServedByHashAlone() async throws {
        let server = try makeTestServer()
        expect(await answer(server, post(#"{"extensions":\#(Self.extensions)}"#)), status: 200, contentType: jsonType, body: Self.notFound)
        expect(
            await answer(server, post(#"{"query":"{ __typename }","extensions":\#(Self.extensions)}"#)), status: 200,
            contentType: jsonType, body: typenameBody)
        expect(await answer(server, post(#"{"extensions":\#(Self.extensions)}"#)), status: 200, contentType: jsonType, body: typenameBody)
        expect(await answer(server, get([("extensions", Self.extensions)])), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func notFoundIs400WithGraphQLResponseJSON() async throws {
        let result = await answer(try makeTestServer(), post(#"{"extensions":\#(Self.extensions)}"#, accept: "application/graphql-response+json"))
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.notFound)
    }

    @Test func aHashThatDoesNotMatchTheQueryIsRefused() async throws {
        let server = try makeTestServer()
        let result = await answer(server, post(#"{"query":"{ hello }","extensions":\#(Self.extensions)}"#))
        expect(
            result, status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"provided sha does not match query","extensions":{"code":"BAD_REQUEST"}}]}"#)
        expect(await answer(server, post(#"{"extensions":\#(Self.extensions)}"#)), status: 200, contentType: jsonType, body: Self.notFound)
    }

    @Test func aMalformedExtensionIsRefused() async throws {
        let result = await answer(try makeTestServer(), post(#"{"extensions":{"persistedQuery":{"version":2,"sha256Hash":"x"}}}"#))
        #expect(result.status == 400)
        #expect(result.text.contains(#"\"version\": 1"#))
    }

    @Test func withPersistedQueriesOffTheExtensionIsNotSupported() async throws {
        let server = try makeTestServer { $0.service.persistedQueryCapacity = nil }
        expect(
            await answer(server, post(#"{"query":"{ __typename }","extensions":\#(Self.extensions)}"#)), status: 400,
            contentType: jsonType,
            body: #"{"errors":[{"message":"PersistedQueryNotSupported","extensions":{"code":"PERSISTED_QUERY_NOT_SUPPORTED"}}]}"#)
    }

    @Test func theStoreIsBounded() async throws {
        let service = try GraphQLService(
            schema: try buildSchema(testSchemaSDL), resolvers: testResolvers(),
            configuration: GraphQLServiceConfiguration(persistedQueryCapacity: 1))
        func register(_ query: String) async -> GraphQLOutcome {
            let hash = SHA256.hexDigest(query.utf8)
            let extensions: JSONObject = ["persistedQuery": ["version": 1, "sha256Hash": .string(hash)]]
            return await service.run(GraphQLRequest(query: query, extensions: extensions), context: TestContext())
        }
        _ = await register("{ hello }")
        _ = await register("{ __typename }")
        let first: JSONObject = ["persistedQuery": ["version": 1, "sha256Hash": .string(SHA256.hexDigest("{ hello }".utf8))]]
        guard case .rejected(_, .persistedQueryNotFound) = await service.run(GraphQLRequest(query: nil, extensions: first), context: TestContext())
        else { Issue.record("the first query should have been evicted"); return }
    }
}
