import Foundation
import GraphQL
import Testing
@testable import QuillBackend

/// Seed 002's operations, as printed, against the Blog example in-process.
@Suite struct BlogSeedTests {
    static func operation(_ file: String) throws -> String {
        try String(contentsOfFile: Fixtures.examplePath("Blog/\(file)"), encoding: .utf8)
    }

    @Test func printedPostCreateIsASyntaxError() throws {
        let harness = try CollectionsHarness.blog()
        let json = harness.run(try Self.operation("SeedOperations/PostCreate.invalid.graphql"))
        // graphql-js 16.6 reports the same message and place: the second `{ create:` where a field name belongs.
        #expect(json == #"{"errors":[{"message":"Syntax Error: Expected Name, found \"{\".","locations":[{"line":8,"column":9}]}]}"#)
        #expect(harness.dataStatements.isEmpty)
    }

    @Test func correctedPostCreateCreatesThePostAndBothComments() throws {
        let harness = try CollectionsHarness.blog()
        let created = try #require(try harness.data(try Self.operation("seed.graphql")))
        let id = try #require(created["postCreate"]?["post"]?["id"]?.stringValue)
        #expect(id.count == IDGenerator.length)

        let listed = harness.run(try Self.operation("SeedOperations/ListPosts.graphql"))
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

    @Test func listPostsReadsOneStatementPerNestingLevel() throws {
        let harness = try CollectionsHarness.blog()
        for index in 0..<5 {
            _ = try #require(try harness.data("""
                mutation { postCreate(input: { title: "P\(index)", body: "B", comments: [
                  { create: { message: "a\(index)" } }, { create: { message: "b\(index)" } }] }) { post { id } } }
                """))
        }
        harness.reset()
        let json = try JSONReader().read(harness.run(try Self.operation("SeedOperations/ListPosts.graphql")))
        let edges = try #require(json["data"]?["postCollection"]?["edges"]?.arrayValue)
        #expect(edges.count == 5)
        #expect(edges.map { $0["node"]?["comments"]?["edges"]?.arrayValue?.count } == [2, 2, 2, 2, 2])
        #expect(harness.dataStatements.count == 2)
    }
}
