import GraphQL
import Testing

@testable import QuillBackend

/// Prisma 1's batch mutations in the Graphcool dialect: `updateManyPosts(filter:, data:)`
/// and `deleteManyPosts(filter:)` change every node the filter selects in one
/// transaction, each as the single mutation would (cascades and an event per node), and
/// answer the count; bad input changes nothing.
@Suite(.offThePool) struct BatchMutationTests {
    static let sdl = """
        type Post {
          id: ID! @isUnique
          title: String! @length(max: 10)
          published: Boolean
          views: Int
          comments: [Comment!]! @relation(name: "PostComments", onDelete: CASCADE)
        }
        type Comment { id: ID! @isUnique, text: String!, post: Post! @relation(name: "PostComments") }
        """

    static func titles(_ harness: BackendHarness) async throws -> JSONValue {
        try await harness.data("{ allPosts(orderBy: title_ASC) { title published views } allComments(orderBy: text_ASC) { text } }")
    }

    @Test func theSchemaHasThemAsPrismaNamesThem() throws {
        let sdl = printSchema(try BackendHarness(sdl: Self.sdl, database: .sqliteInMemory).backend.schema)
        #expect(sdl.contains("updateManyPosts(filter: PostFilter, data: UpdateManyPosts!): _BatchPayload!"))
        #expect(sdl.contains("deleteManyPosts(filter: PostFilter): _BatchPayload!"))
        #expect(sdl.contains("input UpdateManyPosts {\n  title: String\n  published: Boolean\n  views: Int\n}"), "\(sdl)")
        #expect(sdl.contains("type _BatchPayload {\n  \"\"\"The number of nodes the mutation changed\"\"\"\n  count: Int!\n}"))
    }

    @Test(arguments: TestDatabase.allCases)
    func updateManyUpdatesWhatTheFilterSelects(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        var updates = try await harness.subscribe(
            "subscription { Post(filter: { mutation_in: [UPDATED] }) { updatedFields node { title published } previousValues { published } } }")
        for (title, published) in [("a", "false"), ("b", "false"), ("c", "true")] {
            _ = try await harness.data(#"mutation { createPost(title: "\#(title)", published: \#(published)) { id } }"#)
        }
        let (result, statements) = try await harness.statements {
            try await harness.data(#"mutation { updateManyPosts(filter: { published: false }, data: { published: true, views: 1 }) { count } }"#)
        }
        #expect(result == ["updateManyPosts": ["count": 2]])
        #expect(statements.filter { $0.hasPrefix("UPDATE") }.count == 2, "\(statements)")
        #expect(
            try await Self.titles(harness)["allPosts"] == [
                ["title": "a", "published": true, "views": 1], ["title": "b", "published": true, "views": 1],
                ["title": "c", "published": true, "views": nil],
            ])
        var events: Set<String> = []
        for _ in 0..<2 { events.insert(await updates.next()?["data"]?["Post"]?.serializedString ?? "") }
        #expect(
            events
                == Set(
                    ["a", "b"].map { title in
                        ([
                            "updatedFields": ["published", "views"], "node": ["title": .string(title), "published": true],
                            "previousValues": ["published": false],
                        ] as JSONValue)
                        .serializedString
                    }))
        // Nothing matches: nothing changes.
        #expect(
            try await harness.data(#"mutation { updateManyPosts(filter: { title: "z" }, data: { views: 2 }) { count } }"#) == [
                "updateManyPosts": ["count": 0]
            ])
        // Without a filter, every node.
        #expect(try await harness.data("mutation { updateManyPosts(data: { views: 3 }) { count } }") == ["updateManyPosts": ["count": 3]])
        #expect(try await Self.titles(harness)["allPosts"]?.arrayValue?.map { $0["views"] } == [3, 3, 3])
    }

    @Test(arguments: TestDatabase.allCases)
    func badDataChangesNoNode(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        for title in ["a", "b"] { _ = try await harness.data(#"mutation { createPost(title: "\#(title)", views: 1) { id } }"#) }
        let before = try await Self.titles(harness)
        let tooLong = await harness.run(#"mutation { updateManyPosts(data: { title: "much too long", views: 9 }) { count } }"#)
        #expect(tooLong["data"] == nil || tooLong["data"] == .null, "\(tooLong)")
        #expect(tooLong["errors"]?[0]?["message"]?.stringValue?.contains("title") == true, "\(tooLong)")
        let missing = await harness.run("mutation { updateManyPosts(data: { title: null }) { count } }")
        #expect(missing["errors"]?[0]?["message"]?.stringValue?.contains("title") == true, "\(missing)")
        #expect(try await Self.titles(harness) == before)
    }

    @Test(arguments: TestDatabase.allCases)
    func deleteManyDeletesWhatTheFilterSelectsAndWhatTheyCascadeTo(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        var deletions = try await harness.subscribe("subscription { Post(filter: { mutation_in: [DELETED] }) { mutation previousValues { title } } }")
        var comments = try await harness.subscribe("subscription { Comment(filter: { mutation_in: [DELETED] }) { previousValues { text } } }")
        for title in ["a", "b", "c"] {
            _ = try await harness.data(
                #"mutation { createPost(title: "\#(title)", comments: [{ text: "\#(title)1" }, { text: "\#(title)2" }]) { id } }"#)
        }
        let (result, statements) = try await harness.statements {
            try await harness.data(#"mutation { deleteManyPosts(filter: { OR: [{ title: "a" }, { comments_some: { text: "b2" } }] }) { count } }"#)
        }
        #expect(result == ["deleteManyPosts": ["count": 2]])
        #expect(statements.filter { $0.hasPrefix("DELETE") }.count == 6, "\(statements)")
        #expect(
            try await Self.titles(harness) == [
                "allPosts": [["title": "c", "published": nil, "views": nil]], "allComments": [["text": "c1"], ["text": "c2"]],
            ])
        var deleted: Set<JSONValue> = []
        for _ in 0..<2 { deleted.insert(await deletions.next()?["data"]?["Post"]?["previousValues"]?["title"] ?? .null) }
        #expect(deleted == ["a", "b"])
        var deletedComments: Set<JSONValue> = []
        for _ in 0..<4 { deletedComments.insert(await comments.next()?["data"]?["Comment"]?["previousValues"]?["text"] ?? .null) }
        #expect(deletedComments == ["a1", "a2", "b1", "b2"])
        #expect(try await harness.data("mutation { deleteManyPosts { count } }") == ["deleteManyPosts": ["count": 1]])
        #expect(try await Self.titles(harness) == ["allPosts": [], "allComments": []])
    }

    /// Deleting many is refused as a whole where one node's delete would be.
    @Test(arguments: TestDatabase.allCases)
    func aRefusedDeleteKeepsEveryNode(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Post { id: ID! @isUnique, title: String!, comments: [Comment!]! @relation(name: "PostComments") }
                type Comment { id: ID! @isUnique, text: String!, post: Post! @relation(name: "PostComments") }
                """, database: database)
        _ = try await harness.data(#"mutation { createPost(title: "a") { id } }"#)
        _ = try await harness.data(#"mutation { createPost(title: "b", comments: [{ text: "b1" }]) { id } }"#)
        let refused = await harness.run("mutation { deleteManyPosts { count } }")
        #expect(refused["errors"]?[0]?["extensions"]?["code"] == "REQUIRED_RELATION", "\(refused)")
        #expect(try await harness.data("{ allPosts(orderBy: title_ASC) { title } }") == ["allPosts": [["title": "a"], ["title": "b"]]])
    }
}
