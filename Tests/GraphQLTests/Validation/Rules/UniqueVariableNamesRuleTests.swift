import Testing

@testable import GraphQL

/// UniqueVariableNamesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 1 valid, 1 invalid.
@Suite struct UniqueVariableNamesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"""
            query A($x: Int, $y: String) { __typename }
            query B($x: String, $y: Int) { __typename }
            """#,
            []
        ),
        (
            #"""
            query A($x: Int, $x: Int, $x: String) { __typename }
            query B($x: String, $x: Int) { __typename }
            query C($x: Int, $x: Int) { __typename }
            """#,
            [
                "1:10,1:19,1:28: There can be only one variable named \"$x\".",
                "2:10,2:22: There can be only one variable named \"$x\".",
                "3:10,3:19: There can be only one variable named \"$x\".",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(UniqueVariableNamesRule.self, document) == expected)
    }
}
