import Testing

@testable import GraphQL

/// NoUnusedFragmentsRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 1 valid, 3 invalid.
@Suite struct NoUnusedFragmentsRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"""
            { human(id: 4) { ...HumanFields1 ... on Human { ...HumanFields2 } } }
            fragment HumanFields1 on Human { name ...HumanFields3 }
            fragment HumanFields2 on Human { name }
            fragment HumanFields3 on Human { name }
            """#,
            []
        ),
        (
            #"""
            query Foo { human(id: 4) { ...HumanFields1 } }
            query Bar { human(id: 4) { ...HumanFields2 } }
            fragment HumanFields1 on Human { name ...HumanFields3 }
            fragment HumanFields2 on Human { name }
            fragment HumanFields3 on Human { name }
            fragment Unused1 on Human { name }
            fragment Unused2 on Human { name }
            """#,
            [
                "6:1: Fragment \"Unused1\" is never used.",
                "7:1: Fragment \"Unused2\" is never used.",
            ]
        ),
        (
            #"""
            query Foo { human(id: 4) { ...HumanFields1 } }
            fragment HumanFields1 on Human { name ...HumanFields3 }
            fragment HumanFields3 on Human { name }
            fragment Unused1 on Human { name ...Unused2 }
            fragment Unused2 on Human { name ...Unused1 }
            """#,
            [
                "4:1: Fragment \"Unused1\" is never used.",
                "5:1: Fragment \"Unused2\" is never used.",
            ]
        ),
        (
            #"""
            fragment foo on Human { name }
            { human(id: 4) { ...bar } }
            fragment bar on Human { name }
            """#,
            [
                "1:1: Fragment \"foo\" is never used."
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(NoUnusedFragmentsRule.self, document) == expected)
    }
}
