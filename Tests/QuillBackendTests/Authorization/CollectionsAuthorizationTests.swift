import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// The rules of a collections model, by caller and operation, on each database: who sees
/// which nodes and fields in lists, lookups, nested relations, filters and orders, and
/// which writes are refused (writing nothing).
@Suite(.offThePool) struct CollectionsAuthorizationTests {
    static let model = """
        extend schema @auth(rules: [{ allow: private }])

        type Post @model @auth(rules: [
          { allow: owner },
          { allow: private, operations: [read] },
          { allow: groups, groups: ["admin"] },
          { allow: public, operations: [get] }
        ]) {
          title: String! @unique
          body: String! @auth(rules: [{ allow: owner }, { allow: groups, groups: ["admin"] }])
          comments: [Comment]
        }

        type Comment @model @auth(rules: [{ allow: owner }, { allow: groups, groups: ["admin"] }]) {
          text: String!
          post: Post
        }

        type Tag @model {
          name: String!
          note: String @auth(rules: [{ allow: groups, groups: ["admin"] }, { allow: private, operations: [read] }])
        }
        """

    /// A1 (alice's, with her comment and bob's), B1 and B2 (bob's, B1 with his comment), a tag.
    struct World {
        let harness: AuthHarness
        var ids: [String: String] = [:]
    }

