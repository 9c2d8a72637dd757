import Foundation
import Testing

@testable import QuillCodegen

/// The code generated for each example, compared with its golden file in
/// Tests/QuillTestOperations: the operations QuillTests and QuillGeneratedTests run.
/// `QUILL_RECORD_GOLDEN=1 swift test --filter GoldenTests` writes them again (review the
/// diff).
@Suite struct GoldenTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var inputs: [String]
        var schema: String?
        var options = CodegenOptions()

        var testDescription: String { name }
    }

    static let examples: [Example] = [
        // Seeds 000/001: the app's operations against the API `quill dev` generates, and the
        // client tests' own.
        Example(
            name: "ConferencePlanner",
            inputs: ["ConferenceTableViewController", "ConferenceDetailViewController", "RegisterViewController", "InitialData"]
                .map { "Examples/ConferencePlanner/\($0).graphql" } + ["Tests/QuillCodegenTests/Fixtures/ConferencePlanner"],
            schema: "Examples/ConferencePlanner/generated-api.graphql"),
        // Seed 004: LaunchList against the tutorial server's schema (issue 16), and its login;
        // `launch(id:)` redirected to the cache's `Launch:<id>` (Apollo's @fieldPolicy), and
        // @cacheControl(maxAge:) hints for a type and a field.
        Example(
            name: "Launches", inputs: ["Tests/QuillCodegenTests/Fixtures/Launches"],
            schema: "Tests/QuillCodegenTests/Fixtures/Launches/schema.graphql",
            options: CodegenOptions(
                fieldPolicies: ["Query": ["launch": ["id"]]], cacheMaxAges: ["Launch": ["": 3600], "Mission": ["name": 600]])),
        // Seed 002's Blog API as the client tests page it.
        Example(
            name: "Blog", inputs: ["Tests/QuillCodegenTests/Fixtures/Blog"], schema: "Examples/Blog/generated-api.graphql"),
        // The client tests' event server.
        Example(
            name: "Events", inputs: ["Tests/QuillCodegenTests/Fixtures/Events"],
            schema: "Tests/QuillCodegenTests/Fixtures/Events/schema.graphql"),
        // The client's @defer and @stream tests: deferred fragments, a streamed list.
        Example(
            name: "Incremental", inputs: ["Tests/QuillCodegenTests/Fixtures/Incremental"],
            schema: "Tests/QuillCodegenTests/Fixtures/Incremental/schema.graphql"),
        // Every kind of type and selection; options from its quill-codegen.json.
        Example(name: "Features", inputs: ["Tests/QuillCodegenTests/Fixtures/Features"], schema: nil),
        // The same in Apollo iOS 1.x's shapes (GraphQLEnum fields, GraphQLNullable variables).
        Example(
            name: "ApolloFeatures", inputs: ["Tests/QuillCodegenTests/Fixtures/Features"], schema: nil,
            options: CodegenOptions(namespace: "ApolloFeatures", graphQLEnum: true, graphQLNullable: true)),
        // The benchmark corpus's valid operations.
        Example(
            name: "Corpus",
            inputs: ["app", "list", "introspection"].map { "Benchmarks/corpus/operations/\($0).graphql" },
            schema: "Benchmarks/corpus/schema.graphql", options: CodegenOptions(namespace: "Corpus")),
    ]

    @Test(arguments: examples)
    func generatedCodeMatchesItsGoldenFile(_ example: Example) throws {
        let golden = packageFile("Tests/QuillTestOperations/\(example.name).swift")
        let text = try withTemporaryDirectory { directory in
            let output = directory.appendingPathComponent("\(example.name).swift")
            let generation = Generation(
                inputs: example.inputs.map { packageFile($0).path }, schemaPath: example.schema.map { packageFile($0).path },
                output: output.path, options: example.options)
            _ = try generation.run()
            return try String(contentsOf: output, encoding: .utf8)
        }
        if ProcessInfo.processInfo.environment["QUILL_RECORD_GOLDEN"] != nil {
            try text.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == expected, "\(golden.path) differs; QUILL_RECORD_GOLDEN=1 records it again")
    }
}
