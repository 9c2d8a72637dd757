import GraphQL
import Testing

@testable import QuillBackend

/// Nested writes below the first level in the collections dialect: an update's relation
/// input also updates (`update: { by, input }`, whose input nests again), upserts
/// (`upsert: { by, create, update }`) and deletes (`delete: ID`) the nodes linked to it,
/// all in the mutation's transaction.
@Suite(.offThePool) struct CollectionsNestedWriteTests {
    static let sdl = """
        type Post @model { title: String!, comments: [Comment] }
        type Comment @model { message: String! @length(max: 10), post: Post, replies: [Reply] }
        type Reply @model { text: String!, comment: Comment! }
        """

    static func state(_ harness: BackendHarness) async throws -> JSONValue {
        try await harness.data(
            """
            { postCollection(first: 10) { edges { node { title comments(first: 10) { edges { node { message replies(first: 10) { edges { node { text } } } } } } } } }
              commentCollection(first: 10) { totalCount } replyCollection(first: 10) { totalCount } }
            """)
    }

    static func setUp(_ harness: BackendHarness) async throws -> (post: String, comments: [String]) {
        let data = try await harness.data(
            #"""
            mutation { postCreate(input: { title: "p", comments: [{ create: { message: "a" } }, { create: { message: "b" } }] }) {
              post { id comments(first: 5) { edges { node { id } } } } } }
            """#)
        let post = data["postCreate"]?["post"]?["id"]?.stringValue ?? ""
        let comments = data["postCreate"]?["post"]?["comments"]?["edges"]?.arrayValue?.compactMap { $0["node"]?["id"]?.stringValue } ?? []
        return (post, comments)
    }

    @Test(arguments: TestDatabase.allCases)
    func anUpdateUpdatesAndDeletesLinkedNodesAtAnyDepth(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        #expect(
            printSchema(harness.backend.schema).contains(
                """
                  \"\"\"Updates a Comment linked to it\"\"\"
                  update: CommentUpdateManyInput

                  \"\"\"Updates the Comment linked to it with a key, or creates one\"\"\"
                  upsert: CommentToPostUpsertComment

                  \"\"\"Deletes a Comment linked to it\"\"\"
                  delete: ID
                """))
        let (post, comments) = try await Self.setUp(harness)
        _ = try await harness.data(
            #"""
            mutation { postUpdate(by: { id: "\#(post)" }, input: { title: "q", comments: [
              { update: { by: { id: "\#(comments[0])" }, input: { message: "A", replies: [{ create: { text: "r1" } }, { create: { text: "r2" } }] } } },
              { delete: "\#(comments[1])" },
              { create: { message: "c" } }
            ] }) { post { id } } }
            """#)
        #expect(
            try await Self.state(harness) == [
                "postCollection": [
                    "edges": [
                        [
                            "node": [
                                "title": "q",
                                "comments": [
                                    "edges": [
                                        ["node": ["message": "A", "replies": ["edges": [["node": ["text": "r1"]], ["node": ["text": "r2"]]]]]],
                                        ["node": ["message": "c", "replies": ["edges": []]]],
                                    ]
                                ],
                            ]
                        ]
                    ]
                ],
                "commentCollection": ["totalCount": 2], "replyCollection": ["totalCount": 2],
            ])
        // Two levels down: the post updates its comment, which deletes one of its replies.
        let replies =
            try await harness.data(#"{ replyCollection(first: 5) { edges { node { id text } } } }"#)["replyCollection"]?["edges"]?.arrayValue ?? []
        let r1 = replies.first { $0["node"]?["text"] == "r1" }?["node"]?["id"]?.stringValue ?? ""
        _ = try await harness.data(
            #"""
            mutation { postUpdate(by: { id: "\#(post)" }, input: { comments: [{ update: { by: { id: "\#(comments[0])" }, input: { replies: [{ delete: "\#(r1)" }] } } }] }) { post { id } } }
            """#)
        #expect(
            try await harness.data("{ replyCollection(first: 5) { edges { node { text } } } }") == [
                "replyCollection": ["edges": [["node": ["text": "r2"]]]]
            ])
    }

    @Test(arguments: TestDatabase.allCases)
    func anUpsertUpdatesTheLinkedNodeOrCreatesOne(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        #expect(
            printSchema(harness.backend.schema).contains(
                "input CommentToPostUpsertComment {\n  by: CommentByInput!\n  create: CommentToPostCreateComment!\n  update: CommentUpdateInput!\n}"))
        let (post, comments) = try await Self.setUp(harness)
        let other =
            try await harness.data(#"mutation { commentCreate(input: { message: "other" }) { comment { id } } }"#)["commentCreate"]?["comment"]?[
                "id"]?.stringValue ?? ""
        _ = try await harness.data(
            #"""
            mutation { postUpdate(by: { id: "\#(post)" }, input: { comments: [
              { upsert: { by: { id: "\#(comments[0])" }, create: { message: "never" }, update: { message: "A" } } },
              { upsert: { by: { id: "\#(other)" }, create: { message: "new" }, update: { message: "never" } } }
            ] }) { post { id } } }
            """#)
        // The linked comment updated; the other not linked, so a new one created and linked (the other untouched).
        let messages = try await harness.data(
            #"{ post(by: { id: "\#(post)" }) { comments(first: 10) { edges { node { message } } } } commentCollection(first: 10) { totalCount } }"#)
        #expect(
            messages == [
                "post": ["comments": ["edges": [["node": ["message": "A"]], ["node": ["message": "b"]], ["node": ["message": "new"]]]]],
                "commentCollection": ["totalCount": 4],
            ])
        #expect(
            try await harness.data(#"{ comment(by: { id: "\#(other)" }) { message post { title } } }"#) == [
                "comment": ["message": "other", "post": nil]
            ])
    }

    @Test(arguments: TestDatabase.allCases)
    func onlyLinkedNodesAndValidInputAndNothingIsWrittenOtherwise(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let (post, comments) = try await Self.setUp(harness)
        let other =
            try await harness.data(#"mutation { commentCreate(input: { message: "other" }) { comment { id } } }"#)["commentCreate"]?["comment"]?[
                "id"]?.stringValue ?? ""
        let before = try await Self.state(harness)
        for (action, code) in [
            (#"{ delete: "\#(other)" }"#, "NOT_FOUND"),
            (#"{ update: { by: { id: "\#(other)" }, input: { message: "x" } } }"#, "NOT_FOUND"),
            (#"{ update: { by: { id: "\#(comments[0])" }, input: { message: "far too long here" } } }"#, "INVALID_ARGUMENT"),
        ] {
            // The valid first action is rolled back with the refused one.
            let response = await harness.run(
                #"""
                mutation { postUpdate(by: { id: "\#(post)" }, input: { title: "changed", comments: [{ delete: "\#(comments[1])" }, \#(action)] }) { post { id } } }
                """#)
            #expect(response["errors"]?[0]?["extensions"]?["code"] == .string(code), "\(response)")
            #expect(try await Self.state(harness) == before)
        }
        let notLinked = await harness.run(
            #"mutation { postUpdate(by: { id: "\#(post)" }, input: { comments: [{ delete: "\#(other)" }] }) { post { id } } }"#)
        #expect(notLinked["errors"]?[0]?["message"] == .string(#"Comment "\#(other)" is not linked to Post.comments of Post "\#(post)""#))
    }
}
