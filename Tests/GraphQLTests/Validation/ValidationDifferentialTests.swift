import Foundation
import Testing

@testable import GraphQL

/// Quill's validation against graphql-js 16.6's (scripts/graphql-js/validate.cjs, one
/// node process per test) on the corpus operations and mutants of them
/// (OperationMutator): the same error messages and locations, in the same order.
/// Runs graphql-js with the rules of `specifiedRules` that it has (not graphql-js 17's of
/// `@defer` and `@stream`, which `IncrementalDifferentialTests` compares with graphql-core).
@Suite struct ValidationDifferentialTests {
    /// The rules graphql-js 17 added for `@defer` and `@stream`, which 16 lacks.
    static let graphQLJS17Rules = [
        "DeferStreamDirectiveOnRootFieldRule", "DeferStreamDirectiveOnValidOperationsRule", "DeferStreamDirectiveLabelRule",
        "StreamDirectiveOnListFieldRule",
    ]

    /// The names of `specifiedRules` that graphql-js 16 has.
    static var graphQLJS16Rules: [String] {
        specifiedRules.map { String(describing: $0) }.filter { !graphQLJS17Rules.contains($0) }
    }

    /// The corpus operations but the kitchen sink, whose type definitions
    /// `TypeSystemInExecutableDocumentTests` compares.
    static let operations: [String] = ["app", "introspection", "large", "list"].map {
        ValidationHarness.fixture("corpus/operations/\($0).graphql")
    }

    static func documents(mutantsPerOperation: Int) -> [String] {
        var documents = operations
        var mutator = OperationMutator(seed: 2025)
        for operation in operations {
            guard let document = try? Parser.parse(operation) else { continue }
            for _ in 0..<mutantsPerOperation {
                var mutant = mutator.mutate(document)
                if Bool.random(using: &mutator.generator) { mutant = mutator.mutate(mutant) }
                documents.append(Printer.print(mutant))
            }
        }
        return documents
    }

    /// graphql-js's results, one line list per document.
    static func graphQLJS(schema: String, documents: [String]) async throws -> [[String]] {
        let rules = graphQLJS16Rules.map { String($0.dropLast("Rule".count)) }
        let input = try JSONSerialization.data(withJSONObject: ["schema": schema, "rules": rules, "documents": documents])
        let output = try await NodeScript.run("validate.cjs", input: input)
        let results = try #require(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        return results.map { result in
            if let errors = result["errors"] as? [String] { return errors }
            if let syntax = result["syntaxError"] as? String { return ["syntax " + syntax] }
            return ["thrown: \(result["thrown"] ?? "")"]
        }
    }

    static func quill(schema: GraphQLSchema, document text: String) -> [String] {
        let source = Source(text)
        do {
            let document = try Parser.parse(source)
            return validate(schema: schema, document: document, source: source).map(ValidationHarness.format)
        } catch {
            return ["syntax " + ValidationHarness.format(error)]
        }
    }

    /// `specifiedRules` (read off `SpecifiedRules`) names graphql-js's rules in its order, with
    /// graphql-js 17's rules of `@defer` and `@stream` after `UniqueDirectivesPerLocationRule`.
    @Test func specifiedRulesAreGraphQLJSs() async throws {
        let output = try await NodeScript.run("validate.cjs", input: try JSONSerialization.data(withJSONObject: ["specifiedRules": true]))
        let theirs = try #require(try JSONSerialization.jsonObject(with: output) as? [String])
        #expect(Self.graphQLJS16Rules == theirs)
        let names = specifiedRules.map { String(describing: $0) }
        let after = try #require(names.firstIndex(of: "UniqueDirectivesPerLocationRule")) + 1
        #expect(Array(names[after..<after + 4]) == Self.graphQLJS17Rules)
    }

    @Test(arguments: ["schema", "github-schema"])
    func matchesGraphQLJS(schemaName: String) async throws {
        let sdl = ValidationHarness.fixture("corpus/\(schemaName).graphql")
        let schema = try buildSchema(Source(sdl, name: schemaName))
        let documents = Self.documents(mutantsPerOperation: 60)
        let expected = try await Self.graphQLJS(schema: sdl, documents: documents)
        try #require(expected.count == documents.count)
        var failures = 0
        var invalid = 0
        for (document, wanted) in zip(documents, expected) {
            let actual = Self.quill(schema: schema, document: document)
            if !actual.isEmpty { invalid += 1 }
            if actual != wanted && !wanted.contains(where: { $0.hasPrefix("thrown") }) {
                failures += 1
                if failures <= 5 {
                    Issue.record("\(document)\n--- quill:\n\(actual.joined(separator: "\n"))\n--- graphql-js:\n\(wanted.joined(separator: "\n"))")
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(documents.count) documents differ")
        // The mutants must exercise the rules: most are invalid.
        #expect(invalid > documents.count / 2)
    }
}
