import Foundation
import Testing

@testable import QuillCodegen

/// Apollo's `@typePolicy(keyFields:)` in a schema extension: the cache keys the type's
/// objects by those fields, as the `keyFields` option does, without declaring the directive.
@Suite struct CachePolicyTests {
    static let schema = """
        type Query { books: [Book!]! author(id: ID!): Author }
        type Book { isbn: String! edition: Int! title: String author: Author }
        type Author { id: ID! name: String }
        """

    func generated(schema extensions: String, options: CodegenOptions = CodegenOptions()) throws -> String {
        try withTemporaryDirectory { directory in
            try write(
                [
                    "schema.graphqls": Self.schema + "\n" + extensions,
                    "Books.graphql": "query Books { books { title author { name } } }",
                ], in: directory)
            let output = directory.appendingPathComponent("API.swift")
            _ = try Generation(
                inputs: [directory.appendingPathComponent("Books.graphql").path],
                schemaPath: directory.appendingPathComponent("schema.graphqls").path, output: output.path, options: options
            ).run()
            return try String(contentsOf: output, encoding: .utf8)
        }
    }

    @Test func typePolicyKeyFieldsKeyTheCacheAndAreSelected() throws {
        let text = try generated(schema: #"extend type Book @typePolicy(keyFields: "isbn edition")"#)
        #expect(text.contains(#"cacheKeyFields: [String: [String]] = ["Book": ["isbn", "edition"]]"#))
        #expect(text.contains("{ books { __typename isbn edition title author { __typename name } } }"))
    }

    @Test func theOptionsWinForATypeTheyName() throws {
        let text = try generated(
            schema: #"extend type Book @typePolicy(keyFields: "isbn")"# + "\n" + #"extend type Author @typePolicy(keyFields: "id")"#,
            options: CodegenOptions(keyFields: ["Book": ["title"]]))
        #expect(text.contains(#"cacheKeyFields: [String: [String]] = ["Author": ["id"], "Book": ["title"]]"#))
    }

    @Test func aDeclaredDirectiveIsNotDeclaredTwice() throws {
        let declared = "directive @typePolicy(keyFields: String!) on OBJECT | INTERFACE\n"
        let text = try generated(schema: declared + #"extend type Book @typePolicy(keyFields: "isbn")"#)
        #expect(text.contains(#"["Book": ["isbn"]]"#))
    }
}
