import Testing

@testable import GraphQL

/// UniqueOperationNamesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 3 valid, 2 invalid.
@Suite struct UniqueOperationNamesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"{ dog { name } }"#,
            []
        ),
        (
            #"query Foo { dog { name } } query Bar { dog { name } }"#,
            []
        ),
        (
            #"query Foo { dog { name } } fragment Foo on Dog { name }"#,
            []
        ),
        (
            #"""
            query Foo { dog { name } }
            query Foo { dog { nickname } }
            """#,
            [
                "1:7,2:7: There can be only one operation named \"Foo\"."
            ]
        ),
        (
            #"""
            query Foo { dog { name } }
            mutation Foo { dog { name } }
            subscription Foo { dog { name } }
            """#,
            [
                "1:7,2:10: There can be only one operation named \"Foo\".",
                "1:7,3:14: There can be only one operation named \"Foo\".",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(UniqueOperationNamesRule.self, document) == expected)
    }
}
