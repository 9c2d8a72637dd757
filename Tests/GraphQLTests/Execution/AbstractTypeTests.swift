import GraphQL
import Testing

/// The spec's "ResolveAbstractType": `__typename` in the data, type resolvers,
/// `isTypeOf`, Swift types bound to object types, and graphql-js's errors.
@Suite struct AbstractTypeTests {
    static let sdl = """
        type Query { pet: Pet, pets: [Pet], search: [Result] }
        interface Pet { name: String }
        type Dog implements Pet { name: String, barks: Boolean }
        type Cat implements Pet { name: String, meows: Boolean }
        type Person { name: String }
        union Result = Dog | Person
        input Input { x: Int }
        """
    static let query = "{ pet { __typename name ... on Dog { barks } ... on Cat { meows } } }"

    struct Dog: Sendable, Encodable { var name: String; var barks: Bool }
    struct Cat: Sendable, Encodable { var name: String; var meows: Bool }

    @Test func typenameInTheData() async throws {
        let harness = try ExecutionHarness<Void>(Self.sdl)
        let root: JSONValue = ["search": [["__typename": "Person", "name": "P"], ["__typename": "Dog", "name": "D", "barks": true]]]
        let result = try await harness.run("{ search { __typename ... on Dog { barks } ... on Person { name } } }", root: root)
        #expect(result == (try json(#"{"data":{"search":[{"__typename":"Person","name":"P"},{"__typename":"Dog","barks":true}]}}"#)))
    }

    @Test func typeResolverAndSwiftTypes() async throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "pets") { _, _, _, _ in [Dog(name: "Rex", barks: true), Cat(name: "Tom", meows: false)] as [any Sendable] }
        resolvers.resolveType("Pet") { value, _, _ in value is Dog ? "Dog" : "Cat" }
        let harness = try ExecutionHarness<Void>(Self.sdl, resolvers: resolvers)
        #expect(
            try await harness.run("{ pets { __typename name ... on Dog { barks } ... on Cat { meows } } }")
                == (try json(
                    #"{"data":{"pets":[{"__typename":"Dog","name":"Rex","barks":true},{"__typename":"Cat","name":"Tom","meows":false}]}}"#)))

        var bound = Resolvers<Void>()
        bound.field("Query", "pet") { _, _, _, _ in Cat(name: "Tom", meows: true) }
        bound.objectType("Cat", for: Cat.self)
        let boundHarness = try ExecutionHarness<Void>(Self.sdl, resolvers: bound)
        #expect(try await boundHarness.run(Self.query) == (try json(#"{"data":{"pet":{"__typename":"Cat","name":"Tom","meows":true}}}"#)))
    }

    @Test func isTypeOfChecks() async throws {
        var resolvers = Resolvers<Void>()
        resolvers.isTypeOf("Dog") { value, _, _ in (value as? JSONValue)?["barks"] != nil }
        resolvers.isTypeOf("Cat") { value, _, _ in (value as? JSONValue)?["meows"] != nil }
        let harness = try ExecutionHarness<Void>(Self.sdl, resolvers: resolvers)
        #expect(
            try await harness.run(Self.query, root: ["pet": ["name": "Tom", "meows": true]])
                == (try json(
                    #"{"data":{"pet":{"__typename":"Cat","name":"Tom","meows":true}}}"#)))
        // isTypeOf also guards concrete object types.
        let dogOnly = try await harness.run("{ search { ... on Dog { name } } }", root: ["search": [["__typename": "Dog", "name": "x"]]])
        #expect(
            dogOnly
                == (try json(
                    #"""
                    {"errors":[{"message":"Expected value of type \"Dog\" but got: { __typename: \"Dog\", name: \"x\" }.","locations":[{"line":1,"column":3}],"path":["search",0]}],
                     "data":{"search":[null]}}
                    """#)))
    }

    @Test(
        arguments: [
            (
                ["name": "x"],
                #"Abstract type \"Pet\" must resolve to an Object type at runtime for field \"Query.pet\". Either the \"Pet\" type should provide a \"resolveType\" function or each possible type should provide an \"isTypeOf\" function."#
            ),
            (["__typename": "Bird"], #"Abstract type \"Pet\" was resolved to a type \"Bird\" that does not exist inside the schema."#),
            (["__typename": "Input"], #"Abstract type \"Pet\" was resolved to a non-object type \"Input\"."#),
            (["__typename": "Person"], #"Runtime Object type \"Person\" is not a possible type for \"Pet\"."#),
        ] as [(JSONValue, String)])
    func runtimeTypeErrors(value: JSONValue, message: String) async throws {
        let harness = try ExecutionHarness<Void>(Self.sdl)
        let result = try await harness.run("{ pet { name } }", root: ["pet": value])
        #expect(
            result == (try json(#"{"errors":[{"message":"\#(message)","locations":[{"line":1,"column":3}],"path":["pet"]}],"data":{"pet":null}}"#)))
    }
}
