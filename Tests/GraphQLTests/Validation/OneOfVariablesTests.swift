import Testing

@testable import GraphQL

/// Variables in fields of a OneOf input object, per the September 2025 spec's
/// IsVariableUsageAllowed (graphql-js 16.6 has no `@oneOf`; the message is graphql-js 16.9's).
@Suite struct OneOfVariablesTests {
    static let cases: [(String, [String])] = [
        (#"query Q($s: String!) { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $s}) } }"#, []),
        (
            #"query Q($s: String) { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $s}) } }"#,
            [
                "1:9,1:79: Variable \"$s\" is of type \"String\" but must be non-nullable to be used for OneOf Input Object \"OneOfInput\"."
            ]
        ),
        (
            #"query Q($i: Int) { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $i}) } }"#,
            [
                "1:9,1:76: Variable \"$i\" of type \"Int\" used in position expecting type \"String\".",
                "1:9,1:76: Variable \"$i\" is of type \"Int\" but must be non-nullable to be used for OneOf Input Object \"OneOfInput\".",
            ]
        ),
        (
            #"query Q($i: Int!) { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $i}) } }"#,
            [
                "1:9,1:77: Variable \"$i\" of type \"Int!\" used in position expecting type \"String\"."
            ]
        ),
        // The whole OneOf value from a variable: a nullable position, allowed.
        (#"query Q($o: OneOfInput) { complicatedArgs { oneOfArgField(oneOfArg: $o) } }"#, []),
        // The spec allows a nullable variable with a non-null default here (its
        // IsNonNullPosition is then met by the default); graphql-js 16.9 and 17
        // reject it. We follow the spec.
        (#"query Q($s: String = "x") { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $s}) } }"#, []),
        (
            #"query Q($s: String = null) { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $s}) } }"#,
            [
                "1:9,1:86: Variable \"$s\" is of type \"String\" but must be non-nullable to be used for OneOf Input Object \"OneOfInput\"."
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func oneOfFieldsNeedNonNullVariables(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(VariablesInAllowedPositionRule.self, document) == expected)
    }
}
