import Testing

@testable import GraphQL

/// LoneAnonymousOperationRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 3 valid, 2 invalid.
@Suite struct LoneAnonymousOperationRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"{ dog { name } }"#,
            []
        ),
        (
            #"{ dog { name } } fragment F on Dog { name }"#,
            []
        ),
        (
            #"query A { dog { name } } query B { dog { name } }"#,
            []
        ),
        (
            #"""
            { dog { name } }
            { cat { name } }
            """#,
            [
                "1:1: This anonymous operation must be the only defined operation.",
                "2:1: This anonymous operation must be the only defined operation.",
            ]
        ),
        (
            #"""
            { dog { name } }
            mutation Foo { dog { name } }
            """#,
            [
                "1:1: This anonymous operation must be the only defined operation."
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(LoneAnonymousOperationRule.self, document) == expected)
    }
}
