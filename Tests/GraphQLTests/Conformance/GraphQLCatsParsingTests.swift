import GraphQL
import Testing

/// The graphql-cats parsing scenarios (`Fixtures/graphql-cats/parsing/`), one test each.
@Suite("Conformance: graphql-cats parsing")
struct GraphQLCatsParsingTests {
    @Test(arguments: try GraphQLCatsScenario.load("parsing/SchemaParser.json"))
    func schemaParser(_ scenario: GraphQLCatsScenario) {
        for assertion in scenario.assertions {
            switch assertion {
            case .passes:
                #expect(throws: Never.self) { try Parser.parse(scenario.query) }
            case .syntaxError:
                do {
                    let document = try Parser.parse(scenario.query)
                    Issue.record("expected a syntax error, parsed \(document.definitions.count) definitions")
                } catch {
                    #expect(error.message.hasPrefix("Syntax Error:"), "\(error)")
                    #expect(error.locations.count == 1, "\(error)")
                }
            }
        }
    }

    @Test func schemaParserFileHasEveryScenario() throws {
        let scenarios = try GraphQLCatsScenario.load("parsing/SchemaParser.json")
        #expect(scenarios.count == 17)
        #expect(scenarios.count { $0.assertions == [.syntaxError] } == 1)
    }
}
