import Foundation
import Testing

@testable import GraphQL

/// printSchema, introspectionFromSchema and buildClientSchema compared with
/// graphql-js 16.6 (brought to the 2025 built-ins by
/// scripts/graphql-js/introspection-builtins.cjs) on the corpus schemas and an
/// edge-case schema. Each test runs node once for all schemas.
@Suite struct IntrospectionDifferentialTests {
    static let schemaPaths = [
        "corpus/schema.graphql", "corpus/github-schema.graphql", "introspection/edge-cases.graphql",
    ]

    private static func request(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object)
    }

    private static func answer(_ data: Data) throws -> JSONValue {
        try JSONReader().read([UInt8](data))
    }

    private static func schema(_ path: String) throws -> GraphQLSchema {
        try buildSchema(try Fixtures.text(path))
    }

    /// Records the first differing line of two texts, which `#expect` alone would bury.
    private static func expectSameText(_ ours: String, _ theirs: String, _ label: String) {
        #expect(ours == theirs, "\(label) differs")
        guard ours != theirs else { return }
        let oursLines = ours.split(separator: "\n", omittingEmptySubsequences: false)
        let theirLines = theirs.split(separator: "\n", omittingEmptySubsequences: false)
        if let line = oursLines.indices.first(where: { $0 >= theirLines.count || oursLines[$0] != theirLines[$0] }) {
            Issue.record(
                "\(label) line \(line + 1): got \(oursLines[line].debugDescription), want \(theirLines.indices.contains(line) ? theirLines[line].debugDescription : "end")"
            )
        }
    }

    @Test func printSchemaMatchesGraphQLJS() async throws {
        let paths = Self.schemaPaths.map { Fixtures.url($0).path }
        let output = try Self.answer(try await NodeScript.run("print-schema.cjs", input: try Self.request(["schemas": paths])))
        let expected = try #require(output["printed"]?.arrayValue)
        #expect(expected.count == Self.schemaPaths.count)
        for (path, theirs) in zip(Self.schemaPaths, expected) {
            Self.expectSameText(printSchema(try Self.schema(path)), try #require(theirs.stringValue), path)
        }
    }

    @Test func introspectionAndClientSchemaMatchGraphQLJS() async throws {
        let paths = Self.schemaPaths.map { Fixtures.url($0).path }
        let output = try Self.answer(try await NodeScript.run("introspection.cjs", input: try Self.request(["schemas": paths])))
        let results = try #require(output["schemas"]?.arrayValue)
        #expect(results.count == Self.schemaPaths.count)
        for (path, result) in zip(Self.schemaPaths, results) {
            let theirText = try #require(result["introspection"]?.stringValue)
            let introspection = introspectionFromSchema(try Self.schema(path))
            // The same JSON value, and the same text as JSON.stringify(x, null, 2).
            #expect(introspection == (try JSONReader().read(theirText)), "\(path) introspection")
            Self.expectSameText(String(decoding: introspection.prettySerialized(), as: UTF8.self), theirText, path)

            let client = try buildClientSchema(introspection)
            Self.expectSameText(printSchema(client), try #require(result["roundTrip"]?.stringValue), "\(path) round trip")
            // Introspecting the client schema gives the introspection back.
            #expect(introspectionFromSchema(client) == introspection, "\(path) client introspection")
        }
    }

    @Test func introspectionQueryTextMatchesGetIntrospectionQuery() async throws {
        let variants: [[String: Bool]] = [
            [:],
            ["descriptions": false],
            ["specifiedByUrl": true, "directiveIsRepeatable": true, "schemaDescription": true, "inputValueDeprecation": true],
            ["descriptions": false, "schemaDescription": true, "inputValueDeprecation": true],
        ]
        let output = try Self.answer(
            try await NodeScript.run(
                "introspection.cjs", input: try Self.request(["queries": variants.map { ["options": $0] }])))
        let texts = try #require(output["queries"]?.arrayValue)
        #expect(texts.count == variants.count)
        for (variant, text) in zip(variants, texts) {
            let options = IntrospectionOptions(
                descriptions: variant["descriptions"] ?? true, specifiedByURL: variant["specifiedByUrl"] ?? false,
                directiveIsRepeatable: variant["directiveIsRepeatable"] ?? false,
                schemaDescription: variant["schemaDescription"] ?? false,
                inputValueDeprecation: variant["inputValueDeprecation"] ?? false)
            Self.expectSameText(introspectionQuery(options), try #require(text.stringValue), "\(variant)")
        }
    }
}
