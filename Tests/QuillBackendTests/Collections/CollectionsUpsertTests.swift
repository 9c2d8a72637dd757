import GraphQL
import Testing

@testable import QuillBackend

/// `postUpsert(by:, create:, update:)`: the node a key names (`id`, a unique field, a key
/// of several fields) updated with `update` (number operations, relations), or one created
/// from `create`, in one transaction.
@Suite(.offThePool) struct CollectionsUpsertTests {
    @Test(arguments: TestDatabase.allCases)
    func updatesTheNodeAKeyNamesOrCreatesOne(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: CollectionsFixtures.blogWithUniques, database: database)
        #expect(
            printSchema(harness.backend.schema).contains(
                "postUpsert(by: PostByInput!, create: PostCreateInput!, update: PostUpdateInput!): PostUpsertPayload"))
        let create = #"create: { title: "T", slug: "s", author: "ann", number: 1, comments: [{ create: { message: "c" } }] }"#
        func upsert(_ by: String, _ update: String) async throws -> JSONValue {
            try await harness.data(
                "mutation { postUpsert(by: \(by), \(create), update: \(update)) { post { id title likes comments(first: 5) { edges { node { message } } } } } }"
            )["postUpsert"]?["post"] ?? .null
        }
        let created = try await upsert(#"{ slug: "s" }"#, #"{ title: "never" }"#)
        #expect(created["title"] == "T" && created["likes"] == 0 && created["comments"]?["edges"]?[0]?["node"] == ["message": "c"])
        let id = created["id"] ?? .null
        let updated = try await upsert(#"{ slug: "s" }"#, #"{ title: "U", likes: { increment: 2 } }"#)
        #expect(updated["id"] == id && updated["title"] == "U" && updated["likes"] == 2)
        let byKey = try await upsert(#"{ authorAndNumber: { author: "ann", number: 1 } }"#, #"{ likes: { increment: 1 } }"#)
        #expect(byKey["id"] == id && byKey["likes"] == 3)
        let byID = try await upsert("{ id: \(id.serializedString) }", #"{ comments: [{ create: { message: "d" } }] }"#)
        #expect(byID["comments"]?["edges"]?.arrayValue?.count == 2)
        let other = try await harness.data(
            #"""
            mutation { postUpsert(by: { slug: "t" }, create: { title: "V", slug: "t", author: "ann", number: 2 }, update: { title: "never" }) { post { title } } }
            """#)
        #expect(other == ["postUpsert": ["post": ["title": "V"]]])
        #expect(
            try await harness.data("{ postCollection(first: 10, orderBy: { slug: ASC }) { totalCount edges { node { slug title } } } }") == [
                "postCollection": [
                    "totalCount": 2, "edges": [["node": ["slug": "s", "title": "U"]], ["node": ["slug": "t", "title": "V"]]],
                ]
            ])
    }

    @Test(arguments: TestDatabase.allCases)
    func badInputWritesNothing(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: CollectionsFixtures.blogWithUniques, database: database)
        // The create is checked even when the node exists, and the update when it does not.
        let tooLong = await harness.run(
            #"""
            mutation { postUpsert(by: { slug: "s" }, create: { title: "T", slug: "s", author: "ann", number: 1 }, update: { title: "much much too long for it" }) { post { id } } }
            """#)
        #expect(tooLong["errors"]?[0]?["extensions"]?["code"] == "INVALID_ARGUMENT", "\(tooLong)")
        // A created node that breaks a key.
        _ = try await harness.data(#"mutation { postCreate(input: { title: "T", slug: "s", author: "ann", number: 1 }) { post { id } } }"#)
        let duplicate = await harness.run(
            #"""
            mutation { postUpsert(by: { slug: "u" }, create: { title: "T", slug: "u", author: "ann", number: 1, comments: [{ create: { message: "c" } }] }, update: {}) { post { id } } }
            """#)
        #expect(duplicate["errors"]?[0]?["extensions"]?["code"] == "UNIQUE_VIOLATION", "\(duplicate)")
        #expect(
            try await harness.data("{ postCollection(first: 10) { totalCount } commentCollection(first: 10) { totalCount } }")
                == ["postCollection": ["totalCount": 1], "commentCollection": ["totalCount": 0]])
    }
}
