import Foundation
import GraphQL
import Testing

@testable import QuillBackend

/// Seed 002's operations, as printed, against the Blog example in-process.
@Suite(.offThePool) struct BlogSeedTests {
    static func operation(_ file: String) throws -> String {
        try String(contentsOfFile: Fixtures.examplePath("Blog/\(file)"), encoding: .utf8)
    }

    @Test(arguments: TestDatabase.allCases)
    func printedPostCreateIsASyntaxError(database: TestDatabase) async throws {
        let harness = try BackendHarness.blog(database: database)
        let operation = try Self.operation("SeedOperations/PostCreate.invalid.graphql")
        let (json, statements) = await harness.statements { await harness.text(operation) }
        // graphql-js 16.6 reports the same message and place: the second `{ create:` where a field name belongs.
        #expect(json == #"{"errors":[{"message":"Syntax Error: Expected Name, found \"{\".","locations":[{"line":8,"column":9}]}]}"#)
        #expect(statements.isEmpty)
    }

    @Test(arguments: TestDatabase.allCases)
    func correctedPostCreateCreatesThePostAndBothComments(database: TestDatabase) async throws {
        let harness = try BackendHarness.blog(database: database)
        let created = try await harness.data(try Self.operation("seed.graphql"))
        let id = try #require(created["postCreate"]?["post"]?["id"]?.stringValue)
        #expect(id.count == IDGenerator.length)

        let listed = await harness.text(try Self.operation("SeedOperations/ListPosts.graphql"))
        let json = try JSONReader().read(listed)
        let edges = try #require(json["data"]?["postCollection"]?["edges"]?.arrayValue)
        #expect(edges.count == 1)
        let post = try #require(edges.first?["node"])
        #expect(post["id"] == .string(id))
        #expect(post["title"] == "Swift + GraphQL!")
        #expect(post["body"] == "Hello from Grafbase.")
        let comments = try #require(post["comments"]?["edges"]?.arrayValue).map { $0["node"]?["message"] }
        #expect(comments == ["GraphQL is awesome!", "Another comment from Grafbase"])
        #expect(json["errors"] == nil)
    }

    @Test(arguments: TestDatabase.allCases)
    func listPostsReadsOneStatementPerNestingLevel(database: TestDatabase) async throws {
        let harness = try BackendHarness.blog(database: database)
        for index in 0..<5 {
            _ = try await harness.data(
                """
                mutation { postCreate(input: { title: "P\(index)", body: "B", comments: [
                  { create: { message: "a\(index)" } }, { create: { message: "b\(index)" } }] }) { post { id } } }
                """)
        }
        let operation = try Self.operation("SeedOperations/ListPosts.graphql")
        let (text, statements) = await harness.statements { await harness.text(operation) }
        let json = try JSONReader().read(text)
        let edges = try #require(json["data"]?["postCollection"]?["edges"]?.arrayValue)
        #expect(edges.count == 5)
        #expect(edges.map { $0["node"]?["comments"]?["edges"]?.arrayValue?.count } == [2, 2, 2, 2, 2])
        #expect(statements.count == 2)
    }
}
