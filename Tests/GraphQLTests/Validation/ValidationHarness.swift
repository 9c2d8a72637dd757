import Foundation
import Testing

@testable import GraphQL

/// The rule tests' schema and helpers, after graphql-js's validation/__tests__/harness:
/// Fixtures/validation/harness.graphql (graphql-js's test schema) and extra.graphql.
enum ValidationHarness {
    static func fixture(_ path: String) -> String {
        (try? String(contentsOf: Fixtures.url(path), encoding: .utf8)) ?? ""
    }

    static let schema: GraphQLSchema = {
        let sdl = fixture("validation/harness.graphql") + "\n" + fixture("validation/extra.graphql")
        do {
            return try buildSchema(Source(sdl, name: "harness.graphql"))
        } catch {
            fatalError("the harness schema does not build: \(error)")
        }
    }()

    /// One error as the tables write it: "LINE:COLUMN[,LINE:COLUMN...]: MESSAGE", "-" without locations.
    static func format(_ error: GraphQLError) -> String {
        let locations = error.locations.map { "\($0.line):\($0.column)" }.joined(separator: ",")
        return (locations.isEmpty ? "-" : locations) + ": " + error.message
    }

    /// The errors one rule reports for a document.
    static func errors<Rule: ValidationRule>(
        _ rule: Rule.Type, _ text: String, schema: GraphQLSchema = schema
    ) throws -> [String] {
        let source = Source(text)
        let document = try Parser.parse(source)
        return validate(schema: schema, document: document, source: source, rule: rule).map(format)
    }

    /// The errors all specified rules report for a document.
    static func allErrors(_ text: String, schema: GraphQLSchema = schema, maxErrors: Int = 100) throws -> [String] {
        let source = Source(text)
        let document = try Parser.parse(source)
        return validate(schema: schema, document: document, source: source, maxErrors: maxErrors).map(format)
    }
}
