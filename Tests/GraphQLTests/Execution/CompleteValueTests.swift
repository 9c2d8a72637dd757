import GraphQL
import Testing

/// The spec's "Value Completion": lists, enums and the built-in scalars'
/// serialization, with graphql-js 16's messages.
@Suite struct CompleteValueTests {
    static let sdl = """
        type Query { int: Int, float: Float, string: String, boolean: Boolean, id: ID, color: Color,
          ints: [Int], matrix: [[Int]], custom: JSON }
        enum Color { RED GREEN }
        scalar JSON
        """

    let harness: ExecutionHarness<Void>
    init() throws { harness = try ExecutionHarness(Self.sdl) }

    /// The response to `{ field }` over `["field": value]`.
    func complete(_ field: String, _ value: JSONValue) async throws -> JSONValue {
        try await harness.run("{ \(field) }", root: .object(JSONObject([(field, value)] as [(String, JSONValue)])))
    }

    func error(_ field: String, _ message: String) throws -> JSONValue {
        try json(#"{"errors":[{"message":"\#(message)","locations":[{"line":1,"column":3}],"path":["\#(field)"]}],"data":{"\#(field)":null}}"#)
    }

    @Test(
        arguments: [
            ("int", JSONValue.int(7), JSONValue.int(7)), ("int", .double(-3), .int(-3)), ("int", .bool(true), .int(1)),
            ("int", .string("12"), .int(12)), ("int", .string(" 0x10 "), .int(16)), ("int", .int(2_147_483_647), .int(2_147_483_647)),
            ("float", .double(1.5), .double(1.5)), ("float", .int(2), .int(2)), ("float", .string("1e3"), .int(1000)),
            ("float", .bool(false), .int(0)),
            ("string", .string("s"), .string("s")), ("string", .bool(true), .string("true")), ("string", .int(42), .string("42")),
            ("string", .double(0.1), .string("0.1")), ("string", .double(1e21), .string("1e+21")),
            ("boolean", .bool(false), .bool(false)), ("boolean", .int(0), .bool(false)), ("boolean", .double(2.5), .bool(true)),
            ("id", .string("x"), .string("x")), ("id", .int(5), .string("5")), ("id", .double(7), .string("7")),
            ("color", .string("RED"), .string("RED")),
            ("custom", ["a": [1, nil]], ["a": [1, nil]]),
        ] as [(String, JSONValue, JSONValue)])
    func serializes(field: String, value: JSONValue, expected: JSONValue) async throws {
        #expect(try await complete(field, value) == .object(["data": .object(JSONObject([(field, expected)] as [(String, JSONValue)]))]))
    }

    @Test(
        arguments: [
            ("int", JSONValue.double(1.5), "Int cannot represent non-integer value: 1.5"),
            ("int", .int(2_147_483_648), "Int cannot represent non 32-bit signed integer value: 2147483648"),
            ("int", .double(-1e10), "Int cannot represent non 32-bit signed integer value: -10000000000"),
            ("int", .string(""), "Int cannot represent non-integer value: \\\"\\\""),
            ("int", .string("abc"), "Int cannot represent non-integer value: \\\"abc\\\""),
            ("int", [1, 2], "Int cannot represent non-integer value: [1, 2]"),
            ("float", .string("x"), "Float cannot represent non numeric value: \\\"x\\\""),
            ("float", ["a": 1], "Float cannot represent non numeric value: { a: 1 }"),
            ("string", ["a": ["b": ["c": 1]]], "String cannot represent value: { a: { b: [Object] } }"),
            ("boolean", .string("true"), "Boolean cannot represent a non boolean value: \\\"true\\\""),
            ("id", .double(1.5), "ID cannot represent value: 1.5"),
            ("id", .bool(true), "ID cannot represent value: true"),
            ("color", .string("BLUE"), "Enum \\\"Color\\\" cannot represent value: \\\"BLUE\\\""),
            ("color", .int(1), "Enum \\\"Color\\\" cannot represent value: 1"),
        ] as [(String, JSONValue, String)])
    func rejects(field: String, value: JSONValue, message: String) async throws {
        #expect(try await complete(field, value) == (try error(field, message)))
    }

    @Test func listsCompleteItemByItemWithIndexedErrors() async throws {
        let result = try await complete("ints", [1, "x", nil, 4])
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Int cannot represent non-integer value: \"x\"","locations":[{"line":1,"column":3}],"path":["ints",1]}],
                     "data":{"ints":[1,null,null,4]}}
                    """#)))
        #expect(try await complete("matrix", [[1], [], nil]) == (try json(#"{"data":{"matrix":[[1],[],null]}}"#)))
    }

    @Test func aNonListForAListIsAnError() async throws {
        let result = try await complete("ints", "1,2")
        #expect(result == (try error("ints", "Expected Iterable, but did not find one for field \\\"Query.ints\\\".")))
    }

    @Test func floatsRoundTripExactly() async throws {
        let values: [Double] = [0.1 + 0.2, 1e-7, 123456789.12345678, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for value in values {
            let response = try await harness.executor.execute(
                document: Parser.parse("{ float }"), source: Source("{ float }"), rootValue: JSONValue.object(["float": .double(value)]))
            let text = String(decoding: response.jsonBytes(), as: UTF8.self)
            let written = try #require(JSONReader().read(text)["data"]?["float"])
            switch written {
            case .double(let read): #expect(read == value && read.sign == value.sign || (value == 0 && read == 0))
            case .int(let read): #expect(Double(read) == value)
            default: Issue.record("not a number: \(text)")
            }
        }
    }

    @Test func customScalarHooksSerialize() async throws {
        var resolvers = Resolvers<Void>()
        resolvers.scalar(
            "JSON",
            CustomScalar(serialize: { value throws(GraphQLError) in
                guard let string = value as? String else { throw GraphQLError("JSON needs a string") }
                return .string("<\(string)>")
            }))
        resolvers.field("Query", "custom") { _, _, _, _ in "x" }
        resolvers.field("Query", "string") { _, _, _, _ in 12 }
        let harness = try ExecutionHarness<Void>(Self.sdl, resolvers: resolvers)
        #expect(try await harness.run("{ custom string }") == (try json(#"{"data":{"custom":"<x>","string":"12"}}"#)))
    }

    @Test func swiftValuesSerialize() async throws {
        enum Color: String, Sendable { case RED, GREEN }
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "color") { _, _, _, _ in Color.GREEN }
        resolvers.field("Query", "int") { _, _, _, _ in Int32(-4) }
        resolvers.field("Query", "float") { _, _, _, _ in Float(0.5) }
        resolvers.field("Query", "ints") { _, _, _, _ in [1, 2, nil] as [Int?] }
        resolvers.field("Query", "id") { _, _, _, _ in UInt64(9) }
        resolvers.field("Query", "string") { _, _, _, _ in Optional<String>.none }
        let harness = try ExecutionHarness<Void>(Self.sdl, resolvers: resolvers)
        #expect(
            try await harness.run("{ color int float ints id string }")
                == (try json(
                    #"{"data":{"color":"GREEN","int":-4,"float":0.5,"ints":[1,2,null],"id":"9","string":null}}"#)))
    }
}
