import Testing

@testable import GraphQL

/// VariablesInAllowedPositionRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 5 valid, 9 invalid.
@Suite struct VariablesInAllowedPositionRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"query Query($booleanArg: Boolean) { complicatedArgs { booleanArgField(booleanArg: $booleanArg) } }"#,
            []
        ),
        (
            #"query Query($nonNullBooleanArg: Boolean!) { complicatedArgs { booleanArgField(booleanArg: $nonNullBooleanArg) } }"#,
            []
        ),
        (
            #"query Query($intArg: Int) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $intArg) } }"#,
            [
                "1:13,1:81: Variable \"$intArg\" of type \"Int\" used in position expecting type \"Int!\"."
            ]
        ),
        (
            #"query Query($intArg: Int = 1) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $intArg) } }"#,
            []
        ),
        (
            #"query Query($intArg: Int = null) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $intArg) } }"#,
            [
                "1:13,1:88: Variable \"$intArg\" of type \"Int\" used in position expecting type \"Int!\"."
            ]
        ),
        (
            #"query Query($intArg: Int) { complicatedArgs { nonNullFieldWithDefault(arg: $intArg) } }"#,
            []
        ),
        (
            #"""
            fragment nonNullIntArgFieldFrag on ComplicatedArgs { nonNullIntArgField(nonNullIntArg: $intArg) }
            query Query($intArg: Int) { complicatedArgs { ...nonNullIntArgFieldFrag } }
            """#,
            [
                "2:13,1:88: Variable \"$intArg\" of type \"Int\" used in position expecting type \"Int!\"."
            ]
        ),
        (
            #"query Query($stringVar: String) { complicatedArgs { stringListArgField(stringListArg: $stringVar) } }"#,
            [
                "1:13,1:87: Variable \"$stringVar\" of type \"String\" used in position expecting type \"[String]\"."
            ]
        ),
        (
            #"query Query($stringVar: String) { complicatedArgs { stringListArgField(stringListArg: [$stringVar]) } }"#,
            []
        ),
        (
            #"query Query($stringListVar: [String]) { complicatedArgs { stringListNonNullArgField(stringListNonNullArg: $stringListVar) } }"#,
            [
                "1:13,1:107: Variable \"$stringListVar\" of type \"[String]\" used in position expecting type \"[String!]\"."
            ]
        ),
        (
            #"query Query($boolVar: Boolean!) { complicatedArgs { stringArgField(stringArg: $boolVar) } }"#,
            [
                "1:13,1:79: Variable \"$boolVar\" of type \"Boolean!\" used in position expecting type \"String\"."
            ]
        ),
        (
            #"query Query($boolVar: Boolean) { dog @include(if: $boolVar) { name } }"#,
            [
                "1:13,1:51: Variable \"$boolVar\" of type \"Boolean\" used in position expecting type \"Boolean!\"."
            ]
        ),
        (
            #"query Query($dogVar: FurColor) { complicatedArgs { complexArgField(complexArg: {requiredField: $boolVar, stringListField: [$dogVar]}) } }"#,
            [
                "1:13,1:124: Variable \"$dogVar\" of type \"FurColor\" used in position expecting type \"String\"."
            ]
        ),
        (
            #"query Query($b: Boolean, $s: String) { complicatedArgs { complexArgField(complexArg: {requiredField: $b, nonNullField: $b, stringListField: $s}) } }"#,
            [
                "1:13,1:102: Variable \"$b\" of type \"Boolean\" used in position expecting type \"Boolean!\".",
                "1:26,1:141: Variable \"$s\" of type \"String\" used in position expecting type \"[String]\".",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(VariablesInAllowedPositionRule.self, document) == expected)
    }
}
