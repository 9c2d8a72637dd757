import Testing

@testable import GraphQL

/// VariablesAreInputTypesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 1 valid, 2 invalid.
@Suite struct VariablesAreInputTypesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"query Foo($a: Unknown, $b: [[CatOrDog!]]!, $c: Pet) { dog { name } }"#,
            [
                "1:28: Variable \"$b\" cannot be non-input type \"[[CatOrDog!]]!\".",
                "1:48: Variable \"$c\" cannot be non-input type \"Pet\".",
            ]
        ),
        (
            #"query Foo($a: String, $b: [Boolean!]!, $c: ComplexInput) { dog { name } }"#,
            []
        ),
        (
            #"query Foo($a: Dog, $b: [[CatOrDog!]]!, $c: Pet) { dog { name } }"#,
            [
                "1:15: Variable \"$a\" cannot be non-input type \"Dog\".",
                "1:24: Variable \"$b\" cannot be non-input type \"[[CatOrDog!]]!\".",
                "1:44: Variable \"$c\" cannot be non-input type \"Pet\".",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(VariablesAreInputTypesRule.self, document) == expected)
    }
}
