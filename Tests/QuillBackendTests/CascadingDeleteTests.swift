import GraphQL
import Testing

@testable import QuillBackend

/// `@relation(onDelete: CASCADE | SET_NULL)` (Prisma 1's): deleting a node deletes what its
/// cascading relations point at, and what theirs do, in the same transaction, with an
/// event for each; the others are disconnected (or the delete refused where they need it).
@Suite(.offThePool) struct CascadingDeleteTests {
    static let sdl = """
        type Post {
          id: ID! @isUnique
          title: String!
          comments: [Comment!]! @relation(name: "PostComments", onDelete: CASCADE)
          author: User @relation(name: "UserPosts")
        }
        type Comment {
          id: ID! @isUnique
          text: String!
          post: Post! @relation(name: "PostComments")
          replies: [Reply!]! @relation(name: "CommentReplies", onDelete: CASCADE)
        }
        type Reply { id: ID! @isUnique, text: String!, comment: Comment! @relation(name: "CommentReplies") }
        type User { id: ID! @isUnique, name: String!, posts: [Post!]! @relation(name: "UserPosts", onDelete: SET_NULL) }
        """

    @Test(arguments: TestDatabase.allCases)
    func deletingAPostDeletesItsCommentsAndTheirReplies(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let created = try await harness.data(
            """
            mutation { createPost(title: "p", author: { name: "Ann" }, comments: [{ text: "a" }, { text: "b" }]) { id author { id } comments { id } } }
            """)["createPost"]
        let post = created?["id"]?.serializedString ?? ""
        let user = created?["author"]?["id"] ?? .null
        let comment = created?["comments"]?[0]?["id"]?.serializedString ?? ""
        for text in ["r1", "r2"] { _ = try await harness.data(#"mutation { createReply(text: "\#(text)", commentId: \#(comment)) { id } }"#) }
        _ = try await harness.data(#"mutation { createPost(title: "other", comments: [{ text: "c" }]) { id } }"#)
        // (On PostgreSQL the creations' events may arrive after these subscribe: the filters leave them out.)
        var comments = try await harness.subscribe(
            "subscription { Comment(filter: { mutation_in: [DELETED] }) { mutation previousValues { text } } }")
        var replies = try await harness.subscribe("subscription { Reply(filter: { mutation_in: [DELETED] }) { mutation previousValues { text } } }")
        var users = try await harness.subscribe(
            "subscription { User(filter: { mutation_in: [UPDATED] }) { mutation updatedFields node { name posts { title } } } }")
        var posts = try await harness.subscribe("subscription { Post(filter: { mutation_in: [DELETED] }) { mutation previousValues { title } } }")
        let (deleted, statements) = try await harness.statements {
            try await harness.data("mutation { deletePost(id: \(post)) { title comments { text replies { text } } } }")
        }
        // The payload is the post as it was.
        #expect(
            deleted == [
                "deletePost": [
                    "title": "p", "comments": [["text": "a", "replies": [["text": "r1"], ["text": "r2"]]], ["text": "b", "replies": []]],
                ]
            ])
        #expect(statements.filter { $0.hasPrefix("DELETE") }.count == 5, "\(statements)")
        let left = try await harness.data("{ allPosts { title } allComments { text } allReplies { text } allUsers { name posts { title } } }")
        #expect(
            left == ["allPosts": [["title": "other"]], "allComments": [["text": "c"]], "allReplies": [], "allUsers": [["name": "Ann", "posts": []]]])
        var commentEvents: [JSONValue] = []
        for _ in 0..<2 { commentEvents.append(await comments.next()?["data"]?["Comment"] ?? .null) }
        let expectedEvents: [JSONValue] = [
            ["mutation": "DELETED", "previousValues": ["text": "a"]], ["mutation": "DELETED", "previousValues": ["text": "b"]],
        ]
        #expect(Set(commentEvents.map(\.serializedString)) == Set(expectedEvents.map(\.serializedString)))
        var replyEvents: [JSONValue] = []
        for _ in 0..<2 { replyEvents.append(await replies.next()?["data"]?["Reply"]?["previousValues"]?["text"] ?? .null) }
        #expect(Set(replyEvents) == ["r1", "r2"])
        #expect(await users.next()?["data"]?["User"] == ["mutation": "UPDATED", "updatedFields": ["posts"], "node": ["name": "Ann", "posts": []]])
        #expect(await posts.next()?["data"]?["Post"] == ["mutation": "DELETED", "previousValues": ["title": "p"]])
        // SET_NULL keeps the user; deleting the user disconnects its posts.
        _ = try await harness.data("mutation { deleteUser(id: \(user.serializedString)) { id } }")
        #expect(try await harness.data("{ allPosts { title author { name } } }") == ["allPosts": [["title": "other", "author": nil]]])
    }

    /// Without a cascade, a node others need stays: the whole delete is refused.
    @Test(arguments: TestDatabase.allCases)
    func aRequiredRelationWithoutCascadeRefusesTheWholeDelete(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: Self.sdl.replacingOccurrences(
                of: #"@relation(name: "CommentReplies", onDelete: CASCADE)"#, with: #"@relation(name: "CommentReplies")"#), database: database)
        let created = try await harness.data(#"mutation { createPost(title: "p", comments: [{ text: "a" }]) { id comments { id } } }"#)["createPost"]
        let post = created?["id"]?.serializedString ?? ""
        let comment = created?["comments"]?[0]?["id"]?.serializedString ?? ""
        _ = try await harness.data(#"mutation { createReply(text: "r", commentId: \#(comment)) { id } }"#)
        let refused = await harness.run("mutation { deletePost(id: \(post)) { id } }")
        #expect(refused["errors"]?[0]?["extensions"]?["code"] == "REQUIRED_RELATION", "\(refused)")
        #expect(refused["errors"]?[0]?["message"]?.stringValue?.contains("'CommentReplies'") == true)
        #expect(
            try await harness.data("{ allPosts { title } allComments { text } allReplies { text } }") == [
                "allPosts": [["title": "p"]], "allComments": [["text": "a"]], "allReplies": [["text": "r"]],
            ])
    }

    @Test(arguments: TestDatabase.allCases)
    func collections(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Post @model { title: String!, comments: [Comment] @relation(name: "PostComments", onDelete: CASCADE) }
                type Comment @model { text: String!, post: Post @relation(name: "PostComments") }
                """, convention: .collections, database: database)
        let post = try await harness.data(
            #"mutation { postCreate(input: { title: "p", comments: [{ create: { text: "a" } }, { create: { text: "b" } }] }) { post { id } } }"#)
        let id = post["postCreate"]?["post"]?["id"]?.serializedString ?? ""
        _ = try await harness.data(#"mutation { commentCreate(input: { text: "alone" }) { comment { id } } }"#)
        _ = try await harness.data("mutation { postDelete(by: { id: \(id) }) { deletedId } }")
        let left = try await harness.data("{ commentCollection(first: 10) { edges { node { text } } } }")
        #expect(left["commentCollection"]?["edges"] == [["node": ["text": "alone"]]])
    }

    @Test func onDeleteIsCheckedInTheModel() {
        #expect(
            Fixtures.diagnostics(
                """
                type A { b: [B] @relation(name: "AB", onDelete: CASCADE) }
                type B { a: A @relation(name: "AB", onDelete: CASCADE) }
                """) == [
                    "model.graphql:2:10: Relation 'AB' cascades deletes both ways ('A.b' and 'B.a'); one side at most can have onDelete: CASCADE"
                ])
        #expect(
            Fixtures.diagnostics("type A { b: B @relation(name: \"AB\", onDelete: DELETE) }\ntype B { a: A @relation(name: \"AB\") }") == [
                "model.graphql:1:47: '@relation(onDelete:)' takes CASCADE or SET_NULL"
            ])
    }
}
