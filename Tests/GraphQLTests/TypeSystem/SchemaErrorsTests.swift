import Foundation
import Testing

@testable import GraphQL

/// Each case of Fixtures/schemas/{sdl-errors,schema-validation}.graphql, checked
/// against graphql-js 16.6's errors (expected/*.txt, from
/// scripts/graphql-js/schema-errors.cjs): a syntax error, else the SDL rules'
/// errors (`buildSchema`), else `validateSchema`'s; messages, locations, order.
@Suite struct SchemaErrorsTests {
    /// The errors of one SDL document, as the script prints them.
    static func errorLines(_ sdl: String) -> [String] {
        let errors: [GraphQLError]
        do {
            errors = validateSchema(try buildSchema(sdl))
        } catch {
            errors = error.errors
        }
        return errors.map { error in
            let locations = error.locations.map(\.description).joined(separator: ",")
            return "\(locations.isEmpty ? "-" : locations) \(error.message)"
        }
    }

    static func run(_ text: String) -> String {
        var lines: [String] = []
        for (index, sdl) in text.components(separatedBy: "# ---\n").enumerated() {
            lines.append("case \(index + 1)")
            lines += errorLines(sdl)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: ["sdl-errors", "schema-validation"])
    func matchesGraphQLJS(name: String) throws {
        let input = try String(contentsOf: Fixtures.url("schemas/\(name).graphql"), encoding: .utf8)
        let expected = try String(contentsOf: Fixtures.url("schemas/expected/\(name).txt"), encoding: .utf8)
        let actual = Self.run(input)
        let actualLines = actual.split(separator: "\n")
        let expectedLines = expected.split(separator: "\n")
        #expect(actualLines.count == expectedLines.count)
        for (line, expectedLine) in zip(actualLines, expectedLines) where line != expectedLine {
            Issue.record("\(line)\n  expected: \(expectedLine)")
        }
    }
}
