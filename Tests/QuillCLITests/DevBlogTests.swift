import Foundation
import GraphQL
import Testing

/// Seed 002's operations, as printed, sent over HTTP to `quill dev` on the Blog's model
/// (Grafbase's collections convention).
@Suite(.timeLimit(.minutes(3))) struct DevBlogTests {
    static func expectOnePostWithBothComments(_ data: JSONValue, id: String?) throws {
        let edges = try #require(data["postCollection"]?["edges"]?.arrayValue)
        #expect(edges.count == 1)
        let post = try #require(edges.first?["node"])
        if let id { #expect(post["id"] == .string(id)) }
        #expect(post["title"] == "Swift + GraphQL!")
        #expect(post["body"] == "Hello from Grafbase.")
        let comments = try #require(post["comments"]?["edges"]?.arrayValue).map(\.["node"])
        #expect(comments.map { $0?["message"] } == ["GraphQL is awesome!", "Another comment from Grafbase"])
        #expect(comments.allSatisfy { $0?["id"]?.stringValue?.count == 25 })
    }

    @Test func seed002AsPrinted() async throws {
        try await withExampleModel("Blog") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.kill() }
            #expect(dev.output.hasPrefix("Convention: collections (every type has @model and no field has @relation)\n"))

            // The printed postCreate has an unbalanced brace: a syntax error, and nothing is written.
            let invalid = try await dev.reply(try exampleText("Blog/SeedOperations/PostCreate.invalid.graphql"))
            #expect(invalid.status == 400)
            #expect(
                invalid.json == [
                    "errors": [
                        [
                            "message": #"Syntax Error: Expected Name, found "{"."#, "locations": [["line": 8, "column": 9]],
                        ]
                    ]
                ])
            let empty = try await dev.data(try exampleText("Blog/SeedOperations/ListPosts.graphql"))
            #expect(empty == ["postCollection": ["edges": []]])

            let created = try await dev.data(try exampleText("Blog/seed.graphql"))
            let id = try #require(created["postCreate"]?["post"]?["id"]?.stringValue)
            try Self.expectOnePostWithBothComments(try await dev.data(try exampleText("Blog/SeedOperations/ListPosts.graphql")), id: id)
            #expect(await dev.stop() == 0)
        }
    }

    @Test func seedFileRunsOnStart() async throws {
        try await withExampleModel("Blog") { directory in
            let seed = packageRoot.appendingPathComponent("Examples/Blog/seed.graphql").path
            let dev = try await DevProcess(["--schema", "schema.graphql", "--api", "collections", "--seed", seed], in: directory)
            defer { dev.kill() }
            #expect(dev.output.hasPrefix("Convention: collections (chosen with --api collections)\n"))
            #expect(dev.output.contains("Seed: ran 1 operation of \(seed).\n"))
            try Self.expectOnePostWithBothComments(try await dev.data(try exampleText("Blog/SeedOperations/ListPosts.graphql")), id: nil)
        }
    }
}
