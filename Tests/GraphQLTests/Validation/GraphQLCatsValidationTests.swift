import Foundation
import Testing

@testable import GraphQL

/// The graphql-cats validation scenarios (Fixtures/graphql-cats/validation), each
/// run with the rules it names. An error code maps to its message template in
/// error-mapping.json; the errors must match in number, location and message.
///
/// graphql-cats' templates are graphql-js's 2018 messages. Quill follows
/// graphql-js 16, whose wording changed for some codes (`renamed`), and which
/// adds "Did you mean" suggestions (the template is then a prefix of the
/// message). For `noSubselectionAllowed` graphql-js 16 locates the selection set,
/// not the field as the scenarios do (the spec names no location): only the line
/// is compared there.
@Suite struct GraphQLCatsValidationTests {
    struct Scenario: Sendable, CustomStringConvertible {
        var file: String
        var name: String
        var query: String
        var rules: [String]
        /// `nil` when it passes; else the count and the expected errors.
        var errorCount: Int?
        var errors: [(message: String, line: Int, column: Int?)]
        var description: String { "\(file): \(name)" }
    }

    /// graphql-js 16's wording for the codes whose message changed since 2018.
    static let renamed: [String: String] = [
        "nonExecutableDefinition": "The \"${defName}\" definition is not executable.",
        "unknownArgument": "Unknown argument \"${argumentName}\" on field \"${typeName}.${fieldName}\".",
        "unknownDirective": "Unknown directive \"@${directiveName}\".",
        "misplacedDirective": "Directive \"@${directiveName}\" may not be used on ${location}.",
        "unknownDirectiveArgument": "Unknown argument \"${argumentName}\" on directive \"@${directiveName}\".",
    ]

    static let scenarios: [Scenario] = {
        let directory = Fixtures.url("graphql-cats")
        let mapping =
            (try? JSONSerialization.jsonObject(
                with: Data(contentsOf: directory.appendingPathComponent("error-mapping.json")))) as? [String: [String: Any]] ?? [:]
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("validation").path)) ?? []
        var scenarios: [Scenario] = []
        for file in files.sorted() where file.hasSuffix(".json") {
            guard let data = try? Data(contentsOf: directory.appendingPathComponent("validation/\(file)")),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let tests = json["tests"] as? [[String: Any]]
            else { continue }
            for test in tests {
                let query = (test["given"] as? [String: Any])?["query"] as? String ?? ""
                let rules = (test["when"] as? [String: Any])?["validate"] as? [String] ?? []
                var scenario = Scenario(
                    file: file, name: test["name"] as? String ?? "", query: query, rules: rules, errorCount: nil, errors: [])
                for assertion in test["then"] as? [[String: Any]] ?? [] {
                    if let count = assertion["error-count"] as? Int { scenario.errorCount = count }
                    if let code = assertion["error-code"] as? String, let loc = assertion["loc"] as? [String: Int] {
                        var message = renamed[code] ?? mapping[code]?["message"] as? String ?? code
                        for (key, value) in assertion["args"] as? [String: String] ?? [:] {
                            message = message.replacingOccurrences(of: "${\(key)}", with: value)
                        }
                        message = message.replacingOccurrences(of: "The \"schema\" definition", with: "The schema definition")
                        let column = code == "noSubselectionAllowed" ? nil : loc["column"]
                        scenario.errors.append((message, loc["line"] ?? 0, column))
                    }
                }
                scenarios.append(scenario)
            }
        }
        return scenarios
    }()

    /// The scenarios' schema; it annotates enum values with `@enumInt` (values for
    /// execution tests) without defining it, so the definition is added here.
    static let schema: GraphQLSchema? = try? buildSchema(
        Source(
            ValidationHarness.fixture("graphql-cats/validation/validation.schema.graphql")
                + "\ndirective @enumInt(value: Int) on ENUM_VALUE\n"))

    @Test func scenariosAreLoaded() throws {
        #expect(Self.scenarios.count > 50)
        #expect(Self.schema != nil)
    }

    @Test(arguments: scenarios)
    func scenario(_ scenario: Scenario) throws {
        let schema = try #require(Self.schema)
        let rules: [any ValidationRule.Type] = scenario.rules.compactMap { name in
            specifiedRules.first { String(describing: $0) == name + "Rule" }
        }
        try #require(rules.count == scenario.rules.count, "unknown rule in \(scenario.rules)")
        let source = Source(scenario.query)
        let document = try Parser.parse(source)
        let errors = validate(schema: schema, document: document, source: source, rules: rules)
        #expect(errors.count == scenario.errorCount ?? 0)
        for (error, expected) in zip(errors, scenario.errors) {
            #expect(error.message.hasPrefix(expected.message.hasSuffix(".") ? String(expected.message.dropLast()) : expected.message))
            #expect(error.locations.first?.line == expected.line)
            if let column = expected.column { #expect(error.locations.first?.column == column) }
        }
    }
}
