import Testing

@testable import GraphQL

/// KnownArgumentNamesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 3 valid, 8 invalid.
@Suite struct KnownArgumentNamesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"fragment argOnRequiredArg on Dog { doesKnowCommand(dogCommand: SIT) }"#,
            []
        ),
        (
            #"fragment multipleArgs on ComplicatedArgs { multipleReqs(req1: 1, req2: 2) }"#,
            []
        ),
        (
            #"fragment argOnUnknownField on Dog { unknownField(unknownArg: SIT) }"#,
            []
        ),
        (
            #"{ dog @skip(if: true) { name @include(if: false, unless: true) } }"#,
            [
                "1:50: Unknown argument \"unless\" on directive \"@include\"."
            ]
        ),
        (
            #"{ dog @skip(iff: true) { name } }"#,
            [
                "1:13: Unknown argument \"iff\" on directive \"@skip\". Did you mean \"if\"?"
            ]
        ),
        (
            #"{ dog @onField(if: true) { name } }"#,
            [
                "1:16: Unknown argument \"if\" on directive \"@onField\"."
            ]
        ),
        (
            #"fragment invalidArgName on Dog { doesKnowCommand(unknown: true) }"#,
            [
                "1:50: Unknown argument \"unknown\" on field \"Dog.doesKnowCommand\"."
            ]
        ),
        (
            #"fragment invalidArgName on Dog { doesKnowCommand(DogCommand: true) }"#,
            [
                "1:50: Unknown argument \"DogCommand\" on field \"Dog.doesKnowCommand\". Did you mean \"dogCommand\"?"
            ]
        ),
        (
            #"fragment oneGoodArgOneInvalidArg on Dog { doesKnowCommand(whoKnows: 1, dogCommand: SIT, unknown: true) }"#,
            [
                "1:59: Unknown argument \"whoKnows\" on field \"Dog.doesKnowCommand\".",
                "1:89: Unknown argument \"unknown\" on field \"Dog.doesKnowCommand\".",
            ]
        ),
        (
            #"fragment multipleArgs on Dog { isAtLocation(z: 1, xx: 2) }"#,
            [
                "1:45: Unknown argument \"z\" on field \"Dog.isAtLocation\". Did you mean \"x\" or \"y\"?",
                "1:51: Unknown argument \"xx\" on field \"Dog.isAtLocation\". Did you mean \"x\"?",
            ]
        ),
        (
            #"{ dog { name @unknown(x: 1) @skip(x: 1, if: true) } }"#,
            [
                "1:35: Unknown argument \"x\" on directive \"@skip\"."
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(KnownArgumentNamesRule.self, document) == expected)
    }
}
