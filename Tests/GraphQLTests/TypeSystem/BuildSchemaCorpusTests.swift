import Foundation
import Testing

@testable import GraphQL

/// Schemas built by Quill, compared line by line with graphql-js 16.6's
/// `buildSchema` (Fixtures/schemas/expected/*.dump.txt, from
/// scripts/graphql-js/schema-dump.cjs): type order, fields, arguments, interfaces,
/// members, enum values, descriptions, deprecations and defaults.
@Suite struct BuildSchemaCorpusTests {
    /// The built-in directives differ from graphql-js 16 where the spec does
    /// (`@deprecated(reason: String!)`, `@oneOf`); they are checked in BuiltInsTests.
    static func withoutBuiltInDirectives(_ dump: String) -> [Substring] {
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("directive @include ") }) else { return lines }
        return Array(lines[..<first])
    }

    /// The corpus schemas, and extensions of every kind written before the definitions they extend.
    @Test(arguments: ["corpus/schema", "corpus/github-schema", "schemas/extensions"])
    func matchesGraphQLJS(path: String) throws {
        let name = String(path.split(separator: "/").last!)
        let sdl = try String(contentsOf: Fixtures.url("\(path).graphql"), encoding: .utf8)
        let expected = try String(
            contentsOf: Fixtures.url("schemas/expected/\(name).dump.txt"), encoding: .utf8)
        let schema = try buildSchema(Source(sdl, name: name))
        let actual = Self.withoutBuiltInDirectives(SchemaDump.dump(schema))
        let wanted = Self.withoutBuiltInDirectives(expected)
        #expect(actual.count == wanted.count)
        for (index, (line, expectedLine)) in zip(actual, wanted).enumerated() where line != expectedLine {
            Issue.record("line \(index + 1): \(line)\n  expected: \(expectedLine)")
            break
        }
    }
}
