import Testing

@testable import GraphQL

/// PossibleFragmentSpreadsRule alone on the harness schema: documents and the errors graphql-js 16.6 reports
/// for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"); 4 valid, 6 invalid.
@Suite struct PossibleFragmentSpreadsRuleTests {
    static let cases: [(String, [String])] = [
        (
            #"""
            fragment objectWithinObject on Dog { ...dogFragment }
            fragment dogFragment on Dog { barkVolume }
            """#,
            []
        ),
        (
            #"""
            fragment objectWithinInterface on Pet { ...dogFragment }
            fragment dogFragment on Dog { barkVolume }
            """#,
            []
        ),
        (
            #"""
            fragment interfaceWithinUnion on CatOrDog { ...petFragment }
            fragment petFragment on Pet { name }
            """#,
            []
        ),
        (
            #"""
            fragment invalidObjectWithinObject on Cat { ...dogFragment }
            fragment dogFragment on Dog { barkVolume }
            """#,
            [
                "1:45: Fragment \"dogFragment\" cannot be spread here as objects of type \"Cat\" can never be of type \"Dog\"."
            ]
        ),
        (
            #"fragment invalidObjectWithinObjectAnon on Cat { ... on Dog { barkVolume } }"#,
            [
                "1:49: Fragment cannot be spread here as objects of type \"Cat\" can never be of type \"Dog\"."
            ]
        ),
        (
            #"""
            fragment invalidObjectWithinInterface on Pet { ...humanFragment }
            fragment humanFragment on Human { pets { name } }
            """#,
            [
                "1:48: Fragment \"humanFragment\" cannot be spread here as objects of type \"Pet\" can never be of type \"Human\"."
            ]
        ),
        (
            #"""
            fragment invalidObjectWithinUnion on CatOrDog { ...humanFragment }
            fragment humanFragment on Human { pets { name } }
            """#,
            [
                "1:49: Fragment \"humanFragment\" cannot be spread here as objects of type \"CatOrDog\" can never be of type \"Human\"."
            ]
        ),
        (
            #"""
            fragment invalidUnionWithinInterface on Pet { ...humanOrAlienFragment }
            fragment humanOrAlienFragment on HumanOrAlien { __typename }
            """#,
            [
                "1:47: Fragment \"humanOrAlienFragment\" cannot be spread here as objects of type \"Pet\" can never be of type \"HumanOrAlien\"."
            ]
        ),
        (
            #"""
            fragment invalidInterfaceWithinObject on Cat { ...intelligentFragment }
            fragment intelligentFragment on Intelligent { iq }
            """#,
            [
                "1:48: Fragment \"intelligentFragment\" cannot be spread here as objects of type \"Cat\" can never be of type \"Intelligent\"."
            ]
        ),
        (
            #"""
            fragment x on Dog { ... on Unknown { a } ...y }
            fragment y on Unknown { b }
            """#,
            []
        ),
    ]

    @Test(arguments: cases.indices)
    func matchesGraphQLJS(index: Int) throws {
        let (document, expected) = Self.cases[index]
        #expect(try ValidationHarness.errors(PossibleFragmentSpreadsRule.self, document) == expected)
    }
}
