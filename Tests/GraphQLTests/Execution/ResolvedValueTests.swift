import GraphQL
import Testing

/// How the executor reads what resolvers return: Swift values of several types in one
/// list, errors among them, and optionals nested in optionals.
@Suite struct ResolvedValueTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "It failed." }
    }

    static let sdl = "type Query { mixed: [String], nested: [String], deep: String, deepNil: String }"

    let harness: ExecutionHarness<Void>

    init() throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "mixed") { _, _, _, _ in
            ["a", 1, "b", true, 2.5, Failure(), "c", GraphQLError("Also failed.")] as [any Sendable]
        }
        resolvers.field("Query", "nested") { _, _, _, _ in
            let some: String?? = "x"
            let none: String?? = .some(nil)
            let error: Failure?? = Failure()
            return [some, none, error, Optional<Int>.none, 3] as [any Sendable]
        }
        resolvers.field("Query", "deep") { _, _, _, _ in
            let value: String??? = "deep"
            return value
        }
        resolvers.field("Query", "deepNil") { _, _, _, _ in
            let value: String??? = .some(.some(nil))
            return value
        }
        harness = try ExecutionHarness(Self.sdl, resolvers: resolvers)
    }

    @Test func aListOfSeveralSwiftTypesWithErrorsAfterValues() async throws {
        #expect(
            try await harness.run("{ mixed }")
                == (try json(
                    #"""
                    {"errors":[
                      {"message":"It failed.","locations":[{"line":1,"column":3}],"path":["mixed",5]},
                      {"message":"Also failed.","locations":[{"line":1,"column":3}],"path":["mixed",7]}],
                     "data":{"mixed":["a","1","b","true","2.5",null,"c",null]}}
                    """#)))
    }

    @Test func optionalsInOptionalsAreUnwrappedToTheirValueOrNull() async throws {
        #expect(
            try await harness.run("{ nested deep deepNil }")
                == (try json(
                    #"""
                    {"errors":[{"message":"It failed.","locations":[{"line":1,"column":3}],"path":["nested",2]}],
                     "data":{"nested":["x",null,null,null,"3"],"deep":"deep","deepNil":null}}
                    """#)))
    }
}
