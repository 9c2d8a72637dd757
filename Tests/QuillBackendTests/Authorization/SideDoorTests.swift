import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// The side doors of a Graphcool model's rules, on each database: a field the caller may not
/// read used in a count, a filter through a relation or an order; relations many levels
/// deep; cursors of hidden nodes; a mutation's payload; hidden nodes in errors; and
/// subscription filters on hidden fields. Each finds nothing a plain read would not show.
/// (`GraphcoolAuthorizationTests.world`: pA alice's with her cA and bob's cB; pB bob's with cB2.)
@Suite(.offThePool) struct SideDoorTests {
    @Test(arguments: TestDatabase.allCases)
    func countsRelationFiltersAndOrdersSeeAHiddenFieldAsNull(database: TestDatabase) async throws {
        let (harness, _) = try await GraphcoolAuthorizationTests.world(database)
        let counted = #"{ _allPostsMeta(filter: { secret: "b-secret" }) { count } }"#
        #expect(try await harness.data(counted, as: Callers.alice) == ["_allPostsMeta": ["count": 0]])
        #expect(try await harness.data(counted, as: Callers.bob) == ["_allPostsMeta": ["count": 1]])
        // Bob's comment on alice's post, filtered by her post's secret: no match for bob.
        let throughPost = #"{ allComments(filter: { post: { secret_starts_with: "a" } }, orderBy: text_ASC) { text } }"#
        #expect(try await harness.data(throughPost, as: Callers.bob) == ["allComments": []])
        #expect(try await harness.data(throughPost, as: Callers.alice) == ["allComments": [["text": "alice on A"]]])
        #expect(try await harness.data(throughPost, as: Callers.key) == ["allComments": [["text": "alice on A"], ["text": "bob on A"]]])
        let throughComments = #"{ allPosts(filter: { comments_some: { post: { secret: "a-secret" } } }) { title } }"#
        #expect(try await harness.data(throughComments, as: Callers.bob) == ["allPosts": []])
        #expect(try await harness.data(throughComments, as: Callers.alice) == ["allPosts": [["title": "A"]]])
        let relationCount = #"{ allPosts(orderBy: title_ASC) { title _commentsMeta(filter: { text_starts_with: "bob" }) { count } } }"#
        #expect(
            try await harness.data(relationCount, as: Callers.alice)
                == ["allPosts": [["title": "A", "_commentsMeta": ["count": 0]], ["title": "B", "_commentsMeta": ["count": 0]]]])
        // Ordered by secret: the ones the caller may not read are null, so first.
        let ordered = "{ allPosts(orderBy: secret_ASC) { title } }"
        #expect(try await harness.data(ordered, as: Callers.alice) == ["allPosts": [["title": "B"], ["title": "A"]]])
        #expect(try await harness.data(ordered, as: Callers.bob) == ["allPosts": [["title": "A"], ["title": "B"]]])
        #expect(
            try await harness.data("{ allPosts(orderBy: secret_DESC) { title } }", as: Callers.bob)
                == ["allPosts": [["title": "B"], ["title": "A"]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func relationsManyLevelsDeepShowOnlyWhatTheCallerMayRead(database: TestDatabase) async throws {
        let (harness, _) = try await GraphcoolAuthorizationTests.world(database)
        let deep = """
            { allComments(orderBy: text_ASC) { text post { title secret comments(orderBy: text_ASC) { text post { secret _commentsMeta { count } } } } } }
            """
        #expect(
            try await harness.data(deep, as: Callers.bob) == [
                "allComments": [
                    [
                        "text": "bob on A",
                        "post": [
                            "title": "A", "secret": nil,
                            "comments": [
                                ["text": "bob on A", "post": ["secret": nil, "_commentsMeta": ["count": 1]]]
                            ],
                        ],
                    ],
                    [
                        "text": "bob on B",
                        "post": [
                            "title": "B", "secret": "b-secret",
                            "comments": [
                                ["text": "bob on B", "post": ["secret": "b-secret", "_commentsMeta": ["count": 1]]]
                            ],
                        ],
                    ],
                ]
            ])
        let fromPosts = "{ allPosts(orderBy: title_ASC) { title comments { post { comments(orderBy: text_ASC) { text } } } } }"
        #expect(
            try await harness.data(fromPosts, as: Callers.alice) == [
                "allPosts": [
                    ["title": "A", "comments": [["post": ["comments": [["text": "alice on A"]]]]]], ["title": "B", "comments": []],
                ]
            ])
    }

