import Foundation
import GraphQL
import Quill
import Testing

/// The Features example generated in Apollo iOS 1.x's shapes (the ApolloFeatures golden
/// file) at run time: `GraphQLEnum` fields read as Apollo code reads them, a value the code
/// does not know kept through the normalized cache, and `GraphQLNullable` variables sent as
/// absent, null or a value.
@Suite struct ApolloShapesTests {
    static let schema = try! QuillGeneratedTests.schema(at: "Tests/QuillCodegenTests/Fixtures/Features/schema.graphql")

    /// The viewer, with these enum values.
    static func ana(status: String = "DO_NOT_DISTURB", role: String = "guest") -> JSONObject {
        [
            "__typename": "User", "id": "u1", "login": "ana", "avatarURL": "https://avatars/ana", "name": "Ana",
            "createdAt": 1_700_000_000, "status": .string(status), "role": .string(role), "settings": nil, "nickname": nil,
        ]
    }

    @Test func enumFieldsAreGraphQLEnums() throws {
        let executor = try Executor<Void>(schema: Self.schema)
        let result = try execute(ApolloFeatures.ViewerQuery(withFriends: false), on: executor, rootValue: ["viewer": .object(Self.ana())])
        #expect(result.errors == nil)
        let viewer = try #require(result.data?.viewer)
        #expect(viewer.status == .doNotDisturb)
        #expect(viewer.status == .case(.doNotDisturb))
        #expect(viewer.status != .away)
        #expect(viewer.role == .guest)
        #expect(viewer.role.value == .guest)
        #expect(viewer.role.rawValue == "guest")
        let typename: String = viewer.__typename
        #expect(typename == "User")
        switch viewer.role {
        case .guest: break
        default: Issue.record("\(viewer.role) does not match .guest")
        }
    }

    @Test func aValueTheCodeDoesNotKnowIsUnknown() throws {
        let user = Self.ana(status: "BUSY", role: "OWNER")
        let viewer = try ApolloFeatures.ViewerQuery.Data(_jsonValue: ["viewer": .object(user)]).viewer
        #expect(viewer.status == .unknown("BUSY"))
        #expect(viewer.status?.value == nil)
        #expect(viewer.role.rawValue == "OWNER")
        #expect(viewer.role != .admin)
        #expect(ApolloFeatures.Role(rawValue: "OWNER") == nil)
        // The enum alone (not in a GraphQLEnum) has only the schema's values.
        #expect(throws: JSONDecodingError.self) { try ApolloFeatures.Role(_jsonValue: "OWNER") }
        #expect(GraphQLEnum<ApolloFeatures.Role>.allCases == [.case(.admin), .case(.member), .case(.guest)])
    }

    @Test func anUnknownValueGoesThroughTheNormalizedCache() async throws {
        let client = client(answering: ["viewer": .object(Self.ana(status: "BUSY"))])
        let query = ApolloFeatures.ViewerQuery(withFriends: false)
        let fetched = try await client.fetch(query: query, cachePolicy: .fetchIgnoringCacheData)
        #expect(fetched.data?.viewer.status == .unknown("BUSY"))
        let cached = try await client.fetch(query: query, cachePolicy: .returnCacheDataDontFetch)
        #expect(cached.source == .cache)
        #expect(cached.data?.viewer.status == .unknown("BUSY"))
        #expect(cached.data?.viewer.role == .guest)
    }

    @Test func nullableVariablesAreAbsentNullOrAValue() {
        #expect(ApolloFeatures.ViewerQuery(withFriends: true).__variables == ["withFriends": true])
        #expect(ApolloFeatures.ViewerQuery(withFriends: true, skipStatus: .null).__variables == ["withFriends": true, "skipStatus": nil])
        #expect(ApolloFeatures.ViewerQuery(withFriends: true, skipStatus: true).__variables == ["withFriends": true, "skipStatus": true])
        let cursor: Int? = nil
        #expect(ApolloFeatures.SearchQuery(text: "a", first: cursor ?? .null).__variables == ["text": "a", "first": nil])
        let three: Int? = 3
        #expect(ApolloFeatures.SearchQuery(text: "a", first: three ?? .null).__variables == ["text": "a", "first": 3])
        #expect(ApolloFeatures.PostAddedSubscription(tags: ["swift"]).__variables == ["tags": ["swift"]])
        #expect(ApolloFeatures.SetStatusMutation(status: .init(.away)).__variables == ["status": "AWAY"])
        #expect(ApolloFeatures.SetStatusMutation(status: .null).__variables == ["status": nil])
        #expect(ApolloFeatures.SetStatusMutation().__variables == JSONObject())
        // A variable with a default is nullable too: `.null` overrides the default, absent keeps it.
        #expect(ApolloFeatures.PostsQuery(first: .null).__variables == ["first": nil])
        #expect(ApolloFeatures.PostsQuery().__variables == JSONObject())
        let post = ApolloFeatures.NewPost(title: "T", body: "B", type: .case(.link), draft: true)
        #expect(ApolloFeatures.CreatePostMutation(input: post).__variables == ["input": ["title": "T", "body": "B", "type": "LINK", "draft": true]])
    }

    /// A client whose chain answers every request with `data` itself: no request leaves it.
    private func client(answering data: JSONObject) -> QuillClient {
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store, additionalInterceptors: [AnsweringInterceptor(data: data)])
        let url = URL(string: "http://127.0.0.1:1/graphql")!
        return QuillClient(networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url), store: store)
    }
}

/// Answers a request with its data, as a mock or an offline layer does.
private struct AnsweringInterceptor: GraphQLInterceptor {
    let data: JSONObject

    func intercept<Operation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain) async throws
        -> InterceptorResult<Operation>
    {
        InterceptorResult(response: nil, result: GraphQLResult(data: Operation.Data(_dataDict: DataDict(data)), source: .server))
    }
}
