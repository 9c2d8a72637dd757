import GraphQL
import Testing

@testable import QuillBackend

/// A write that would leave a node without the node its required to-one relation
/// field points at is refused (`REQUIRED_RELATION`) and writes nothing.
@Suite(.offThePool) struct RequiredRelationTests {
    static let sdl = """
        type Post { id: ID!, title: String!, comments: [Comment!]! @relation(name: "PostComments") }
        type Comment { id: ID!, text: String!, post: Post! @relation(name: "PostComments") }
        """

    /// A post with one comment, and a second post; their ids.
    static func seed(_ harness: BackendHarness) async throws -> (post: String, comment: String, other: String) {
        let data = try await harness.data(
            """
            mutation {
              post: createPost(title: "a", comments: [{ text: "c" }]) { id comments { id } }
              other: createPost(title: "b") { id }
            }
            """)
        return (
            data["post"]?["id"]?.stringValue ?? "", data["post"]?["comments"]?[0]?["id"]?.stringValue ?? "",
            data["other"]?["id"]?.stringValue ?? ""
        )
    }

    static func expectRefused(_ harness: BackendHarness, _ mutation: String) async {
        let response = await harness.run("mutation { \(mutation) }")
        #expect(response["errors"]?[0]?["extensions"]?["code"] == "REQUIRED_RELATION", "\(mutation): \(response)")
        let message = response["errors"]?[0]?["message"]?.stringValue ?? ""
        #expect(message.hasPrefix("The change would violate the required relation 'PostComments' between"), "\(mutation)")
    }

    @Test(arguments: TestDatabase.allCases)
    func refusedWritesLeaveEverythingAsItWas(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let (post, comment, other) = try await Self.seed(harness)
        await Self.expectRefused(harness, #"deletePost(id: "\#(post)") { id }"#)
        await Self.expectRefused(harness, #"updatePost(id: "\#(post)", commentsIds: []) { id }"#)
        await Self.expectRefused(harness, #"removeFromPostComments(postPostId: "\#(post)", commentsCommentId: "\#(comment)") { postPost { id } }"#)
        let data = try await harness.data("{ allPosts { id comments { id } } allComments { id post { id } } }")
        #expect(
            data == [
                "allPosts": [["id": .string(post), "comments": [["id": .string(comment)]]], ["id": .string(other), "comments": []]],
                "allComments": [["id": .string(comment), "post": ["id": .string(post)]]],
            ])
    }

    @Test(arguments: TestDatabase.allCases)
    func movingOrDeletingTheRequiringNodeIsAllowed(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let (post, comment, other) = try await Self.seed(harness)
        _ = try await harness.data(#"mutation { updateComment(id: "\#(comment)", postId: "\#(other)") { id } }"#)
        #expect(try await harness.data(#"{ Post(id: "\#(other)") { comments { id } } }"#) == ["Post": ["comments": [["id": .string(comment)]]]])
        _ = try await harness.data(#"mutation { deletePost(id: "\#(post)") { id } }"#)
        _ = try await harness.data(#"mutation { deleteComment(id: "\#(comment)") { id } }"#)
        _ = try await harness.data(#"mutation { deletePost(id: "\#(other)") { id } }"#)
        #expect(
            try await harness.data("{ _allPostsMeta { count } _allCommentsMeta { count } }") == [
                "_allPostsMeta": ["count": 0], "_allCommentsMeta": ["count": 0],
            ])
    }

    @Test(arguments: TestDatabase.allCases)
    func collectionsRefuseTheSameWrites(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Post @model { title: String!, comments: [Comment] }
                type Comment @model { text: String!, post: Post! }
                """, database: database)
        let created = try await harness.data(
            #"mutation { postCreate(input: {title: "a", comments: [{create: {text: "c"}}]}) { post { id comments(first: 1) { edges { node { id } } } } } }"#
        )
        let post = created["postCreate"]?["post"]?["id"]?.stringValue ?? ""
        let comment = created["postCreate"]?["post"]?["comments"]?["edges"]?[0]?["node"]?["id"]?.stringValue ?? ""
        for (mutation, code) in [
            (#"postDelete(by: {id: "\#(post)"}) { deletedId }"#, "REQUIRED_RELATION"),
            (#"postDeleteMany(input: [{by: {id: "\#(post)"}}]) { deletedIds }"#, "REQUIRED_RELATION"),
            // Refused by the input reader already: unlinking through a required relation is never valid.
            (#"postUpdate(by: {id: "\#(post)"}, input: {comments: [{unlink: "\#(comment)"}]}) { post { id } }"#, "INVALID_ARGUMENT"),
        ] {
            let response = try JSONReader().read(await harness.text("mutation { \(mutation) }"))
            #expect(response["errors"]?[0]?["extensions"]?["code"] == .string(code), "\(mutation): \(response)")
        }
        let left = try await harness.data(#"{ commentCollection(first: 5) { edges { node { id post { id } } } } }"#)
        #expect(left["commentCollection"]?["edges"]?[0]?["node"] == ["id": .string(comment), "post": ["id": .string(post)]])
    }
}
