import Testing

@testable import GraphQL

/// ScalarLeafsRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 1 valid, 7 invalid.
@Suite struct ScalarLeafsRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"fragment scalarSelection on Dog { barks }"#,
            []
        ),
        (
            #"query directQueryOnObjectWithoutSubFields { human }"#,
            [
                "1:45: Field \"human\" of type \"Human\" must have a selection of subfields. Did you mean \"human { ... }\"?"
            ]
        ),
        (
            #"query directQueryOnInterfaceWithoutSubFields { pet }"#,
            [
                "1:48: Field \"pet\" of type \"Pet\" must have a selection of subfields. Did you mean \"pet { ... }\"?"
            ]
        ),
        (
            #"query directQueryOnUnionWithoutSubFields { catOrDog }"#,
            [
                "1:44: Field \"catOrDog\" of type \"CatOrDog\" must have a selection of subfields. Did you mean \"catOrDog { ... }\"?"
            ]
        ),
        (
            #"fragment scalarSelectionsNotAllowedOnInt on Dog { barks { sinceWhen } }"#,
            [
                "1:57: Field \"barks\" must not have a selection since type \"Boolean\" has no subfields."
            ]
        ),
        (
            #"fragment scalarSelectionsNotAllowedOnEnum on Cat { furColor { inHexDec } }"#,
            [
                "1:61: Field \"furColor\" must not have a selection since type \"FurColor\" has no subfields."
            ]
        ),
        (
            #"query { dog { doesKnowCommand(dogCommand: SIT) { sinceWhen } } human { pets } }"#,
            [
                "1:48: Field \"doesKnowCommand\" must not have a selection since type \"Boolean\" has no subfields.",
                "1:72: Field \"pets\" of type \"[Pet]\" must have a selection of subfields. Did you mean \"pets { ... }\"?",
            ]
        ),
        (
            #"{ human { relatives } }"#,
            [
                "1:11: Field \"relatives\" of type \"[Human]\" must have a selection of subfields. Did you mean \"relatives { ... }\"?"
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(ScalarLeafsRule.self, document) == expected)
    }
}
