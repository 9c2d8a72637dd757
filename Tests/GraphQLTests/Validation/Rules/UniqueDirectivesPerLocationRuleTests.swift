import Testing

@testable import GraphQL

/// UniqueDirectivesPerLocationRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 3 valid, 5 invalid.
@Suite struct UniqueDirectivesPerLocationRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"fragment Test on Type { field @directive }"#,
            []
        ),
        (
            #"fragment Test on Type { field @directiveA @directiveB }"#,
            []
        ),
        (
            #"fragment Test on Type { field @directive @directive }"#,
            [
                "1:31,1:42: The directive \"@directive\" can only be used once at this location."
            ]
        ),
        (
            #"fragment Test on Type { field @directive @directive @directive }"#,
            [
                "1:31,1:42: The directive \"@directive\" can only be used once at this location.",
                "1:31,1:53: The directive \"@directive\" can only be used once at this location.",
            ]
        ),
        (
            #"fragment Test on Type { field @directiveA @directiveB @directiveA @directiveB }"#,
            [
                "1:31,1:55: The directive \"@directiveA\" can only be used once at this location.",
                "1:43,1:67: The directive \"@directiveB\" can only be used once at this location.",
            ]
        ),
        (
            #"fragment Test on Type @directive @directive { field @directive @directive }"#,
            [
                "1:23,1:34: The directive \"@directive\" can only be used once at this location.",
                "1:53,1:64: The directive \"@directive\" can only be used once at this location.",
            ]
        ),
        (
            #"fragment Test on Type { field @repeatable @repeatable @unknown @unknown }"#,
            []
        ),
        (
            #"query Q($v: Int @directive @directive) @directive @directive { ...F @directive @directive ... @directive @directive { f } }"#,
            [
                "1:40,1:51: The directive \"@directive\" can only be used once at this location.",
                "1:17,1:28: The directive \"@directive\" can only be used once at this location.",
                "1:69,1:80: The directive \"@directive\" can only be used once at this location.",
                "1:95,1:106: The directive \"@directive\" can only be used once at this location.",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(UniqueDirectivesPerLocationRule.self, document) == expected)
    }
}
