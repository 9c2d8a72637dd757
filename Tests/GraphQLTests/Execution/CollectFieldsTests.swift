import GraphQL
import Testing

/// The spec's "Field Collection": merging, fragments, type conditions, `@skip`/`@include`.
@Suite struct CollectFieldsTests {
    static let sdl = """
        type Query { pet: Pet, dog: Dog, a: String, b: String, c: Int }
        interface Pet { name: String }
        type Dog implements Pet { name: String, barks: Boolean, owner: Person }
        type Cat implements Pet { name: String, meows: Boolean }
        type Person { name: String, age: Int }
        """
    static let root: JSONValue = [
        "a": "A", "b": "B", "c": 3,
        "pet": ["__typename": "Dog", "name": "Rex", "barks": true, "owner": ["name": "Ann", "age": 30]],
        "dog": ["name": "Fido", "barks": false, "owner": ["name": "Bo", "age": 40]],
    ]

    let harness: ExecutionHarness<Void>
    init() throws { harness = try ExecutionHarness(Self.sdl) }

    @Test func keysInFirstSeenOrderWithAliases() async throws {
        let result = try await harness.run("{ b x: a a c b }", root: Self.root)
        #expect(result == (try json(#"{"data":{"b":"B","x":"A","a":"A","c":3}}"#)))
    }

    @Test func mergesSubselectionsOfTheSameKey() async throws {
        let result = try await harness.run(
            "{ dog { owner { name } } ... on Query { dog { barks owner { age name } } } }", root: Self.root)
        #expect(result == (try json(#"{"data":{"dog":{"owner":{"name":"Bo","age":40},"barks":false}}}"#)))
    }

    @Test func fragmentsApplyByTypeCondition() async throws {
        let result = try await harness.run(
            """
            { pet { name ... on Cat { meows } ... on Dog { barks } ...DogOwner ...PetName } }
            fragment DogOwner on Dog { owner { name } }
            fragment PetName on Pet { __typename name }
            """, root: Self.root)
        #expect(result == (try json(#"{"data":{"pet":{"name":"Rex","barks":true,"owner":{"name":"Ann"},"__typename":"Dog"}}}"#)))
    }

    @Test func skipAndIncludeWithLiteralsAndVariables() async throws {
        let query = """
            query ($yes: Boolean!, $no: Boolean = false) {
              a @skip(if: $yes)
              b @include(if: $yes)
              c @include(if: $no)
              ... @skip(if: $no) { dog { name } }
              ...Frag @include(if: false)
            }
            fragment Frag on Query { pet { name } }
            """
        let result = try await harness.run(query, root: Self.root, variables: ["yes": true])
        #expect(result == (try json(#"{"data":{"b":"B","dog":{"name":"Fido"}}}"#)))
        let both = try await harness.run("{ a @skip(if: false) @include(if: true) b @skip(if: true) @include(if: true) }", root: Self.root)
        #expect(both == (try json(#"{"data":{"a":"A"}}"#)))
    }

    @Test func typenameOnRootAndObjects() async throws {
        let result = try await harness.run("{ __typename dog { __typename t: __typename } }", root: Self.root)
        #expect(result == (try json(#"{"data":{"__typename":"Query","dog":{"__typename":"Dog","t":"Dog"}}}"#)))
    }

    @Test func plansAreReusedAcrossObjectsOfDifferentRuntimeTypes() async throws {
        let harness = try ExecutionHarness<Void>(Self.sdl + "\nextend type Query { pets: [Pet] }")
        let root: JSONValue = [
            "pets": [
                ["__typename": "Dog", "name": "A", "barks": true],
                ["__typename": "Cat", "name": "B", "meows": true],
                ["__typename": "Dog", "name": "C", "barks": false],
            ]
        ]
        let result = try await harness.run("{ pets { name ... on Dog { barks } ... on Cat { meows } } }", root: root)
        #expect(
            result
                == (try json(
                    #"{"data":{"pets":[{"name":"A","barks":true},{"name":"B","meows":true},{"name":"C","barks":false}]}}"#)))
    }
}
