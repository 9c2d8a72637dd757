import Testing

@testable import GraphQL

/// SingleFieldSubscriptionsRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 4 valid, 5 invalid. `@skip`/`@include`
/// at the top level, where Quill follows the spec: SingleFieldSubscriptionsSkipIncludeTests.
@Suite struct SingleFieldSubscriptionsRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"subscription ImportantEmails { importantEmails }"#,
            []
        ),
        (
            #"subscription ImportantEmails { importantEmails notImportantEmails }"#,
            [
                "1:48: Subscription \"ImportantEmails\" must select only one top level field."
            ]
        ),
        (
            #"subscription { importantEmails notImportantEmails spamEmails }"#,
            [
                "1:32,1:51: Anonymous Subscription must select only one top level field."
            ]
        ),
        (
            #"""
            subscription S { ...F }
            fragment F on SubscriptionRoot { importantEmails notImportantEmails }
            """#,
            [
                "2:50: Subscription \"S\" must select only one top level field."
            ]
        ),
        (
            #"subscription S { __typename }"#,
            [
                "1:18: Subscription \"S\" must not select an introspection top level field."
            ]
        ),
        (
            #"subscription S { importantEmails ... on SubscriptionRoot { a: importantEmails b: notImportantEmails } }"#,
            [
                "1:60,1:79: Subscription \"S\" must select only one top level field."
            ]
        ),
        (
            #"""
            subscription S { ...F ...F }
            fragment F on SubscriptionRoot { importantEmails }
            """#,
            []
        ),
        (
            #"subscription { importantEmails importantEmails }"#,
            []
        ),
        (
            #"subscription { ... on Message { body } importantEmails }"#,
            []
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(SingleFieldSubscriptionsRule.self, document) == expected)
    }
}
