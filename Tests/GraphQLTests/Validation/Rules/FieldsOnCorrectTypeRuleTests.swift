import Testing

@testable import GraphQL

/// FieldsOnCorrectTypeRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 3 valid, 9 invalid.
@Suite struct FieldsOnCorrectTypeRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"fragment objectFieldSelection on Dog { __typename name }"#,
            []
        ),
        (
            #"fragment aliasedSelection on Dog { tn : __typename otherName : name }"#,
            []
        ),
        (
            #"fragment typeKnownAgain on Pet { unknown_pet_field { ... on Cat { unknown_cat_field } } }"#,
            [
                "1:34: Cannot query field \"unknown_pet_field\" on type \"Pet\".",
                "1:67: Cannot query field \"unknown_cat_field\" on type \"Cat\".",
            ]
        ),
        (
            #"fragment fieldNotDefined on Dog { meowVolume }"#,
            [
                "1:35: Cannot query field \"meowVolume\" on type \"Dog\". Did you mean \"barkVolume\"?"
            ]
        ),
        (
            #"fragment deepFieldNotDefined on Dog { unknown_field { deeper_unknown_field } }"#,
            [
                "1:39: Cannot query field \"unknown_field\" on type \"Dog\"."
            ]
        ),
        (
            #"fragment notDefinedOnInterface on Pet { tailLength }"#,
            [
                "1:41: Cannot query field \"tailLength\" on type \"Pet\"."
            ]
        ),
        (
            #"fragment definedOnImplementorsButNotInterface on Pet { nickname }"#,
            [
                "1:56: Cannot query field \"nickname\" on type \"Pet\". Did you mean to use an inline fragment on \"Cat\" or \"Dog\"?"
            ]
        ),
        (
            #"fragment directFieldSelectionOnUnion on CatOrDog { directField }"#,
            [
                "1:52: Cannot query field \"directField\" on type \"CatOrDog\"."
            ]
        ),
        (
            #"fragment definedOnImplementorsQueriedOnUnion on CatOrDog { name }"#,
            [
                "1:60: Cannot query field \"name\" on type \"CatOrDog\". Did you mean to use an inline fragment on \"Pet\", \"Canine\", \"Cat\", or \"Dog\"?"
            ]
        ),
        (
            #"fragment meta on Dog { __schema { queryType { name } } }"#,
            [
                "1:24: Cannot query field \"__schema\" on type \"Dog\"."
            ]
        ),
        (
            #"{ __schema { queryType { name } } __type(name: "Dog") { name } __typename }"#,
            []
        ),
        (
            #"{ dog { barkVolume nme mother { fathr } } }"#,
            [
                "1:20: Cannot query field \"nme\" on type \"Dog\". Did you mean \"name\"?",
                "1:33: Cannot query field \"fathr\" on type \"Dog\". Did you mean \"father\" or \"mother\"?",
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(FieldsOnCorrectTypeRule.self, document) == expected)
    }
}
