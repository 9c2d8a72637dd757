import GraphQL
import Testing

/// Planning at the sizes where its lookups change strategy (more than 16 response
/// keys or fields), aliased keys, and arguments a field node leaves out. Expected
/// responses are graphql-js 16's.
@Suite struct FieldPlanningTests {
    static let sdl = """
        type Query { wide: Wide, echo(a: Int = 3, b: String, c: [Int] = [1, 2]): String, need(x: Int!): String }
        type Wide { \((1...20).map { "f\($0): Int" }.joined(separator: ", ")), next: Wide }
        """
    static let root: JSONValue = {
        var wide = JSONObject((1...20).map { ("f\($0)", JSONValue.int($0)) })
        var next = wide
        next.append("next", .null)
        wide.append("next", .object(next))
        return ["wide": .object(wide)]
    }()

    let harness: ExecutionHarness<Void>

    init() throws {
        var resolvers = Resolvers<Void>()
        for field in ["echo", "need"] {
            resolvers.field("Query", field) { _, arguments, _, _ in
                String(decoding: JSONValue.object(arguments.values).serialized(), as: UTF8.self)
            }
        }
        harness = try ExecutionHarness(Self.sdl, resolvers: resolvers)
    }

    @Test func manyKeysMergeInFirstSeenOrder() throws {
        let query = """
            { wide { f20 f19 f18 f17 f16 f15 f14 f13 f12 f11 f10 f9 f8 f7 f6 f5 f4 f2: f1 k: f3 f20 next { f1 } __typename f19
              next { f2 k: f3 } } }
            """
        let expected = """
            {"data":{"wide":{"f20":20,"f19":19,"f18":18,"f17":17,"f16":16,"f15":15,"f14":14,"f13":13,"f12":12,"f11":11,\
            "f10":10,"f9":9,"f8":8,"f7":7,"f6":6,"f5":5,"f4":4,"f2":1,"k":3,"next":{"f1":1,"f2":2,"k":3},"__typename":"Wide"}}}
            """
        #expect(try harness.runSync(query, root: Self.root) == (try json(expected)))
    }

    @Test func omittedArgumentsTakeTheirDefaults() throws {
        let result = try harness.runSync(#"{ echo e2: echo(b: "x") e3: echo(a: null, c: 5) }"#)
        let expected = #"""
            {"data":{"echo":"{\"a\":3,\"c\":[1,2]}","e2":"{\"a\":3,\"b\":\"x\",\"c\":[1,2]}","e3":"{\"a\":null,\"c\":[5]}"}}
            """#
        #expect(result == (try json(expected)))
    }

    @Test func anOmittedRequiredArgumentIsAFieldError() throws {
        // Not valid (validation reports it first); executed as graphql-js does.
        let result = try harness.runSync("{ need echo }")
        let expected = #"""
            {"errors":[{"message":"Argument \"x\" of required type \"Int!\" was not provided.","locations":[{"line":1,"column":3}],\#
            "path":["need"]}],"data":{"need":null,"echo":"{\"a\":3,\"c\":[1,2]}"}}
            """#
        #expect(result == (try json(expected)))
    }
}
