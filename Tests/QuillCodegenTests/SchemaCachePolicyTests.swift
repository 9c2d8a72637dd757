import Foundation
import Testing

@testable import QuillCodegen

/// Apollo's `@typePolicy(keyFields:)` and `@fieldPolicy(forField:keyArgs:)` in a schema
/// extension, without declaring the directives: the cache keys the type's objects by those
/// fields, as the `keyFields` option does, and redirects the field to the object its
/// arguments key (CacheRedirectTests runs that).
@Suite struct SchemaCachePolicyTests {
    static let schema = """
        type Query { books: [Book!]! author(id: ID!): Author }
        type Book { isbn: String! edition: Int! title: String author: Author }
        type Author { id: ID! name: String }
        """

    func generated(
        schema extensions: String, operations: String = "query Books { books { title author { name } } }", options: CodegenOptions = CodegenOptions()
    ) throws -> String {
        try withTemporaryDirectory { directory in
            try write(
                [
                    "schema.graphqls": Self.schema + "\n" + extensions,
                    "Books.graphql": operations,
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

    @Test func fieldPoliciesBecomeTheOperationsRedirects() throws {
        let text = try generated(
            schema: #"extend type Query @fieldPolicy(forField: "author", keyArgs: "id")"#,
            operations: "query Author($id: ID!) { author(id: $id) { name } }")
        #expect(text.contains(#"static let fieldPolicies: [String: [String: [String]]] = ["Query": ["author": ["id"]]]"#))
        #expect(text.contains("static var __fieldPolicies: [String: [String: [String]]] { SchemaMetadata.fieldPolicies }"))
    }

    @Test func aFieldPolicyOnAFieldThatCannotHaveOneIsAnError() throws {
        #expect(throws: CodegenFailure.self) {
            try generated(schema: #"extend type Query @fieldPolicy(forField: "books", keyArgs: "id")"#)
        }
        do throws(CodegenFailure) {
            _ = try Codegen.generate(
                schema: try SchemaLoader.load(path: "schema.graphqls", text: Self.schema),
                operations: [OperationFile(path: "Books.graphql", text: "query Books { books { title } }")],
                options: CodegenOptions(fieldPolicies: ["Query": ["author": ["name"], "books": ["id"]]]), optionsOrigin: "schema.graphqls",
                layout: .file("API.swift"))
            Issue.record("generated")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "schema.graphqls: fieldPolicy: 'Query.author' has no argument 'name'",
                    "schema.graphqls: fieldPolicy: 'Query.books' returns a list: a field policy keys one object",
                ])
        }
    }

    @Test func cacheControlMaxAgesBecomeTheOperationsHints() throws {
        let text = try generated(
            schema: #"extend type Book @cacheControl(maxAge: 60)"# + "\n" + #"extend type Query { bestseller: Book @cacheControl(maxAge: 30) }"#)
        #expect(text.contains(#"static let cacheMaxAges = CacheMaxAges(types: ["Book": 60], fields: ["Query": ["bestseller": 30]])"#))
        #expect(text.contains("static var __cacheMaxAges: CacheMaxAges { SchemaMetadata.cacheMaxAges }"))
    }

    @Test func aDeclaredDirectiveIsNotDeclaredTwice() throws {
        let declared = "directive @typePolicy(keyFields: String!) on OBJECT | INTERFACE\n"
        let text = try generated(schema: declared + #"extend type Book @typePolicy(keyFields: "isbn")"#)
        #expect(text.contains(#"["Book": ["isbn"]]"#))
    }
}
