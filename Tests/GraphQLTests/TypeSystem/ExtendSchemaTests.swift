import Foundation
import Testing

@testable import GraphQL

/// extendSchema, compared with graphql-js 16.6 case by case
/// (Fixtures/schemas/extend-schema.graphql; expected/extend-schema.txt from
/// scripts/graphql-js/extend-schema.cjs): the extension's SDL errors, else the
/// extended schema (type order included) and its validateSchema errors.
@Suite struct ExtendSchemaTests {
    static func errorLines(_ errors: [GraphQLError]) -> [String] {
        errors.map { error in
            let locations = error.locations.map(\.description).joined(separator: ",")
            return "\(locations.isEmpty ? "-" : locations) \(error.message)"
        }
    }

    /// The dump without the built-in directives, which differ from graphql-js 16 where the spec does.
    static func dumpWithoutBuiltInDirectives(_ schema: GraphQLSchema) -> [String] {
        var lines: [String] = []
        var inBuiltIn = false
        for line in SchemaDump.dump(schema).split(separator: "\n") {
            if line.hasPrefix("directive @") {
                let name = line.dropFirst("directive @".count).prefix { $0 != " " }
                inBuiltIn = BuiltIns.directiveNames.contains(String(name))
            } else if !line.hasPrefix(" ") {
                inBuiltIn = false
            }
            if !inBuiltIn { lines.append(String(line)) }
        }
        return lines
    }

    static func run(_ text: String) throws -> String {
        var lines: [String] = []
        for (index, test) in text.components(separatedBy: "# ---\n").enumerated() {
            lines.append("case \(index + 1)")
            let parts = test.components(separatedBy: "# extend\n")
            let schema = try buildSchema(parts[0])
            let source = Source(parts[1])
            do {
                let extended = try extendSchema(schema, Parser.parse(source), source: source)
                lines.append(extended === schema ? "unchanged" : "extended")
                lines += dumpWithoutBuiltInDirectives(extended)
                lines += errorLines(validateSchema(extended))
            } catch let errors as GraphQLErrors {
                lines += errorLines(errors.errors)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func matchesGraphQLJS() throws {
        let input = try String(contentsOf: Fixtures.url("schemas/extend-schema.graphql"), encoding: .utf8)
        let expected = try String(contentsOf: Fixtures.url("schemas/expected/extend-schema.txt"), encoding: .utf8)
        let actualLines = try Self.run(input).split(separator: "\n")
        let expectedLines = expected.split(separator: "\n")
        #expect(actualLines.count == expectedLines.count)
        for (index, (line, expectedLine)) in zip(actualLines, expectedLines).enumerated() where line != expectedLine {
            Issue.record("line \(index + 1): \(line)\n  expected: \(expectedLine)")
        }
    }

    @Test func extendingTwiceEqualsExtendingOnce() throws {
        let schema = try buildSchema("type Query { a: Int } enum E { A } union U = Query")
        let first = "extend type Query { b: E u: U } extend enum E { B }"
        let second = "extend type Query { c: New } type New { n: Int } extend union U = New extend enum E { C }"
        let twice = try extendSchema(extendSchema(schema, Source(first)), Source(second))
        let once = try extendSchema(schema, Source(first + "\n" + second))
        #expect(SchemaDump.dump(twice) == SchemaDump.dump(once))
        #expect(twice.type(named: "E").map { if case .enum(let e) = $0 { e.values.map(\.name) } else { [] } } == ["A", "B", "C"])
    }

    @Test func extensionSitesFollowTheDefinition() throws {
        let schema = try buildSchema(Source("type Query { a: Int }", name: "base"))
        let extended = try extendSchema(schema, Source("extend type Query { b: Int }", name: "extension"))
        let sites = extended.type(named: "Query")?.sites ?? []
        #expect(sites.map(\.source.name) == ["base", "extension"])
        #expect(extended.type(named: "Query")?.field(named: "b")?.sites.first?.location == SourceLocation(line: 1, column: 21))
    }

    /// graphql-js 16.6 drops the description on extension; later releases keep it, as Quill does.
    @Test func keepsTheSchemaDescription() throws {
        let schema = try buildSchema("\"The schema\" schema { query: Query } type Query { a: Int }")
        let extended = try extendSchema(schema, Source("extend schema { mutation: Mutation } type Mutation { m: Int }"))
        #expect(extended.description == "The schema")
        #expect(extended.mutationType.map { extended[$0].name } == "Mutation")
    }

    @Test func syntaxErrorsAreThrown() throws {
        let schema = try buildSchema("type Query { a: Int }")
        #expect(throws: GraphQLErrors([GraphQLError("Syntax Error: Expected Name, found <EOF>.", locations: [SourceLocation(line: 1, column: 12)])]))
        {
            try extendSchema(schema, Source("extend type"))
        }
    }

    /// The spec forbids `@oneOf` on an input object extension; graphql-js 17 ignores
    /// it there (it reads the definition only), so this is the spec's rule in Quill's words.
    @Test func oneOfIsRejectedOnInputObjectExtensions() throws {
        let expected = GraphQLErrors([
            GraphQLError(
                "Directive \"@oneOf\" cannot be used on an input object type extension.",
                locations: [SourceLocation(line: 1, column: 17)])
        ])
        let schema = try buildSchema("type Query { a(by: By): Int } input By { id: ID }")
        #expect(throws: expected) { try extendSchema(schema, Source("extend input By @oneOf { name: String }")) }
        #expect(throws: GraphQLErrors([GraphQLError(expected.errors[0].message, locations: [SourceLocation(line: 2, column: 17)])])) {
            try buildSchema("type Query { a(by: By): Int } input By { id: ID }\nextend input By @oneOf")
        }
    }

    /// Fields an extension adds to a OneOf input object follow its rules.
    @Test func oneOfRulesCoverExtensionFields() throws {
        let schema = try buildSchema("type Query { a(by: By): Int } input By @oneOf { id: ID }")
        let extended = try extendSchema(schema, Source("extend input By { name: String! email: String = \"x\" ok: Int }"))
        #expect(
            validateSchema(extended).map(\.description) == [
                "1:25: OneOf input field By.name must be nullable.",
                "1:33: OneOf input field By.email cannot have a default value.",
            ])
        guard case .inputObject(let by) = extended.type(named: "By") else { return #expect(Bool(false)) }
        #expect(by.isOneOf)
    }
}