    static func world(_ database: TestDatabase) async throws -> World {
        var world = World(harness: try AuthHarness(sdl: model, database: database))
        let harness = world.harness
        func id(_ data: JSONValue, _ path: String...) -> String {
            var value = data
            for key in path { value = value[key] ?? .null }
            return value["id"]?.stringValue ?? ""
        }
        let a1 = try await harness.data(
            """
            mutation { postCreate(input: { title: "A1", body: "alice-secret", comments: [{ create: { text: "alice on A1" } }] }) {
              post { id comments(first: 5) { edges { node { id } } } } } }
            """, as: Callers.alice)
        world.ids["A1"] = id(a1, "postCreate", "post")
        world.ids["cA"] = a1["postCreate"]?["post"]?["comments"]?["edges"]?[0]?["node"]?["id"]?.stringValue
        let b1 = try await harness.data(
            """
            mutation { postCreate(input: { title: "B1", body: "bob-secret", comments: [{ create: { text: "bob on B1" } }] }) { post { id } } }
            """, as: Callers.bob)
        world.ids["B1"] = id(b1, "postCreate", "post")
        world.ids["B2"] = id(
            try await harness.data(#"mutation { postCreate(input: { title: "B2", body: "aaa" }) { post { id } } }"#, as: Callers.bob), "postCreate",
            "post")
        world.ids["cB"] = id(
            try await harness.data(#"mutation { commentCreate(input: { text: "bob on A1" }) { comment { id } } }"#, as: Callers.bob), "commentCreate",
            "comment")
        // Bob may not link his comment to alice's post (that updates it): the admin may.
        _ = try await harness.data(
            """
            mutation { commentUpdate(by: { id: "\(world.ids["cB"]!)" }, input: { post: { link: "\(world.ids["A1"]!)" } }) { comment { id } } }
            """, as: Callers.admin)
        world.ids["t1"] = id(
            try await harness.data(#"mutation { tagCreate(input: { name: "t1", note: "n1" }) { tag { id } } }"#, as: Callers.admin), "tagCreate",
            "tag")
        return world
    }

    static let posts = "{ postCollection(first: 10) { edges { node { title body } } } }"

    @Test(arguments: TestDatabase.allCases)
    func eachCallerListsWhatItMayRead(database: TestDatabase) async throws {
        let world = try await Self.world(database)
        let harness = world.harness
        #expect(await harness.errors(Self.posts, as: Callers.anonymous) == ["UNAUTHENTICATED: Sign in to read Post."])
        let bodies: [(Caller, [JSONValue])] = [
            (Callers.alice, ["alice-secret", nil, nil]), (Callers.bob, [nil, "bob-secret", "aaa"]),
            (Callers.admin, ["alice-secret", "bob-secret", "aaa"]), (Callers.key, ["alice-secret", "bob-secret", "aaa"]),
        ]
        for (caller, expected) in bodies {
            let edges = try await harness.data(Self.posts, as: caller)["postCollection"]?["edges"]?.arrayValue ?? []
            #expect(edges.map { $0["node"]?["title"] } == ["A1", "B1", "B2"])
            #expect(edges.map { $0["node"]?["body"] ?? .null } == expected, "\(caller)")
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func aLookupIsPublicButTheBodyIsTheOwners(database: TestDatabase) async throws {
        let harness = try await Self.world(database).harness
        let query = #"{ post(by: { title: "A1" }) { title body } }"#
        #expect(try await harness.data(query, as: Callers.anonymous) == ["post": ["title": "A1", "body": nil]])
        #expect(try await harness.data(query, as: Callers.bob) == ["post": ["title": "A1", "body": nil]])
        #expect(try await harness.data(query, as: Callers.alice) == ["post": ["title": "A1", "body": "alice-secret"]])
    }

    @Test(arguments: TestDatabase.allCases)
    func nestedRelationsShowOnlyTheNodesTheCallerMayRead(database: TestDatabase) async throws {
        let world = try await Self.world(database)
        let query = "{ postCollection(first: 10) { edges { node { title comments(first: 10) { edges { node { text } } } } } } }"
        func texts(_ caller: Caller) async throws -> [String: [String]] {
            let edges = try await world.harness.data(query, as: caller)["postCollection"]?["edges"]?.arrayValue ?? []
            var byTitle: [String: [String]] = [:]
            for edge in edges {
                byTitle[edge["node"]?["title"]?.stringValue ?? ""] = (edge["node"]?["comments"]?["edges"]?.arrayValue ?? []).compactMap {
                    $0["node"]?["text"]?.stringValue
                }
            }
            return byTitle
        }
        #expect(try await texts(Callers.alice) == ["A1": ["alice on A1"], "B1": [], "B2": []])
        #expect(try await texts(Callers.bob) == ["A1": ["bob on A1"], "B1": ["bob on B1"], "B2": []])
        #expect(try await texts(Callers.admin) == ["A1": ["alice on A1", "bob on A1"], "B1": ["bob on B1"], "B2": []])
        // From the other side: a comment's post is read by the post's rules (private read).
        let comment = try await world.harness.data(#"{ comment(by: { id: "\#(world.ids["cB"]!)" }) { text post { title body } } }"#, as: Callers.bob)
        #expect(comment == ["comment": ["text": "bob on A1", "post": ["title": "A1", "body": nil]]])
        #expect(try await world.harness.data(#"{ comment(by: { id: "\#(world.ids["cA"]!)" }) { text } }"#, as: Callers.bob) == ["comment": nil])
    }

    /// A field the caller may not read is null wherever it is used: filtering or ordering
    /// by it finds and sorts nothing by its value, and cursors carry the null.
    @Test(arguments: TestDatabase.allCases)
    func filtersOrdersAndCursorsSeeOnlyTheFieldsTheCallerMayRead(database: TestDatabase) async throws {
        let harness = try await Self.world(database).harness
        let filtered = #"{ postCollection(first: 10, filter: { body: { eq: "bob-secret" } }) { edges { node { title } } } }"#
        #expect(try await harness.data(filtered, as: Callers.alice) == ["postCollection": ["edges": []]])
        #expect(try await harness.data(filtered, as: Callers.bob) == ["postCollection": ["edges": [["node": ["title": "B1"]]]]])
        let prefix = #"{ postCollection(first: 10, filter: { body: { gt: "a" } }) { edges { node { title } } } }"#
        #expect(try await harness.data(prefix, as: Callers.alice) == ["postCollection": ["edges": [["node": ["title": "A1"]]]]])
        // Ordered by body: bob's are null to alice, so first, in creation order (not "aaa" before "bob-secret").
        let ordered = "{ postCollection(first: 10, orderBy: { body: ASC }) { edges { cursor node { title } } } }"
        let edges = try await harness.data(ordered, as: Callers.alice)["postCollection"]?["edges"]?.arrayValue ?? []
        #expect(edges.map { $0["node"]?["title"] } == ["B1", "B2", "A1"])
        let bobs = try await harness.data(ordered, as: Callers.bob)["postCollection"]?["edges"]?.arrayValue ?? []
        #expect(bobs.map { $0["node"]?["title"] } == ["A1", "B2", "B1"])
        // A page after a cursor of bob's order, asked by alice: her order, from the cursor's values.
        let afterBob = try #require(bobs[1]["cursor"]?.stringValue)
        let page = try await harness.data(
            #"{ postCollection(first: 10, orderBy: { body: ASC }, after: "\#(afterBob)") { edges { node { title } } } }"#, as: Callers.alice)
        #expect(page == ["postCollection": ["edges": [["node": ["title": "A1"]]]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func writesTheRulesRefuseWriteNothing(database: TestDatabase) async throws {
        let world = try await Self.world(database)
        let harness = world.harness
        let a1 = world.ids["A1"]!
        let cA = world.ids["cA"]!
        #expect(
            await harness.errors(#"mutation { postCreate(input: { title: "X", body: "x" }) { post { id } } }"#, as: Callers.anonymous)
                == ["UNAUTHENTICATED: Sign in to create Post."])
        // Bob reads A1 but may not change it.
        #expect(
            await harness.errors(#"mutation { postUpdate(by: { id: "\#(a1)" }, input: { title: "mine" }) { post { id } } }"#, as: Callers.bob)
                == ["FORBIDDEN: The rules of Post do not let this caller update it."])
        #expect(
            await harness.errors(#"mutation { postDelete(by: { id: "\#(a1)" }) { deletedId } }"#, as: Callers.bob)
                == ["FORBIDDEN: The rules of Post do not let this caller delete it."])
        // Alice's comment does not exist for bob: the same answer as a comment that does not.
        #expect(
            await harness.errors(#"mutation { commentDelete(by: { id: "\#(cA)" }) { deletedId } }"#, as: Callers.bob)
                == [#"NOT_FOUND: No Comment with id "\#(cA)""#])
        #expect(
            await harness.errors(#"mutation { commentUpdate(by: { id: "nope" }, input: { text: "x" }) { comment { id } } }"#, as: Callers.bob)
                == [#"NOT_FOUND: No Comment with id "nope""#])
        // Linking to a post bob may not update refuses the whole mutation: no comment is made.
        let before = try harness.owners("Comment").count
        #expect(
            await harness.errors(
                """
                mutation { commentCreate(input: { text: "sneaky", post: { link: "\(a1)" } }) { comment { id } } }
                """, as: Callers.bob) == ["FORBIDDEN: The rules of Post do not let this caller update it."])
        // Nor to a comment it cannot see (a link from the other side).
        #expect(
            await harness.errors(
                """
                mutation { postCreate(input: { title: "B3", body: "b", comments: [{ link: "\(cA)" }] }) { post { id } } }
                """, as: Callers.bob) == [#"NOT_FOUND: Cannot link Post.comments to Comment "\#(cA)": there is no such node"#])
        #expect(try harness.owners("Comment").count == before)
        #expect(try await harness.data(#"{ post(by: { title: "B3" }) { id } }"#, as: Callers.key) == ["post": nil])
        // What the rules allow: alice changes her post; the admin and an API key change anything.
        #expect(
            try await harness.data(#"mutation { postUpdate(by: { id: "\#(a1)" }, input: { body: "new" }) { post { body } } }"#, as: Callers.alice)
                == ["postUpdate": ["post": ["body": "new"]]])
        #expect(
            try await harness.data(
                #"mutation { commentUpdate(by: { id: "\#(cA)" }, input: { text: "edited" }) { comment { text } } }"#, as: Callers.admin)
                == ["commentUpdate": ["comment": ["text": "edited"]]])
        #expect(
            try await harness.data(#"mutation { postDelete(by: { title: "B2" }) { deletedId } }"#, as: Callers.key)["postDelete"]?["deletedId"] != nil
        )
    }

    @Test(arguments: TestDatabase.allCases)
    func theOwnerIsTheCreatorsSubjectAndAnAPIKeysNodeIsNobodys(database: TestDatabase) async throws {
        let world = try await Self.world(database)
        let owners = try world.harness.owners("Post")
        #expect(owners[world.ids["A1"]!] == "alice" && owners[world.ids["B1"]!] == "bob")
        let created = try await world.harness.data(#"mutation { postCreate(input: { title: "K", body: "k" }) { post { id } } }"#, as: Callers.key)
        let id = try #require(created["postCreate"]?["post"]?["id"]?.stringValue)
        #expect(try world.harness.owners("Post")[id] == "-")
        // Nobody's: no user's owner rule admits it; alice reads it (private read), not its body.
        #expect(try await world.harness.data(#"{ post(by: { title: "K" }) { body } }"#, as: Callers.alice) == ["post": ["body": nil]])
        #expect(
            await world.harness.errors(#"mutation { postUpdate(by: { title: "K" }, input: { body: "x" }) { post { id } } }"#, as: Callers.alice)
                == ["FORBIDDEN: The rules of Post do not let this caller update it."])
    }

    @Test(arguments: TestDatabase.allCases)
    func theSchemasRulesGovernATypeWithoutItsOwnAndFieldRulesGovernWrites(database: TestDatabase) async throws {
        let world = try await Self.world(database)
        let harness = world.harness
        let t1 = world.ids["t1"]!
        let tags = "{ tagCollection(first: 5) { edges { node { name note } } } }"
        #expect(await harness.errors(tags, as: Callers.anonymous) == ["UNAUTHENTICATED: Sign in to read Tag."])
        #expect(try await harness.data(tags, as: Callers.bob) == ["tagCollection": ["edges": [["node": ["name": "t1", "note": "n1"]]]]])
        // Any signed-in caller updates a tag (the schema's private rule), but only the admin its note.
        #expect(
            try await harness.data(#"mutation { tagUpdate(by: { id: "\#(t1)" }, input: { name: "t2" }) { tag { name } } }"#, as: Callers.bob)
                == ["tagUpdate": ["tag": ["name": "t2"]]])
        #expect(
            await harness.errors(
                #"mutation { tagUpdate(by: { id: "\#(t1)" }, input: { name: "t3", note: "n2" }) { tag { name } } }"#, as: Callers.bob)
                == ["FORBIDDEN: The rules of Tag.note do not let this caller update it."])
        #expect(
            await harness.errors(#"mutation { tagCreate(input: { name: "t4", note: "n" }) { tag { name } } }"#, as: Callers.bob)
                == ["FORBIDDEN: The rules of Tag.note do not let this caller create it."])
        #expect(try await harness.data(tags, as: Callers.admin) == ["tagCollection": ["edges": [["node": ["name": "t2", "note": "n1"]]]]])
    }

    /// A server that requires sign-in: a model without rules admits signed-in callers only.
    @Test(arguments: TestDatabase.allCases)
    func requiringSignInClosesAModelWithoutRulesToAnonymousCallers(database: TestDatabase) async throws {
        let harness = try AuthHarness(sdl: "type Note @model { text: String! }", database: database, requiresSignIn: true)
        #expect(
            await harness.errors(#"mutation { noteCreate(input: { text: "x" }) { note { id } } }"#, as: Callers.anonymous)
                == ["UNAUTHENTICATED: Sign in to create Note."])
        _ = try await harness.data(#"mutation { noteCreate(input: { text: "x" }) { note { id } } }"#, as: Callers.bob)
        #expect(
            try await harness.data("{ noteCollection(first: 5) { edges { node { text } } } }", as: Callers.alice)
                == ["noteCollection": ["edges": [["node": ["text": "x"]]]]])
        let open = try AuthHarness(sdl: "type Note @model { text: String! }", database: database)
        #expect(
            try await open.data(#"mutation { noteCreate(input: { text: "x" }) { note { text } } }"#, as: Callers.anonymous)
                == ["noteCreate": ["note": ["text": "x"]]])
    }
}
