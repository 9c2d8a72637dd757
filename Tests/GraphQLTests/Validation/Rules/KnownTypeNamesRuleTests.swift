import Testing

@testable import GraphQL

/// KnownTypeNamesRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 2 valid, 3 invalid.
@Suite struct KnownTypeNamesRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"""
            query Foo($var: String, $required: [Int!]!) { user(id: 4) { pets { ... on Pet { name }, ...PetFields, ... { name } } } }
            fragment PetFields on Pet { name }
            """#,
            []
        ),
        (
            #"""
            query Foo($var: JumbledUpLetters) { user(id: 4) { name pets { ... on Badger { name }, ...PetFields } } }
            fragment PetFields on Peat { name }
            """#,
            [
                "1:17: Unknown type \"JumbledUpLetters\".",
                "1:70: Unknown type \"Badger\".",
                "2:23: Unknown type \"Peat\". Did you mean \"Pet\" or \"Cat\"?",
            ]
        ),
        (
            #"query Foo($var: [Strin!]!) { dog { name } }"#,
            [
                "1:18: Unknown type \"Strin\". Did you mean \"String\"?"
            ]
        ),
        (
            #"query Foo($var: __Schema, $b: __Typ) { dog { name } }"#,
            [
                "1:31: Unknown type \"__Typ\". Did you mean \"__Type\"?"
            ]
        ),
        (
            #"""
            query Q($a: Dgo) { dog { ... on DogCommand { name } } }
            type Dgo { x: Int }
            """#,
            []
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(KnownTypeNamesRule.self, document) == expected)
    }
}
