import Testing

@testable import GraphQL

/// KnownFragmentNamesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 1 valid, 1 invalid.
@Suite struct KnownFragmentNamesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"""
            { human(id: 4) { ...HumanFields1 ... on Human { ...HumanFields2 } ... { name } } }
            fragment HumanFields1 on Human { name ...HumanFields3 }
            fragment HumanFields2 on Human { name }
            fragment HumanFields3 on Human { name }
            """#,
            []
        ),
        (
            #"""
            { human(id: 4) { ...UnknownFragment1 ... on Human { ...UnknownFragment2 } } }
            fragment HumanFields on Human { name ...UnknownFragment3 }
            """#,
            [
                "1:21: Unknown fragment \"UnknownFragment1\".",
                "1:56: Unknown fragment \"UnknownFragment2\".",
                "2:41: Unknown fragment \"UnknownFragment3\".",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(KnownFragmentNamesRule.self, document) == expected)
    }
}
