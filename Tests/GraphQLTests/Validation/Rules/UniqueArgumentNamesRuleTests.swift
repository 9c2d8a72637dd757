import Testing

@testable import GraphQL

/// UniqueArgumentNamesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 2 valid, 3 invalid.
@Suite struct UniqueArgumentNamesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"{ field(arg: "value") @directive(arg: "value") }"#,
            []
        ),
        (
            #"{ field(arg1: "value", arg2: "value", arg3: "value") }"#,
            []
        ),
        (
            #"{ field(arg1: "value", arg1: "value") }"#,
            [
                "1:9,1:24: There can be only one argument named \"arg1\"."
            ]
        ),
        (
            #"{ field(arg1: "value", arg1: "value", arg1: "value") }"#,
            [
                "1:9,1:24,1:39: There can be only one argument named \"arg1\"."
            ]
        ),
        (
            #"{ field @directive(arg1: "value", arg1: "value", arg2: 1, arg2: 2) }"#,
            [
                "1:20,1:35: There can be only one argument named \"arg1\".",
                "1:50,1:59: There can be only one argument named \"arg2\".",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(UniqueArgumentNamesRule.self, document) == expected)
    }
}
