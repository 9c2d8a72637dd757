import Foundation
import Testing

@testable import GraphQL

/// Type-system definitions in an executable document: graphql-js 16.6's `validate`
/// reports them as not executable, then checks what they use (named types,
/// directives, their arguments and values, default values). Compared with
/// graphql-js (scripts/graphql-js/validate.cjs); skipped without node.
@Suite struct TypeSystemInExecutableDocumentTests {
    static let schemaSDL = """
        type Query { a: Int dog: Dog }
        type Dog { name: String }
        type Mutation { m: Int }
        input Point { x: Int! y: Int }
        directive @known(arg: Int!, point: Point) on OBJECT | FIELD_DEFINITION | ENUM_VALUE
        """

    static let documents = [
        ValidationHarness.fixture("corpus/operations/kitchen-sink.graphql"),
        """
        query { a }
        type T implements Unknwn & Dog @skip(if: true) @known @known(arg: "x") {
          f(x: Strin = {a: 1, a: 2}, p: Point = {x: 1}): Unknown @deprecated(reason: 1) @known(arg: 1, arg: 2, other: 3)
          g: Int @include
        }
        extend type T @once @once
        extend type T @once
        schema @once { query: Query mutation: Mutaton }
        extend schema @once { subscription: Subscription }
        scalar S @specifiedBy @known(arg: 1)
        enum E @once { A @deprecated(reason: "x", reason: "y") B @unknown C @known(arg: 1, point: {z: 1}) }
        input I @once { f: Int @deprecated g: [Pint] = [1] h: Point = {x: null} }
        extend input I @once { i: Int @known(arg: 1) }
        union U @once = Dog | Nope | __Type
        directive @dir(a: Int! = 1, b: Strng @deprecated @known(arg: 1)) repeatable on OBJECT
        directive @once on OBJECT | SCHEMA | ENUM | INPUT_OBJECT | UNION
        extend union U @once
        """,
        """
        type Dog { name: String }
        extend scalar Boolean @known(arg: 1)
        { dog { name } }
        """,
    ]

    /// graphql-js 16 puts an input object extension's fields at ARGUMENT_DEFINITION;
    /// they are input fields (INPUT_FIELD_DEFINITION), as the spec and the SDL rules say.
    static let graphQLJSExtensionInputField = "13:31: Directive \"@known\" may not be used on ARGUMENT_DEFINITION."
    static let specExtensionInputField = "13:31: Directive \"@known\" may not be used on INPUT_FIELD_DEFINITION."

    @Test
    func matchesGraphQLJS() async throws {
        let schema = try buildSchema(Self.schemaSDL)
        let expected = try await ValidationDifferentialTests.graphQLJS(schema: Self.schemaSDL, documents: Self.documents)
        for (document, graphQLJSErrors) in zip(Self.documents, expected) {
            let wanted = graphQLJSErrors.map { $0 == Self.graphQLJSExtensionInputField ? Self.specExtensionInputField : $0 }
            let actual = ValidationDifferentialTests.quill(schema: schema, document: document)
            #expect(!actual.isEmpty)
            #expect(
                actual == wanted, "\(document)\n--- quill:\n\(actual.joined(separator: "\n"))\n--- graphql-js:\n\(wanted.joined(separator: "\n"))")
        }
    }
}
