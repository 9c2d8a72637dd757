import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// The rules of a Graphcool model, by caller, on each database: counts, relation filters,
/// lookups, relation mutations, `updateOrCreate`, and subscription events, judged event
/// by event.
@Suite(.offThePool) struct GraphcoolAuthorizationTests {
    static let model = """
        type Post @auth(rules: [{ allow: owner }, { allow: private, operations: [read] }]) {
          id: ID! @isUnique
          title: String!
          secret: String @auth(rules: [{ allow: owner }])
          comments: [Comment!]! @relation(name: "PostComments")
        }
        type Comment @auth(rules: [{ allow: owner }]) {
          id: ID! @isUnique
          text: String!
          post: Post @relation(name: "PostComments")
        }
        """

    /// pA (alice's, with her comment cA and bob's cB), pB (bob's, with his cB2).
    static func world(_ database: TestDatabase) async throws -> (AuthHarness, [String: String]) {
        let harness = try AuthHarness(sdl: model, database: database)
        var ids: [String: String] = [:]
        let a = try await harness.data(
            #"mutation { createPost(title: "A", secret: "a-secret", comments: [{ text: "alice on A" }]) { id comments { id } } }"#, as: Callers.alice)
        ids["pA"] = a["createPost"]?["id"]?.stringValue
        ids["cA"] = a["createPost"]?["comments"]?[0]?["id"]?.stringValue
        let b = try await harness.data(
            #"mutation { createPost(title: "B", secret: "b-secret", comments: [{ text: "bob on B" }]) { id comments { id } } }"#, as: Callers.bob)
        ids["pB"] = b["createPost"]?["id"]?.stringValue
        ids["cB2"] = b["createPost"]?["comments"]?[0]?["id"]?.stringValue
        ids["cB"] = try await harness.data(#"mutation { createComment(text: "bob on A") { id } }"#, as: Callers.bob)["createComment"]?["id"]?
            .stringValue
        _ = try await harness.data(
            #"mutation { addToPostComments(commentsCommentId: "\#(ids["cB"]!)", postPostId: "\#(ids["pA"]!)") { postPost { id } } }"#, as: Callers.key
        )
        return (harness, ids)
    }

    @Test(arguments: TestDatabase.allCases)
    func countsAndRelationFiltersCountOnlyWhatTheCallerMayRead(database: TestDatabase) async throws {
        let (harness, _) = try await Self.world(database)
        let meta = "{ _allCommentsMeta { count } allPosts { title _commentsMeta { count } } }"
        #expect(
            try await harness.data(meta, as: Callers.alice) == [
                "_allCommentsMeta": ["count": 1],
                "allPosts": [["title": "A", "_commentsMeta": ["count": 1]], ["title": "B", "_commentsMeta": ["count": 0]]],
            ])
        #expect(
            try await harness.data(meta, as: Callers.bob) == [
                "_allCommentsMeta": ["count": 2],
                "allPosts": [["title": "A", "_commentsMeta": ["count": 1]], ["title": "B", "_commentsMeta": ["count": 1]]],
            ])
        #expect(try await harness.data("{ _allCommentsMeta { count } }", as: Callers.key) == ["_allCommentsMeta": ["count": 3]])
        #expect(await harness.errors("{ _allCommentsMeta { count } }", as: Callers.anonymous) == ["UNAUTHENTICATED: Sign in to read Comment."])
        let some = #"{ allPosts(filter: { comments_some: { text: "bob on A" } }) { title } }"#
        #expect(try await harness.data(some, as: Callers.alice) == ["allPosts": []])
        #expect(try await harness.data(some, as: Callers.bob) == ["allPosts": [["title": "A"]]])
        let none = #"{ allPosts(filter: { comments_none: { text_starts_with: "bob" } }) { title } }"#
        #expect(try await harness.data(none, as: Callers.alice) == ["allPosts": [["title": "A"], ["title": "B"]]])
        #expect(try await harness.data(none, as: Callers.bob) == ["allPosts": []])
        let every = #"{ allPosts(filter: { comments_every: { text_starts_with: "alice" } }) { title comments { text } } }"#
        #expect(
            try await harness.data(every, as: Callers.alice)
                == ["allPosts": [["title": "A", "comments": [["text": "alice on A"]]], ["title": "B", "comments": []]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func lookupsAndNestedReadsAnswerAsIfHiddenNodesDidNotExist(database: TestDatabase) async throws {
        let (harness, ids) = try await Self.world(database)
        #expect(try await harness.data(#"{ Comment(id: "\#(ids["cB"]!)") { text } }"#, as: Callers.alice) == ["Comment": nil])
        #expect(
            try await harness.data(#"{ Comment(id: "\#(ids["cB"]!)") { text post { title secret } } }"#, as: Callers.bob)
                == ["Comment": ["text": "bob on A", "post": ["title": "A", "secret": nil]]])
        #expect(
            try await harness.data(#"{ Post(id: "\#(ids["pA"]!)") { secret comments { text } } }"#, as: Callers.alice)
                == ["Post": ["secret": "a-secret", "comments": [["text": "alice on A"]]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func relationMutationsNeedUpdateOnBothSides(database: TestDatabase) async throws {
        let (harness, ids) = try await Self.world(database)
        let (pA, pB, cA, cB2) = (ids["pA"]!, ids["pB"]!, ids["cA"]!, ids["cB2"]!)
        #expect(
            await harness.errors(
                #"mutation { addToPostComments(commentsCommentId: "\#(cB2)", postPostId: "\#(pA)") { postPost { id } } }"#, as: Callers.bob)
                == ["FORBIDDEN: The rules of Post do not let this caller update it."])
        let hidden = await harness.errors(
            #"mutation { addToPostComments(commentsCommentId: "\#(cA)", postPostId: "\#(pB)") { postPost { id } } }"#, as: Callers.bob)
        let missing = await harness.errors(
            #"mutation { addToPostComments(commentsCommentId: "nope", postPostId: "\#(pB)") { postPost { id } } }"#, as: Callers.bob)
        #expect(hidden == [missing[0].replacingOccurrences(of: "nope", with: cA)])
        #expect(
            await harness.errors(#"mutation { updatePost(id: "\#(pB)", commentsIds: ["\#(cA)"]) { id } }"#, as: Callers.bob)
                == missing.map { $0.replacingOccurrences(of: "nope", with: cA) })
        // Nothing changed.
        #expect(
            try await harness.data("{ allPosts { title comments { text } } }", as: Callers.key) == [
                "allPosts": [
                    ["title": "A", "comments": [["text": "alice on A"], ["text": "bob on A"]]], ["title": "B", "comments": [["text": "bob on B"]]],
                ]
            ])
        // A node bob cannot see is one that does not exist to updateOrCreate: a new one is made.
        let made = try await harness.data(
            """
            mutation { updateOrCreateComment(update: { id: "\(cA)", text: "taken" }, create: { text: "bob's own" }) { text } }
            """, as: Callers.bob)
        #expect(made == ["updateOrCreateComment": ["text": "bob's own"]])
        #expect(try await harness.data(#"{ Comment(id: "\#(cA)") { text } }"#, as: Callers.key) == ["Comment": ["text": "alice on A"]])
        #expect(
            await harness.errors(#"mutation { deletePost(id: "\#(pA)") { id } }"#, as: Callers.bob)
                == ["FORBIDDEN: The rules of Post do not let this caller delete it."])
        #expect(
            await harness.errors(#"mutation { updatePost(id: "\#(pA)", secret: "x") { id } }"#, as: Callers.bob)
                == ["FORBIDDEN: The rules of Post do not let this caller update it."])
    }

    @Test(arguments: TestDatabase.allCases)
    func subscribersReceiveOnlyTheEventsOfNodesTheyMayRead(database: TestDatabase) async throws {
        let (harness, ids) = try await Self.world(database)
        var alices = try await harness.subscribe("subscription { Comment { mutation node { text } previousValues { text } } }", as: Callers.alice)
        var bobs = try await harness.subscribe("subscription { Comment { mutation node { text } previousValues { text } } }", as: Callers.bob)
        var posts = try await harness.subscribe(
            "subscription { Post { mutation updatedFields node { title secret } previousValues { secret } } }", as: Callers.bob)
        // On PostgreSQL the setup's events may still be on their way: each subscriber reads up
        // to a marker of its own first.
        _ = try await harness.data(#"mutation { createComment(text: "alice's marker") { id } }"#, as: Callers.alice)
        _ = try await harness.data(#"mutation { createComment(text: "bob's marker") { id } }"#, as: Callers.bob)
        _ = try await harness.data(#"mutation { updatePost(id: "\#(ids["pB"]!)", title: "B marker") { id } }"#, as: Callers.bob)
        #expect(await alices.skip { $0["node"]?["text"] == "alice's marker" })
        #expect(await bobs.skip { $0["node"]?["text"] == "bob's marker" })
        #expect(await posts.skip { $0["node"]?["title"] == "B marker" })
        _ = try await harness.data(#"mutation { createComment(text: "bob again") { id } }"#, as: Callers.bob)
        _ = try await harness.data(#"mutation { deleteComment(id: "\#(ids["cA"]!)") { id } }"#, as: Callers.alice)
        _ = try await harness.data(#"mutation { createComment(text: "alice again") { id } }"#, as: Callers.alice)
        _ = try await harness.data(#"mutation { updatePost(id: "\#(ids["pA"]!)", title: "A2", secret: "new-secret") { id } }"#, as: Callers.alice)
        // Events arrive in order: alice's first is her own delete (bob's create was not hers to see).
        #expect(await alices.next() == ["data": ["Comment": ["mutation": "DELETED", "node": nil, "previousValues": ["text": "alice on A"]]]])
        #expect(await alices.next() == ["data": ["Comment": ["mutation": "CREATED", "node": ["text": "alice again"], "previousValues": nil]]])
        // Bob's: his create, then nothing of alice's (her delete and create skipped).
        #expect(await bobs.next() == ["data": ["Comment": ["mutation": "CREATED", "node": ["text": "bob again"], "previousValues": nil]]])
        _ = try await harness.data(#"mutation { createComment(text: "bob last") { id } }"#, as: Callers.bob)
        #expect(await bobs.next() == ["data": ["Comment": ["mutation": "CREATED", "node": ["text": "bob last"], "previousValues": nil]]])
        // Bob reads alice's post, not its secret: null, and not among the updated fields. (The
        // post's comments changed with alice's delete, of a comment bob may not read: no event.)
        #expect(
            await posts.next() == [
                "data": [
                    "Post": [
                        "mutation": "UPDATED", "updatedFields": ["title"], "node": ["title": "A2", "secret": nil], "previousValues": ["secret": nil],
                    ]
                ]
            ])
    }

    @Test(arguments: TestDatabase.allCases)
    func anAnonymousSubscriptionToAPrivateTypeIsRefused(database: TestDatabase) async throws {
        let harness = try AuthHarness(sdl: Self.model, database: database)
        do {
            _ = try await harness.subscribe("subscription { Comment { mutation } }", as: Callers.anonymous)
            Issue.record("the subscription was made")
        } catch let error as HarnessError {
            #expect(error.message.contains(#""message":"Sign in to read Comment.""#))
            #expect(error.message.contains(#""code":"UNAUTHENTICATED""#))
        }
    }
}

extension SubscriptionResponses {
    /// Reads events up to the one whose subscription payload meets `condition`; false if
    /// the stream ends first.
    mutating func skip(until condition: (JSONValue) -> Bool) async -> Bool {
        while let event = await next() {
            if let payload = event["data"]?.objectValue?.members.first?.value, condition(payload) { return true }
        }
        return false
    }
}
