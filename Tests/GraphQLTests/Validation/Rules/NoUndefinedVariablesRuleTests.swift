import Testing

@testable import GraphQL

/// NoUndefinedVariablesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 2 valid, 5 invalid.
@Suite struct NoUndefinedVariablesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"query Foo($a: String, $b: String, $c: String) { field(a: $a, b: $b, c: $c) }"#,
            []
        ),
        (
            #"""
            query Foo($a: String) { field(a: $a) { ...FragA } }
            fragment FragA on Type { field(a: $a) }
            """#,
            []
        ),
        (
            #"query Foo($a: String, $b: String) { field(a: $a, b: $b, c: $c, d: $d) }"#,
            [
                "1:60,1:1: Variable \"$c\" is not defined by operation \"Foo\".",
                "1:67,1:1: Variable \"$d\" is not defined by operation \"Foo\".",
            ]
        ),
        (
            #"{ field(a: $a) }"#,
            [
                "1:12,1:1: Variable \"$a\" is not defined."
            ]
        ),
        (
            #"""
            query Foo($b: String) { ...FragA }
            fragment FragA on Type { field(a: $a) { ...FragB } }
            fragment FragB on Type { field(b: $b) { ...FragC } }
            fragment FragC on Type { field(c: $c) }
            """#,
            [
                "2:35,1:1: Variable \"$a\" is not defined by operation \"Foo\".",
                "4:35,1:1: Variable \"$c\" is not defined by operation \"Foo\".",
            ]
        ),
        (
            #"""
            query Foo($b: String) { ...FragAB }
            query Bar($a: String) { ...FragAB }
            fragment FragAB on Type { field1(a: $a, b: $b) ...FragC field3(a: $a, b: $b) }
            fragment FragC on Type { field2(c: $c) }
            """#,
            [
                "3:37,1:1: Variable \"$a\" is not defined by operation \"Foo\".",
                "3:67,1:1: Variable \"$a\" is not defined by operation \"Foo\".",
                "4:36,1:1: Variable \"$c\" is not defined by operation \"Foo\".",
                "3:44,2:1: Variable \"$b\" is not defined by operation \"Bar\".",
                "3:74,2:1: Variable \"$b\" is not defined by operation \"Bar\".",
                "4:36,2:1: Variable \"$c\" is not defined by operation \"Bar\".",
            ]
        ),
        (
            #"query Foo { dog @include(if: $cond) { name(surname: $s) } }"#,
            [
                "1:30,1:1: Variable \"$cond\" is not defined by operation \"Foo\".",
                "1:53,1:1: Variable \"$s\" is not defined by operation \"Foo\".",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(NoUndefinedVariablesRule.self, document) == expected)
    }
}
