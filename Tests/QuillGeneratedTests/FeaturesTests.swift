import GraphQL
import Quill
import Testing

/// The Features example's generated code at run time: operations executed over mock data
/// by the engine, decoded through the contract, and read through type cases, fragments,
/// conditions, enums and input objects.
@Suite struct FeaturesTests {
    static let schema = try! QuillGeneratedTests.schema(at: "Tests/QuillCodegenTests/Fixtures/Features/schema.graphql")

    static let ana: JSONValue = [
        "__typename": "User", "id": "u1", "login": "ana", "avatarURL": "https://avatars/ana", "name": "Ana",
        "createdAt": 1_700_000_000, "status": "DO_NOT_DISTURB", "role": "guest", "settings": ["theme": "dark"],
        "friends": [["__typename": "User", "id": "u2", "login": "ben"]],
    ]
    static let post: JSONValue = [
        "__typename": "Post", "id": "p1", "title": "Hello", "type": "LINK", "body": "<p>Hi</p>", "author": ana,
        "default": true, "self": "me", "protocol": "https", "matrix": [[1, 2], nil], "tags": nil,
        "comments": [
            "edges": [["cursor": "c1", "node": ["id": "k1", "body": "First", "_meta": ["count": 2], "author": nil]]],
            "pageInfo": ["hasNextPage": false, "endCursor": nil],
        ],
    ]
    static let root: JSONValue = [
        "viewer": ana,
        "node": post,
        "posts": [post],
        "search": [
            ana,
            ["__typename": "Bot", "id": "b1", "login": "dependabot", "avatarURL": "https://avatars/bot", "owner": ana],
            ["__typename": "Organization", "id": "o1", "name": "Quill", "members": [ana, nil]],
            post,
        ],
    ]

    /// The data `operation` gets from the mock data.
    func data<Operation: GraphQLOperation>(_ operation: Operation) throws -> Operation.Data {
        let executor = try Executor<Void>(schema: Self.schema)
        let result = try execute(operation, on: executor, rootValue: Self.root)
        #expect(result.errors == nil)
        return try #require(result.data)
    }

    @Test func fragmentsAndTheirFieldsAreReadOnTheSelectionThatSpreadsThem() throws {
        let viewer = try data(Features.ViewerQuery(withFriends: true)).viewer
        #expect(viewer.login == "ana")
        #expect(viewer.fragments.userDetails.name == "Ana")
        #expect(viewer.fragments.userDetails.fragments.actorSummary.avatarURL == "https://avatars/ana")
        #expect(viewer.createdAt == Timestamp(secondsSince1970: 1_700_000_000))
        #expect(viewer.status == .doNotDisturb)
        #expect(viewer.role == .guest)
        #expect(viewer.settings == ["theme": "dark"])
        #expect(viewer.friends?.map(\.login) == ["ben"])
        #expect(viewer.__typename == "User")
    }

    @Test func aFieldUnderIncludeIsNilWhenLeftOut() throws {
        let viewer = try data(Features.ViewerQuery(withFriends: false, skipStatus: true)).viewer
        #expect(viewer.friends == nil)
        // `status` is skipped here but selected by UserDetails too, so it is there.
        #expect(viewer.status == .doNotDisturb)
    }

    @Test func typeCasesMatchTheObjectsType() throws {
        let results = try data(Features.SearchQuery(text: "a")).search
        #expect(results.map(\.asNode?.id) == ["u1", "b1", "o1", "p1"])
        #expect(results[0].asUser?.fragments.userDetails.login == "ana")
        #expect(results[0].asBot == nil)
        #expect(results[1].asBot?.owner?.login == "ana")
        #expect(results[2].asOrganization?.orgName == "Quill")
        #expect(results[2].asOrganization?.members.map { $0?.login } == ["ana", nil])
        #expect(results[3].asPost?.fragments.postDetails.author.asUser?.name == "Ana")
        #expect(results[3].asPost?.fragments.postDetails.author.login == "ana")
        #expect(results.map { $0.asUser != nil } == [true, false, false, false])
    }

    @Test func aTypeCaseUnderIncludeIsNilWhenLeftOut() throws {
        let without = try data(Features.NodeQuery(id: "p1")).node
        #expect(without?.asPost == nil)
        #expect(without?.fragments.postDetails?.title == "Hello")
        let with = try data(Features.NodeQuery(id: "p1", withComments: true)).node
        let comments = try #require(with?.asPost?.comments)
        #expect(comments.edges.map(\.node.body) == ["First"])
        #expect(comments.edges.first?.node.meta.count == 2)
        #expect(comments.pageInfo.endCursor == nil)
    }

