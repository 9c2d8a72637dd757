import GraphQL
import Testing

@testable import QuillBackend

/// Relation filters in the collections dialect, as the Graphcool dialect has them: a list
/// relation field takes `some`, `every` and `none` of its target's filter, a to-one field
/// the target's filter itself; nested at any depth, in one statement.
@Suite(.offThePool) struct CollectionsRelationFilterTests {
    static func harness(_ database: TestDatabase) async throws -> BackendHarness {
        let harness = try BackendHarness(sdl: CollectionsFixtures.blogWithUniques, database: database)
        for (index, (title, messages)) in [("A", ["x", "y"]), ("B", ["x"]), ("C", [])].enumerated() {
            let comments = messages.map { #"{ create: { message: "\#($0)" } }"# }.joined(separator: ", ")
            _ = try await harness.data(
                #"""
                mutation { postCreate(input: { title: "\#(title)", slug: "\#(title)", author: "a", number: \#(index), comments: [\#(comments)] }) { post { id } } }
                """#)
        }
        _ = try await harness.data(#"mutation { commentCreate(input: { message: "orphan" }) { comment { id } } }"#)
        return harness
    }

    static func titles(_ harness: BackendHarness, _ filter: String) async throws -> [String] {
        let data = try await harness.data("{ postCollection(first: 10, orderBy: { title: ASC }, filter: \(filter)) { edges { node { title } } } }")
        return data["postCollection"]?["edges"]?.arrayValue?.compactMap { $0["node"]?["title"]?.stringValue } ?? []
    }

    @Test func theFilterInputsHaveTheRelationFields() throws {
        let sdl = printSchema(try BackendHarness(sdl: CollectionsFixtures.blogWithUniques, database: .sqliteInMemory).backend.schema)
        #expect(sdl.contains("  comments: CommentRelationFilterInput\n  ALL: [PostCollectionFilterInput!]"), "\(sdl)")
        #expect(sdl.contains("  post: PostCollectionFilterInput\n  ALL: [CommentCollectionFilterInput!]"), "\(sdl)")
        #expect(
            sdl.contains(
                "input CommentRelationFilterInput {\n  some: CommentCollectionFilterInput\n  every: CommentCollectionFilterInput\n  none: CommentCollectionFilterInput\n}"
            ))
    }

    @Test(arguments: TestDatabase.allCases)
    func someEveryAndNoneOfAList(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        #expect(try await Self.titles(harness, #"{ comments: { some: { message: { eq: "y" } } } }"#) == ["A"])
        #expect(try await Self.titles(harness, #"{ comments: { some: { message: { eq: "x" } } } }"#) == ["A", "B"])
        #expect(try await Self.titles(harness, #"{ comments: { every: { message: { eq: "x" } } } }"#) == ["B", "C"])
        #expect(try await Self.titles(harness, #"{ comments: { none: { message: { eq: "x" } } } }"#) == ["C"])
        #expect(try await Self.titles(harness, "{ comments: { some: {} } }") == ["A", "B"])
        // Two quantifiers together, and with the other fields: all hold.
        #expect(try await Self.titles(harness, #"{ comments: { some: { message: { eq: "x" } }, none: { message: { eq: "y" } } } }"#) == ["B"])
        #expect(try await Self.titles(harness, #"{ title: { neq: "B" }, comments: { every: { message: { in: ["x", "y"] } } } }"#) == ["A", "C"])
        // Nested: the posts with a comment whose post has a comment y (A itself).
        #expect(try await Self.titles(harness, #"{ comments: { some: { post: { comments: { some: { message: { eq: "y" } } } } } } }"#) == ["A"])
        // One statement, the count included in its own.
        let (data, statements) = try await harness.statements {
            try await harness.data(
                #"{ postCollection(first: 10, filter: { comments: { some: { message: { eq: "x" } } } }) { totalCount edges { node { title } } } }"#)
        }
        #expect(data["postCollection"]?["totalCount"] == 2)
        #expect(statements.count == 2, "\(statements)")
    }

    @Test(arguments: TestDatabase.allCases)
    func aToOneFieldTakesItsTargetsFilter(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        func messages(_ filter: String) async throws -> [String] {
            let data = try await harness.data(
                "{ commentCollection(first: 10, orderBy: { message: ASC }, filter: \(filter)) { edges { node { message post { title } } } } }")
            return data["commentCollection"]?["edges"]?.arrayValue?.compactMap {
                guard let message = $0["node"]?["message"]?.stringValue else { return nil }
                return message + ($0["node"]?["post"]?["title"]?.stringValue ?? "-")
            } ?? []
        }
        #expect(try await messages(#"{ post: { title: { eq: "A" } } }"#) == ["xA", "yA"])
        #expect(try await messages(#"{ post: { title: { in: ["A", "B"] } }, message: { eq: "x" } }"#) == ["xA", "xB"])
        #expect(try await messages("{ post: {} }") == ["xA", "xB", "yA"])
        #expect(try await messages("{ NOT: { post: {} } }") == ["orphan-"])
        // In a relation's connection too.
        let nested = try await harness.data(
            #"""
            { post(by: { slug: "A" }) { comments(first: 5, filter: { post: { slug: { eq: "A" } }, message: { eq: "y" } }) { edges { node { message } } } } }
            """#)
        #expect(nested == ["post": ["comments": ["edges": [["node": ["message": "y"]]]]]])
    }
}
