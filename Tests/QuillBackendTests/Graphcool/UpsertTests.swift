import GraphQL
import Testing

@testable import QuillBackend

/// Prisma 1's upsert in the Graphcool dialect: `upsertPost(where:, create:, update:)` finds
/// the node by any unique key (`id`, a unique field, a key of several fields), updates it
/// or creates one, in one transaction, with the event of what it did.
@Suite(.offThePool) struct UpsertTests {
    static let sdl = """
        type Post {
          id: ID! @isUnique
          slug: String! @isUnique
          title: String!
          author: String! @unique(fields: ["number"])
          number: Int!
          tags: [Tag!]! @relation(name: "PostTags")
        }
        type Tag { id: ID! @isUnique, label: String!, posts: [Post!]! @relation(name: "PostTags") }
        """

    @Test func theSchemaNamesThemAsPrismaDoes() throws {
        let sdl = printSchema(try BackendHarness(sdl: Self.sdl, database: .sqliteInMemory).backend.schema)
        #expect(sdl.contains("upsertPost(where: PostWhereUniqueInput!, create: CreatePost!, update: UpdatePostData!): Post"), "\(sdl)")
        #expect(sdl.contains("input PostWhereUniqueInput {\n  id: ID\n  slug: String\n  authorAndNumber: PostAuthorAndNumberInput\n}"), "\(sdl)")
        #expect(
            sdl.contains(
                "input UpdatePostData {\n  slug: String\n  title: String\n  author: String\n  number: Int\n  tagsIds: [ID!]\n  tags: [PosttagsTag!]\n}"
            ), "\(sdl)")
    }

    @Test(arguments: TestDatabase.allCases)
    func byAnyUniqueKeyUpdatesOrCreates(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        var events = try await harness.subscribe("subscription { Post { mutation updatedFields node { slug title } } }")
        let create = #"create: { slug: "a", title: "first", author: "x", number: 1, tags: [{ label: "t" }] }"#
        let created = try await harness.data(
            #"mutation { upsertPost(where: { slug: "a" }, \#(create), update: { title: "never" }) { id title tags { label } } }"#)
        #expect(created["upsertPost"]?["title"] == "first" && created["upsertPost"]?["tags"] == [["label": "t"]])
        let id = created["upsertPost"]?["id"]?.serializedString ?? ""
        // The same key again: the node is updated, not created.
        let updated = try await harness.data(#"mutation { upsertPost(where: { slug: "a" }, \#(create), update: { title: "second" }) { id title } }"#)
        #expect(updated["upsertPost"]?["title"] == "second" && updated["upsertPost"]?["id"]?.serializedString == id)
        // By the key of several fields, and by id.
        _ = try await harness.data(
            #"mutation { upsertPost(where: { authorAndNumber: { author: "x", number: 1 } }, \#(create), update: { title: "third" }) { id } }"#)
        _ = try await harness.data(
            #"mutation { upsertPost(where: { id: \#(id) }, \#(create), update: { title: "fourth", tags: [{ label: "u" }] }) { id } }"#)
        let other = #"create: { slug: "b", title: "new", author: "x", number: 2 }"#
        _ = try await harness.data(
            #"mutation { upsertPost(where: { authorAndNumber: { author: "x", number: 2 } }, \#(other), update: { title: "never" }) { id } }"#)
        #expect(
            try await harness.data("{ allPosts(orderBy: slug_ASC) { slug title tags { label } } }") == [
                "allPosts": [
                    ["slug": "a", "title": "fourth", "tags": [["label": "u"]]], ["slug": "b", "title": "new", "tags": []],
                ]
            ])
        var seen: [JSONValue] = []
        for _ in 0..<5 { seen.append(await events.next()?["data"]?["Post"] ?? .null) }
        #expect(seen.map { $0["mutation"] } == ["CREATED", "UPDATED", "UPDATED", "UPDATED", "CREATED"])
        #expect(seen[1]["updatedFields"] == ["title"] && seen[3]["updatedFields"] == ["title", "tags"])
    }

    @Test(arguments: TestDatabase.allCases)
    func whereNamesExactlyOneKey(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let create = #"create: { slug: "a", title: "first", author: "x", number: 1 }"#
        for keys in ["{}", #"{ slug: "a", id: "b" }"#] {
            let refused = await harness.run("mutation { upsertPost(where: \(keys), \(create), update: {}) { id } }")
            #expect(refused["errors"]?[0]?["extensions"]?["code"] == "INVALID_ARGUMENT", "\(refused)")
            #expect(refused["errors"]?[0]?["message"]?.stringValue?.hasPrefix("where takes exactly one field (id or a unique field), got") == true)
        }
        // A created node that breaks a key is refused, and nothing is written.
        _ = try await harness.data("mutation { upsertPost(where: { slug: \"a\" }, \(create), update: {}) { id } }")
        let duplicate = await harness.run(
            #"mutation { upsertPost(where: { slug: "b" }, create: { slug: "b", title: "x", author: "x", number: 1 }, update: {}) { id } }"#)
        #expect(duplicate["errors"]?[0]?["extensions"]?["code"] == "UNIQUE_VIOLATION", "\(duplicate)")
        #expect(try await harness.data("{ allPosts { slug } }") == ["allPosts": [["slug": "a"]]])
    }
}
