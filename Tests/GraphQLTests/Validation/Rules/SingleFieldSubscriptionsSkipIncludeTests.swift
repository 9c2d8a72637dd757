import Testing

@testable import GraphQL

/// `@skip` and `@include` on a subscription's root selections. graphql-js 16.6
/// applies a literal `if` and throws an exception for a variable; Quill follows the
/// September 2025 spec's CollectSubscriptionFields, which forbids both directives
/// there, with graphql-js 17's message: all of them in one error, reported alone.
@Suite struct SingleFieldSubscriptionsSkipIncludeTests {
    static let cases: [(String, [String])] = [
        (
            #"subscription S($b: Boolean!) { importantEmails @include(if: $b) notImportantEmails @skip(if: $b) }"#,
            [
                "1:48,1:84: Subscription \"S\" must not use `@skip` or `@include` directives in the top level selection."
            ]
        ),
        (
            #"subscription { importantEmails @skip(if: true) }"#,
            [
                "1:32: Anonymous Subscription must not use `@skip` or `@include` directives in the top level selection."
            ]
        ),
        (
            #"""
            subscription S { ...F @include(if: false) ... on SubscriptionRoot @skip(if: false) { importantEmails } }
            fragment F on SubscriptionRoot { notImportantEmails @skip(if: true) }
            """#,
            [
                "1:23,2:53,1:67: Subscription \"S\" must not use `@skip` or `@include` directives in the top level selection."
            ]
        ),
        // Below the root selections they are ordinary.
        (
            #"subscription S($b: Boolean!) { newMessage { body @skip(if: $b) } }"#,
            []
        ),
        // Queries and mutations may use them at the top level.
        (
            #"query Q($b: Boolean!) { dog @include(if: $b) { name } human @skip(if: $b) { name } }"#,
            []
        ),
    ]

    @Test(arguments: cases.indices)
    func followsTheSpec(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(SingleFieldSubscriptionsRule.self, document) == expected)
    }
}
