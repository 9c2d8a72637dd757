import Testing

@testable import GraphQL

/// Expected lists come from graphql-js 16.6's `suggestionList` on the same input.
@Suite struct SuggestionListTests {
    @Test(arguments: [
        ("Strin", ["String", "Int", "Float", "Boolean", "ID", "Strings", "string", "sTRING"], ["String", "sTRING", "string", "Strings"]),
        ("item1", ["item10", "item2", "item1a", "item01", "itme1"], ["item01", "item1a", "item2", "item10", "itme1"]),
        ("abc", ["acb", "ab", "abcd", "xyz", "ABC", "bca"], ["ABC", "ab", "abcd", "acb", "bca"]),
        ("", ["a", "ab"], ["a"]),
        ("GraphQL", ["GraphQl", "graphQL", "GrapQL", "Graph", "QL"], ["GrapQL", "GraphQl", "graphQL", "Graph"]),
    ])
    func matchesGraphQLJS(input: String, options: [String], expected: [String]) {
        #expect(suggestionList(input, options) == expected)
    }

    @Test func didYouMeanListsAtMostFive() {
        #expect(didYouMean([]) == "")
        #expect(didYouMean(["a"]) == " Did you mean \"a\"?")
        #expect(didYouMean(["a", "b"]) == " Did you mean \"a\" or \"b\"?")
        #expect(didYouMean(["a", "b", "c", "d", "e", "f"]) == " Did you mean \"a\", \"b\", \"c\", \"d\", or \"e\"?")
        #expect(didYouMean(["a"], subject: "the enum value") == " Did you mean the enum value \"a\"?")
    }
}
