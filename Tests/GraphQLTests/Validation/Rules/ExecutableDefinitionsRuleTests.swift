import Testing

@testable import GraphQL

/// ExecutableDefinitionsRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 2 valid, 3 invalid.
@Suite struct ExecutableDefinitionsRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"query Foo { dog { name } }"#,
            []
        ),
        (
            #"query Foo { dog { name } } fragment Frag on Dog { name }"#,
            []
        ),
        (
            #"""
            query Foo { dog { name } }
            type Cow { name: String }
            extend type Dog { color: String }
            """#,
            [
                "2:1: The \"Cow\" definition is not executable.",
                "3:1: The \"Dog\" definition is not executable.",
            ]
        ),
        (
            #"""
            schema { query: QueryRoot }
            query Foo { dog { name } }
            extend schema @directive
            """#,
            [
                "1:1: The schema definition is not executable.",
                "3:1: The schema definition is not executable.",
            ]
        ),
        (
            #"""
            directive @d on FIELD
            scalar S
            input I { a: Int }
            """#,
            [
                "1:1: The \"d\" definition is not executable.",
                "2:1: The \"S\" definition is not executable.",
                "3:1: The \"I\" definition is not executable.",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(ExecutableDefinitionsRule.self, document) == expected)
    }
}
