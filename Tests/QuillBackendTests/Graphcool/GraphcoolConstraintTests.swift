import GraphQL
import Testing

@testable import QuillBackend

/// The Graphcool dialect enforces `@length` and looks nodes up by a unique key of several
/// fields (`@unique(fields:)`), as the collections dialect does.
@Suite(.offThePool) struct GraphcoolConstraintTests {
    static let sdl = """
        type Post {
          id: ID! @isUnique
          slug: String! @isUnique @length(min: 2, max: 8)
          tags: [String!] @length(max: 2)
          author: String! @unique(fields: ["number"])
          number: Int!
        }
        """

    @Test(arguments: TestDatabase.allCases)
    func lengthsAreEnforcedOnCreateAndUpdate(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        for (mutation, message) in [
            (#"createPost(slug: "a", author: "x", number: 1)"#, "'Post.slug' must have at least 2 characters, not 1"),
            (#"createPost(slug: "abcdefghi", author: "x", number: 1)"#, "'Post.slug' must have at most 8 characters, not 9"),
            (#"createPost(slug: "ab", tags: ["a", "b", "c"], author: "x", number: 1)"#, "'Post.tags' must have at most 2 elements, not 3"),
        ] {
            let response = await harness.run("mutation { \(mutation) { id } }")
            #expect(response["errors"]?[0]?["message"]?.stringValue == message, "\(response)")
            #expect(response["errors"]?[0]?["extensions"]?["code"] == "INVALID_ARGUMENT")
        }
        let id =
            try await harness.data(#"mutation { createPost(slug: "ab", author: "x", number: 1) { id } }"#)["createPost"]?["id"]?.serializedString
            ?? ""
        let refused = await harness.run(#"mutation { updatePost(id: \#(id), slug: "ünïcödé!!") { id } }"#)
        #expect(refused["errors"]?[0]?["message"] == "'Post.slug' must have at most 8 characters, not 9")
        #expect(try await harness.data(#"{ allPosts { slug } }"#) == ["allPosts": [["slug": "ab"]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func aUniqueKeyOfSeveralFieldsNamesANode(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        #expect(printSchema(harness.backend.schema).contains("Post(id: ID, slug: String, authorAndNumber: PostAuthorAndNumberInput): Post"))
        for (slug, number) in [("ab", 1), ("cd", 2)] {
            _ = try await harness.data(#"mutation { createPost(slug: "\#(slug)", author: "x", number: \#(number)) { id } }"#)
        }
        let found = try await harness.data(
            #"{ a: Post(authorAndNumber: { author: "x", number: 2 }) { slug } b: Post(authorAndNumber: { author: "y", number: 2 }) { slug } }"#)
        #expect(found == ["a": ["slug": "cd"], "b": nil])
        let duplicate = await harness.run(#"mutation { createPost(slug: "ef", author: "x", number: 2) { id } }"#)
        #expect(duplicate["errors"]?[0]?["extensions"]?["code"] == "UNIQUE_VIOLATION")
    }
}
