import Testing

@testable import GraphQL

/// NoUnusedVariablesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 2 valid, 3 invalid.
@Suite struct NoUnusedVariablesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"query ($a: String, $b: String, $c: String) { field(a: $a, b: $b, c: $c) }"#,
            []
        ),
        (
            #"query ($a: String, $b: String, $c: String) { field(b: $b) }"#,
            [
                "1:8: Variable \"$a\" is never used.",
                "1:32: Variable \"$c\" is never used.",
            ]
        ),
        (
            #"""
            query Foo($a: String, $b: String, $c: String) { field { ...FragA } }
            fragment FragA on Type { field(a: $a) { ...FragB } }
            fragment FragB on Type { field(b: $b) { ...FragC } }
            fragment FragC on Type { field }
            """#,
            [
                "1:35: Variable \"$c\" is never used in operation \"Foo\"."
            ]
        ),
        (
            #"""
            query Foo($b: String) { ...FragA }
            query Bar($a: String) { ...FragB }
            fragment FragA on Type { field(a: $a) }
            fragment FragB on Type { field(b: $b) }
            """#,
            [
                "1:11: Variable \"$b\" is never used in operation \"Foo\".",
                "2:11: Variable \"$a\" is never used in operation \"Bar\".",
            ]
        ),
        (
            #"query Foo($a: Boolean) @include(if: $a) { dog { name } }"#,
            []
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(NoUnusedVariablesRule.self, document) == expected)
    }
}
