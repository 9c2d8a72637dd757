import Testing

@testable import GraphQL

/// KnownDirectivesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 1 valid, 5 invalid.
@Suite struct KnownDirectivesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"query Foo { dog { name @include(if: true) } human @skip(if: false) { name } }"#,
            []
        ),
        (
            #"{ dog @unknown(directive: "value") { name } }"#,
            [
                "1:7: Unknown directive \"@unknown\"."
            ]
        ),
        (
            #"{ dog @unknown(directive: "value") { name } human @unknown(directive: "value") { name pets @unknown(directive: "value") { name } } }"#,
            [
                "1:7: Unknown directive \"@unknown\".",
                "1:51: Unknown directive \"@unknown\".",
                "1:92: Unknown directive \"@unknown\".",
            ]
        ),
        (
            #"""
            query Foo @include(if: true) { name @onQuery dog @onField }
            mutation Bar @onField { someField }
            """#,
            [
                "1:11: Directive \"@include\" may not be used on QUERY.",
                "1:37: Directive \"@onQuery\" may not be used on FIELD.",
                "2:14: Directive \"@onField\" may not be used on MUTATION.",
            ]
        ),
        (
            #"""
            query Foo($var: Boolean @onQuery) { ...Frag @onQuery ... @onQuery { name } }
            fragment Frag on Dog @onField { name }
            """#,
            [
                "1:25: Directive \"@onQuery\" may not be used on VARIABLE_DEFINITION.",
                "1:45: Directive \"@onQuery\" may not be used on FRAGMENT_SPREAD.",
                "1:58: Directive \"@onQuery\" may not be used on INLINE_FRAGMENT.",
                "2:22: Directive \"@onField\" may not be used on FRAGMENT_DEFINITION.",
            ]
        ),
        (
            #"{ dog @onField @deprecated { name } }"#,
            [
                "1:16: Directive \"@deprecated\" may not be used on FIELD."
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(KnownDirectivesRule.self, document) == expected)
    }
}
