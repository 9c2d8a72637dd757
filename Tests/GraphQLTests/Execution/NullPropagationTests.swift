import GraphQL
import Testing

/// The spec's "Handling Execution Errors": a field error nulls the nearest
/// nullable position; it is reported once, at the path where it happened.
@Suite struct NullPropagationTests {
    static let sdl = """
        type Query { a: A, as: [A!], strict: A!, text: String }
        type A { b: B!, name: String!, maybe: String, items: [String!]! }
        type B { c: String!, d: String }
        """

    let harness: ExecutionHarness<Void>
    init() throws { harness = try ExecutionHarness(Self.sdl) }

    @Test func nonNullNullPropagatesToTheNearestNullableField() async throws {
        let result = try await harness.run("{ text a { maybe b { d c } } }", root: ["text": "t", "a": ["maybe": "m", "b": ["d": "d"]]])
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Cannot return null for non-nullable field B.c.","locations":[{"line":1,"column":24}],"path":["a","b","c"]}],
                     "data":{"text":"t","a":null}}
                    """#)))
    }

    @Test func propagatesThroughNonNullListItemsToTheList() async throws {
        let root: JSONValue = ["as": [["name": "x", "items": []], ["items": []]]]
        let result = try await harness.run("{ as { name } text }", root: root)
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Cannot return null for non-nullable field A.name.","locations":[{"line":1,"column":8}],"path":["as",1,"name"]}],
                     "data":{"as":null,"text":null}}
                    """#)))
    }

    @Test func nullItemInNonNullItemsPropagatesToTheParent() async throws {
        let result = try await harness.run("{ a { items } }", root: ["a": ["items": ["x", nil]]])
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Cannot return null for non-nullable field A.items.","locations":[{"line":1,"column":7}],"path":["a","items",1]}],
                     "data":{"a":null}}
                    """#)))
    }

    @Test func aNonNullRootFieldNullsData() async throws {
        let result = try await harness.run("{ text strict { name } }", root: ["text": "t", "strict": ["name": nil]])
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Cannot return null for non-nullable field A.name.","locations":[{"line":1,"column":17}],"path":["strict","name"]}],
                     "data":null}
                    """#)))
    }

    @Test func mergedFieldsReportEveryLocation() async throws {
        let result = try await harness.run("{ a { name } a { name } }", root: ["a": [:]])
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Cannot return null for non-nullable field A.name.","locations":[{"line":1,"column":7},{"line":1,"column":18}],"path":["a","name"]}],
                     "data":{"a":null}}
                    """#)))
    }

    @Test func writtenBytesAfterANulledFieldStayValid() async throws {
        let root: JSONValue = ["as": nil, "a": ["maybe": "m", "b": ["c": "c", "d": "d"], "name": "n", "items": ["i"]]]
        let result = try await harness.run("{ a { b { c d } name items } x: a { b { d } maybe } text }", root: root)
        #expect(result == (try json(#"{"data":{"a":{"b":{"c":"c","d":"d"},"name":"n","items":["i"]},"x":{"b":{"d":"d"},"maybe":"m"},"text":null}}"#)))
    }
}
