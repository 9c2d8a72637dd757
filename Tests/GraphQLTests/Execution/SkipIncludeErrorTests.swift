import GraphQL
import Testing

/// `@skip`/`@include` whose argument does not coerce (a variable without a
/// runtime value, in a document validation would reject): graphql-js 16.6's
/// `execute` (without validation) fails the request at the root and fails the
/// field below it. Expected responses recorded from
/// `graphql.execute({schema, document, rootValue, variableValues: {}})`.
@Suite struct SkipIncludeErrorTests {
    static let sdl = "type Query { a: Int b: Obj } type Obj { c: Int d: Int }"
    static let root: JSONValue = ["a": 1, "b": ["c": 2, "d": 3]]
    static let message = #"Argument \"if\" of required type \"Boolean!\" was provided the variable \"$x\" which was not provided a runtime value."#

    static let cases: [(query: String, expected: String)] = [
        (
            "query ($x: Boolean) { a @skip(if: $x) }",
            #"{"errors":[{"message":"\#(message)","locations":[{"line":1,"column":35}]}],"data":null}"#
        ),
        (
            "query ($x: Boolean) { b { c d @include(if: $x) } }",
            #"{"errors":[{"message":"\#(message)","locations":[{"line":1,"column":44}],"path":["b"]}],"data":{"b":null}}"#
        ),
        (
            "query ($x: Boolean) { b { c ... @skip(if: $x) { d } } }",
            #"{"errors":[{"message":"\#(message)","locations":[{"line":1,"column":43}],"path":["b"]}],"data":{"b":null}}"#
        ),
        (
            "query ($x: Boolean) { a ...F @skip(if: $x) } fragment F on Query { a }",
            #"{"errors":[{"message":"\#(message)","locations":[{"line":1,"column":40}]}],"data":null}"#
        ),
        (
            "query ($x: Boolean) { b { c } a @skip(if: $x) }",
            #"{"errors":[{"message":"\#(message)","locations":[{"line":1,"column":43}]}],"data":null}"#
        ),
    ]

    static func response(_ query: String, resolvers: Resolvers<Void> = Resolvers()) async throws -> JSONValue {
        let executor = try Executor(schema: try buildSchema(sdl), resolvers: resolvers)
        let source = Source(query)
        let response = await executor.execute(document: try Parser.parse(source), source: source, rootValue: root)
        return try JSONReader().read(response.jsonBytes())
    }

    @Test(arguments: cases.indices) func matchesGraphQLJS(index: Int) async throws {
        let (query, expected) = Self.cases[index]
        #expect(try await Self.response(query) == json(expected))
    }

    /// The same through the asynchronous path (an `async` resolver for `b`).
    @Test(arguments: cases.indices) func matchesGraphQLJSWhenAsync(index: Int) async throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "b") { _, _, _, _ async in Self.root["b"] }
        let (query, expected) = Self.cases[index]
        #expect(try await Self.response(query, resolvers: resolvers) == json(expected))
    }
}