    /// A cursor naming a node the caller may not read pages as a cursor naming no node.
    @Test(arguments: TestDatabase.allCases)
    func aHiddenNodesCursorIsTheCursorOfNoNode(database: TestDatabase) async throws {
        let (harness, ids) = try await GraphcoolAuthorizationTests.world(database)
        let cB = ids["cB"]!
        for (argument, count) in [("after", "first"), ("before", "last")] {
            func page(_ cursor: String, _ caller: Caller) async throws -> JSONValue {
                try await harness.data(#"{ allComments(orderBy: text_ASC, \#(argument): "\#(cursor)") { text } }"#, as: caller)
            }
            #expect(try await page(cB, Callers.alice) == page("nope", Callers.alice), "\(argument)")
            #expect(try await page(cB, Callers.key) != page("nope", Callers.key), "\(argument)")
            let nested = #"{ allPosts(orderBy: title_ASC) { comments(\#(argument): "\#(cB)", \#(count): 5) { text } } }"#
            let missing = #"{ allPosts(orderBy: title_ASC) { comments(\#(argument): "nope", \#(count): 5) { text } } }"#
            #expect(try await harness.data(nested, as: Callers.alice) == harness.data(missing, as: Callers.alice), "\(argument)")
        }
        // The key's page after bob's comment on A: alice's first one after it in her order, if any.
        #expect(
            try await harness.data(#"{ allComments(orderBy: text_ASC, after: "\#(cB)") { text } }"#, as: Callers.key)
                == ["allComments": [["text": "bob on B"]]])
    }

    /// A node the caller may not read answers every mutation as a missing one does, and a
    /// mutation's payload reads under the caller's rules.
    @Test(arguments: TestDatabase.allCases)
    func hiddenNodesAreMissingToMutationsAndPayloadsReadUnderTheRules(database: TestDatabase) async throws {
        let (harness, ids) = try await GraphcoolAuthorizationTests.world(database)
        let cA = ids["cA"]!
        for mutation in [#"updateComment(id: "ID", text: "x") { id }"#, #"deleteComment(id: "ID") { id }"#] {
            let hidden = await harness.errors("mutation { \(mutation.replacingOccurrences(of: "ID", with: cA)) }", as: Callers.bob)
            let missing = await harness.errors("mutation { \(mutation.replacingOccurrences(of: "ID", with: "nope")) }", as: Callers.bob)
            #expect(!hidden.isEmpty && hidden == missing.map { $0.replacingOccurrences(of: "nope", with: cA) }, "\(mutation)")
            #expect(hidden.allSatisfy { $0.hasPrefix("NOT_FOUND: ") }, "\(hidden)")
        }
        let payload = try await harness.data(
            #"""
            mutation { updateComment(id: "\#(ids["cB"]!)", text: "bob edits") { text post { secret comments(orderBy: text_ASC) { text } _commentsMeta { count } } } }
            """#, as: Callers.bob)
        #expect(
            payload == [
                "updateComment": ["text": "bob edits", "post": ["secret": nil, "comments": [["text": "bob edits"]], "_commentsMeta": ["count": 1]]]
            ])
        #expect(try await harness.data(#"{ Comment(id: "\#(cA)") { text } }"#, as: Callers.key) == ["Comment": ["text": "alice on A"]])
    }

    /// A subscription's filter on a field the subscriber may not read sees it as null, and an
    /// update of only such fields is no event to it.
    @Test(arguments: TestDatabase.allCases)
    func subscriptionFiltersAndUpdatedFieldsSeeOnlyReadableFields(database: TestDatabase) async throws {
        let (harness, ids) = try await GraphcoolAuthorizationTests.world(database)
        let (pA, pB) = (ids["pA"]!, ids["pB"]!)
        let selection = "{ mutation updatedFields node { title secret } }"
        var byNode = try await harness.subscribe(
            #"subscription { Post(filter: { node: { secret_starts_with: "new" } }) \#(selection) }"#, as: Callers.bob)
        var byField = try await harness.subscribe(
            #"subscription { Post(filter: { updatedFields_contains: "secret" }) \#(selection) }"#, as: Callers.bob)
        var every = try await harness.subscribe("subscription { Post \(selection) }", as: Callers.bob)
        // The setup's events may still be on their way (PostgreSQL): read up to a marker first.
        _ = try await harness.data(#"mutation { updatePost(id: "\#(pB)", secret: "new-marker") { id } }"#, as: Callers.bob)
        let isMarker: (JSONValue) -> Bool = { $0["node"]?["secret"] == "new-marker" }
        #expect(await byNode.skip(until: isMarker))
        #expect(await byField.skip(until: isMarker))
        #expect(await every.skip(until: isMarker))
        _ = try await harness.data(#"mutation { updatePost(id: "\#(pA)", secret: "new-secret") { id } }"#, as: Callers.alice)
        _ = try await harness.data(#"mutation { updatePost(id: "\#(pA)", secret: null, title: "A2") { id } }"#, as: Callers.alice)
        _ = try await harness.data(#"mutation { updatePost(id: "\#(pB)", secret: "new-b") { id } }"#, as: Callers.bob)
        let bobs: JSONValue = ["data": ["Post": ["mutation": "UPDATED", "updatedFields": ["secret"], "node": ["title": "B", "secret": "new-b"]]]]
        #expect(await byNode.next() == bobs)
        #expect(await byField.next() == bobs)
        // Alice's first update changed only her secret: no event; her second, the title only.
        #expect(
            await every.next() == ["data": ["Post": ["mutation": "UPDATED", "updatedFields": ["title"], "node": ["title": "A2", "secret": nil]]]])
        #expect(await every.next() == bobs)
    }

    /// A change to a node's connections is told to a subscriber only if it may read a node
    /// on the other side of a changed connection.
    @Test(arguments: TestDatabase.allCases)
    func aConnectionToAHiddenNodeIsNoChangeToASubscriber(database: TestDatabase) async throws {
        let (harness, ids) = try await GraphcoolAuthorizationTests.world(database)
        let (pA, pB, cB) = (ids["pA"]!, ids["pB"]!, ids["cB"]!)
        let subscription = "subscription { Post(filter: { mutation_in: [UPDATED] }) { updatedFields node { title } } }"
        // Bob's also reads the node's comments: under his rules, as a query would.
        var bobs = try await harness.subscribe(
            "subscription { Post(filter: { mutation_in: [UPDATED] }) { updatedFields node { title comments(orderBy: text_ASC) { text } } } }",
            as: Callers.bob)
        var keys = try await harness.subscribe(subscription, as: Callers.key)
        _ = try await harness.data(#"mutation { updatePost(id: "\#(pB)", title: "B marker") { id } }"#, as: Callers.bob)
        let isMarker: (JSONValue) -> Bool = { $0["node"]?["title"] == "B marker" }
        #expect(await bobs.skip(until: isMarker))
        #expect(await keys.skip(until: isMarker))
        // Alice comments on her post and deletes her first comment (bob may read neither); the
        // key takes bob's comment off her post (his own: he is told); bob comments on his.
        _ = try await harness.data(#"mutation { createComment(text: "alice again", postId: "\#(pA)") { id } }"#, as: Callers.alice)
        _ = try await harness.data(#"mutation { deleteComment(id: "\#(ids["cA"]!)") { id } }"#, as: Callers.alice)
        _ = try await harness.data(
            #"mutation { removeFromPostComments(commentsCommentId: "\#(cB)", postPostId: "\#(pA)") { postPost { id } } }"#, as: Callers.key)
        _ = try await harness.data(#"mutation { createComment(text: "bob again", postId: "\#(pB)") { id } }"#, as: Callers.bob)
        let a: JSONValue = ["data": ["Post": ["updatedFields": ["comments"], "node": ["title": "A"]]]]
        let b: JSONValue = ["data": ["Post": ["updatedFields": ["comments"], "node": ["title": "B marker"]]]]
        #expect(await keys.next() == a)
        #expect(await keys.next() == a)
        #expect(await keys.next() == a)
        #expect(await keys.next() == b)
        // Bob: only the removal of his own comment from A (leaving none he may read), and his comment on B.
        #expect(await bobs.next() == ["data": ["Post": ["updatedFields": ["comments"], "node": ["title": "A", "comments": []]]]])
        #expect(
            await bobs.next() == [
                "data": [
                    "Post": [
                        "updatedFields": ["comments"], "node": ["title": "B marker", "comments": [["text": "bob again"], ["text": "bob on B"]]],
                    ]
                ]
            ])
    }

    /// A crafted cursor of a collection, ordered by a field the caller reads only on its own
    /// nodes, cannot bisect the others' values: they are null in the comparison too.
    @Test(arguments: TestDatabase.allCases)
    func aCraftedCursorCannotProbeAHiddenField(database: TestDatabase) async throws {
        let harness = try await CollectionsAuthorizationTests.world(database).harness
        func page(after value: String) async throws -> [JSONValue] {
            let cursor = Cursor(keys: ["body"], values: [.text(value)], id: "~").encoded
            let data = try await harness.data(
                #"{ postCollection(first: 10, orderBy: { body: ASC }, after: "\#(cursor)") { edges { node { title } } } }"#, as: Callers.alice)
            return (data["postCollection"]?["edges"]?.arrayValue ?? []).map { $0["node"]?["title"] ?? .null }
        }
        // Bob's bodies are "aaa" and "bob-secret": to alice, every value gives the same page.
        for value in ["", "a", "aab", "b", "bob-s", "c"] {
            #expect(try await page(after: value) == (value < "alice-secret" ? ["A1"] : []), "\(value)")
        }
    }

    /// A collection's `totalCount` (top level, filtered, nested) counts what the caller may read.
    @Test(arguments: TestDatabase.allCases)
    func totalCountCountsOnlyWhatTheCallerMayRead(database: TestDatabase) async throws {
        let harness = try await CollectionsAuthorizationTests.world(database).harness
        let comments = "{ commentCollection(first: 1) { totalCount } }"
        for (caller, count) in [(Callers.alice, 1), (Callers.bob, 2), (Callers.admin, 3)] {
            #expect(try await harness.data(comments, as: caller) == ["commentCollection": ["totalCount": .int(count)]], "\(caller)")
        }
        let filtered = #"{ postCollection(first: 1, filter: { body: { eq: "bob-secret" } }) { totalCount } }"#
        #expect(try await harness.data(filtered, as: Callers.alice) == ["postCollection": ["totalCount": 0]])
        #expect(try await harness.data(filtered, as: Callers.bob) == ["postCollection": ["totalCount": 1]])
        let nested = "{ postCollection(first: 10) { edges { node { title comments(first: 1) { totalCount } } } } }"
        let edges = try await harness.data(nested, as: Callers.alice)["postCollection"]?["edges"]?.arrayValue ?? []
        #expect(
            edges.map { [$0["node"]?["title"] ?? .null, $0["node"]?["comments"]?["totalCount"] ?? .null] }
                == [["A1", 1], ["B1", 0], ["B2", 0]])
    }

    /// A unique field is unique among all nodes: a duplicate of a hidden node's value is
    /// refused (README says so), while a lookup by it still finds nothing.
    @Test(arguments: TestDatabase.allCases)
    func aUniqueValueIsUniqueAmongNodesTheCallerCannotRead(database: TestDatabase) async throws {
        let harness = try AuthHarness(sdl: "type Note @model @auth(rules: [{ allow: owner }]) { slug: String! @unique }", database: database)
        _ = try await harness.data(#"mutation { noteCreate(input: { slug: "x" }) { note { id } } }"#, as: Callers.alice)
        #expect(try await harness.data(#"{ note(by: { slug: "x" }) { slug } }"#, as: Callers.bob) == ["note": nil])
        #expect(
            await harness.errors(#"mutation { noteCreate(input: { slug: "x" }) { note { id } } }"#, as: Callers.bob)
                == ["UNIQUE_VIOLATION: Another Note already has the same slug"])
        #expect(try harness.owners("Note").values.sorted() == ["alice"])
    }
}
