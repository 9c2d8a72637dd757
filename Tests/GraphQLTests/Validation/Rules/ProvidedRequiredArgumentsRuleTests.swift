import Testing

@testable import GraphQL

/// ProvidedRequiredArgumentsRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 3 valid, 5 invalid.
@Suite struct ProvidedRequiredArgumentsRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"{ dog { isHouseTrained(unknownArgument: true) } }"#,
            []
        ),
        (
            #"{ complicatedArgs { multipleReqs(req1: 1, req2: 2) nonNullFieldWithDefault multipleOpts } }"#,
            []
        ),
        (
            #"{ complicatedArgs { multipleReqs(req2: 2) } }"#,
            [
                "1:21: Field \"multipleReqs\" argument \"req1\" of type \"Int!\" is required, but it was not provided."
            ]
        ),
        (
            #"{ complicatedArgs { multipleReqs } }"#,
            [
                "1:21: Field \"multipleReqs\" argument \"req1\" of type \"Int!\" is required, but it was not provided.",
                "1:21: Field \"multipleReqs\" argument \"req2\" of type \"Int!\" is required, but it was not provided.",
            ]
        ),
        (
            #"{ complicatedArgs { multipleReqs(req1: "one") multipleOptAndReq(opt1: 1) } }"#,
            [
                "1:21: Field \"multipleReqs\" argument \"req2\" of type \"Int!\" is required, but it was not provided.",
                "1:47: Field \"multipleOptAndReq\" argument \"req1\" of type \"Int!\" is required, but it was not provided.",
                "1:47: Field \"multipleOptAndReq\" argument \"req2\" of type \"Int!\" is required, but it was not provided.",
            ]
        ),
        (
            #"{ dog @include { name @skip } }"#,
            [
                "1:7: Directive \"@include\" argument \"if\" of type \"Boolean!\" is required, but it was not provided.",
                "1:23: Directive \"@skip\" argument \"if\" of type \"Boolean!\" is required, but it was not provided.",
            ]
        ),
        (
            #"{ dog @include(unless: true) { name } }"#,
            [
                "1:7: Directive \"@include\" argument \"if\" of type \"Boolean!\" is required, but it was not provided."
            ]
        ),
        (
            #"{ unknownField { x } dog { unknownField(a: 1) } }"#,
            []
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(ProvidedRequiredArgumentsRule.self, document) == expected)
    }
}
