import Testing

@testable import GraphQL

/// NoFragmentCyclesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 2 valid, 7 invalid.
@Suite struct NoFragmentCyclesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"""
            fragment fragA on Dog { ...fragB }
            fragment fragB on Dog { name }
            """#,
            []
        ),
        (
            #"""
            fragment fragA on Dog { ...fragB ...fragB }
            fragment fragB on Dog { name }
            """#,
            []
        ),
        (
            #"fragment fragA on Dog { ...fragA }"#,
            [
                "1:25: Cannot spread fragment \"fragA\" within itself."
            ]
        ),
        (
            #"""
            fragment fragA on Dog { ...fragB }
            fragment fragB on Dog { ...fragA }
            """#,
            [
                "1:25,2:25: Cannot spread fragment \"fragA\" within itself via \"fragB\"."
            ]
        ),
        (
            #"""
            fragment fragA on Dog { ...fragB }
            fragment fragB on Dog { ...fragC }
            fragment fragC on Dog { ...fragO }
            fragment fragX on Dog { ...fragY }
            fragment fragY on Dog { ...fragZ }
            fragment fragZ on Dog { ...fragO }
            fragment fragO on Dog { ...fragP }
            fragment fragP on Dog { ...fragA, ...fragX }
            """#,
            [
                "1:25,2:25,3:25,7:25,8:25: Cannot spread fragment \"fragA\" within itself via \"fragB\", \"fragC\", \"fragO\", \"fragP\".",
                "7:25,8:35,4:25,5:25,6:25: Cannot spread fragment \"fragO\" within itself via \"fragP\", \"fragX\", \"fragY\", \"fragZ\".",
            ]
        ),
        (
            #"""
            fragment fragA on Dog { ...fragB, ...fragC }
            fragment fragB on Dog { ...fragA }
            fragment fragC on Dog { ...fragA }
            """#,
            [
                "1:25,2:25: Cannot spread fragment \"fragA\" within itself via \"fragB\".",
                "1:35,3:25: Cannot spread fragment \"fragA\" within itself via \"fragC\".",
            ]
        ),
        (
            #"""
            fragment fragA on Dog { ...fragC }
            fragment fragB on Dog { ...fragC }
            fragment fragC on Dog { ...fragA, ...fragB }
            """#,
            [
                "1:25,3:25: Cannot spread fragment \"fragA\" within itself via \"fragC\".",
                "3:35,2:25: Cannot spread fragment \"fragC\" within itself via \"fragB\".",
            ]
        ),
        (
            #"""
            fragment fragA on Dog { ...fragB }
            fragment fragB on Dog { ...fragB ...fragC }
            fragment fragC on Dog { ...fragA ...fragB }
            """#,
            [
                "2:25: Cannot spread fragment \"fragB\" within itself.",
                "1:25,2:34,3:25: Cannot spread fragment \"fragA\" within itself via \"fragB\", \"fragC\".",
                "2:34,3:34: Cannot spread fragment \"fragB\" within itself via \"fragC\".",
            ]
        ),
        (
            #"fragment nameFragment on Pet { ... on Dog { ...nameFragment } }"#,
            [
                "1:45: Cannot spread fragment \"nameFragment\" within itself."
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(NoFragmentCyclesRule.self, document) == expected)
    }
}
