import Testing

@testable import GraphQL

/// UniqueInputFieldNamesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 4 valid, 3 invalid.
@Suite struct UniqueInputFieldNamesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"{ field(arg: { f: true }) }"#,
            []
        ),
        (
            #"{ field(arg1: { f: true }, arg2: { f: true }) }"#,
            []
        ),
        (
            #"{ field(arg: { f1: "value", f2: "value", f3: "value" }) }"#,
            []
        ),
        (
            #"{ field(arg: { deep: { deep: { id: 1 }, id: 1 }, id: 1 }) }"#,
            []
        ),
        (
            #"{ field(arg: { f1: "value", f1: "value" }) }"#,
            [
                "1:16,1:29: There can be only one input field named \"f1\"."
            ]
        ),
        (
            #"{ field(arg: { f1: "value", f1: "value", f1: "value" }) }"#,
            [
                "1:16,1:29: There can be only one input field named \"f1\".",
                "1:16,1:42: There can be only one input field named \"f1\".",
            ]
        ),
        (
            #"{ field(arg: { f1: {f2: "value", f2: "value" }}) }"#,
            [
                "1:21,1:34: There can be only one input field named \"f2\"."
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(UniqueInputFieldNamesRule.self, document) == expected)
    }
}
