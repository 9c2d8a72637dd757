import Testing

@testable import GraphQL

/// UniqueFragmentNamesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 2 valid, 2 invalid.
@Suite struct UniqueFragmentNamesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"""
            { dog { ...fragA } }
            fragment fragA on Dog { name }
            """#,
            []
        ),
        (
            #"""
            { dog { ...fragA ...fragB } }
            fragment fragA on Dog { name }
            fragment fragB on Dog { nickname }
            """#,
            []
        ),
        (
            #"""
            { dog { ...fragA } }
            fragment fragA on Dog { name }
            fragment fragA on Dog { barks }
            """#,
            [
                "2:10,3:10: There can be only one fragment named \"fragA\"."
            ]
        ),
        (
            #"""
            fragment fragA on Dog { name }
            fragment fragA on Dog { barks }
            fragment fragA on Dog { nickname }
            """#,
            [
                "1:10,2:10: There can be only one fragment named \"fragA\".",
                "1:10,3:10: There can be only one fragment named \"fragA\".",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(UniqueFragmentNamesRule.self, document) == expected)
    }
}
