import Testing

@testable import GraphQL

/// FragmentsOnCompositeTypesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 5 valid, 4 invalid.
@Suite struct FragmentsOnCompositeTypesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"fragment validFragment on Dog { barks }"#,
            []
        ),
        (
            #"fragment validFragment on Pet { name }"#,
            []
        ),
        (
            #"fragment validFragment on CatOrDog { __typename }"#,
            []
        ),
        (
            #"fragment validFragment on Pet { ... on Dog { barks } ... { name } }"#,
            []
        ),
        (
            #"fragment scalarFragment on Boolean { bad }"#,
            [
                "1:28: Fragment \"scalarFragment\" cannot condition on non composite type \"Boolean\"."
            ]
        ),
        (
            #"fragment scalarFragment on FurColor { bad }"#,
            [
                "1:28: Fragment \"scalarFragment\" cannot condition on non composite type \"FurColor\"."
            ]
        ),
        (
            #"fragment inputFragment on ComplexInput { stringField }"#,
            [
                "1:27: Fragment \"inputFragment\" cannot condition on non composite type \"ComplexInput\"."
            ]
        ),
        (
            #"fragment invalidFragment on Pet { ... on String { barks } }"#,
            [
                "1:42: Fragment cannot condition on non composite type \"String\"."
            ]
        ),
        (
            #"fragment unknown on Unknown { x }"#,
            []
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(FragmentsOnCompositeTypesRule.self, document) == expected)
    }
}