    @Test func fieldsNamedLikeKeywordsAndAliases() throws {
        let post = try #require(try data(Features.PostsQuery()).posts.first)
        #expect(post.first == "Hello")
        #expect(post.default == true)
        #expect(post.`self` == "me")
        #expect(post.protocol == "https")
        #expect(post.type == .link)
        #expect(post.matrix == [[1, 2], nil])
        #expect(post.tags == nil)
    }

    @Test func inputObjectsTellAbsentFromNull() {
        let minimal = Features.CreatePostMutation(input: Features.NewPost(title: "T", body: "B"))
        #expect(minimal.__variables == ["input": ["title": "T", "body": "B"]])
        let full = Features.CreatePostMutation(input: Features.NewPost(title: "T", body: "B", type: .link, tags: .null, draft: .some(true)))
        #expect(full.__variables == ["input": ["title": "T", "body": "B", "type": "LINK", "tags": nil, "draft": true]])
        let filter = Features.PostFilter(
            not: .some(Features.PostFilter(titleContains: .some("x"))), createdAfter: .some(Timestamp(secondsSince1970: 5)))
        #expect(Features.PostsQuery(filter: filter).__variables == ["filter": ["not": ["titleContains": "x"], "createdAfter": 5]])
        #expect(Features.SetStatusMutation().__variables == JSONObject())
        #expect(Features.SetStatusMutation(status: .doNotDisturb).__variables == ["status": "DO_NOT_DISTURB"])
    }

    @Test func aOneOfInputObjectIsAnEnumThatSendsItsOneField() throws {
        #expect(Features.UserQuery(by: .login("ana")).__variables == ["by": ["login": "ana"]])
        let byFilter = Features.UserQuery(by: .filter(Features.PostFilter(titleContains: .some("x"))))
        #expect(byFilter.__variables == ["by": ["filter": ["titleContains": "x"]]])
        // The engine's @oneOf coercion accepts what the enum sends.
        let executor = try Executor<Void>(schema: Self.schema)
        let result = try execute(Features.UserQuery(by: .id("u1")), on: executor, rootValue: ["user": Self.ana])
        #expect(result.errors == nil)
        #expect(result.data?.user?.login == "ana")
        // And refuses two fields, which the enum cannot express.
        let two = executor.graphqlSync(
            Source(Features.UserQuery.operationDocument.text), operationName: "User",
            variables: ["by": ["id": "u1", "login": "ana"]], context: (), rootValue: ["user": Self.ana])
        let message = #"Variable "$by" got invalid value { id: "u1", login: "ana" }; Exactly one key must be specified for OneOf type "UserBy"."#
        #expect(two.errors.map(\.message) == [message])
    }

    @Test func enumsKeepValuesTheyDoNotKnow() throws {
        #expect(try Features.Status(_jsonValue: "BUSY") == .__unknown("BUSY"))
        #expect(Features.Status.allCases == [.active, .away, .doNotDisturb])
        #expect(Features.Status.allCases.map(\.rawValue) == ["ACTIVE", "AWAY", "DO_NOT_DISTURB"])
        #expect(Features.Role(rawValue: "guest") == .guest)
    }

    @Test func memberwiseInitializersBuildTheSameData() {
        let user = Features.UserDetails(
            id: "u1", name: nil, status: .away, createdAt: Timestamp(secondsSince1970: 1), login: "ana", avatarURL: "a")
        #expect(user.__typename == "User")
        #expect(user.fragments.actorSummary.login == "ana")
        #expect(user.status == .away)
        let author = Features.PostDetails.Author(__typename: "Bot", login: "dependabot", avatarURL: "b")
        #expect(author.asUser == nil)
        #expect(author.fragments.actorSummary.login == "dependabot")
    }

    @Test func keyFieldsAreGeneratedForTheCache() {
        #expect(Features.ViewerQuery.__cacheKeyFields["User"] == ["id"])
        #expect(Features.PostDetails.__cacheKeyFields["Post"] == ["id"])
        #expect(Features.SchemaMetadata.cacheKeyFields.keys.sorted() == ["Bot", "Comment", "Organization", "Post", "User"])
        // Added to the selections of types that have them, as __typename is.
        #expect(Features.ViewerQuery.operationDocument.text.contains("viewer { __typename id ...UserDetails"))
        #expect(LaunchListQuery.__cacheKeyFields.isEmpty)
    }
}
