import Testing

@testable import GraphQL

/// `valueFromAST` and `valueFromASTUntyped` (graphql-js 16), and `@oneOf` literals per the spec.
@Suite struct ValueFromASTTests {
    static func value(
        _ literal: String, _ type: String, variables: JSONObject? = nil, schema: GraphQLSchema = CoercionHarness.schema
    ) -> String? {
        let node = try! Parser.parseValue(Source(literal))
        let result = valueFromAST(
            node, type: CoercionHarness.type(type, in: schema), schema: schema, variables: variables.map(CoercedVariables.init))
        return result.map(CoercionHarness.text)
    }

    @Test func readsLeafLiterals() {
        #expect(Self.value("123", "Int") == "123")
        #expect(Self.value("123", "Float") == "123")
        #expect(Self.value("1.5e3", "Float") == "1500")
        #expect(Self.value("123", "ID") == #""123""#)
        #expect(Self.value(#""abc""#, "String") == #""abc""#)
        #expect(Self.value("true", "Boolean") == "true")
        #expect(Self.value("GREEN", "Color") == #""GREEN""#)
    }

    @Test func rejectsInvalidLiterals() {
        #expect(Self.value("1.5", "Int") == nil)
        #expect(Self.value("2147483648", "Int") == nil)
        #expect(Self.value(#""1""#, "Float") == nil)
        #expect(Self.value("1.0", "ID") == nil)
        #expect(Self.value("PURPLE", "Color") == nil)
        #expect(Self.value(#""RED""#, "Color") == nil)
        #expect(Self.value("null", "Int!") == nil)
        #expect(Self.value("{opt: \"x\"}", "In") == nil)
        #expect(Self.value("[1, null]", "[Int!]") == nil)
    }

    @Test func readsNullAndLists() {
        #expect(Self.value("null", "Int") == "null")
        #expect(Self.value("null", "[Int]") == "null")
        #expect(Self.value("[1, null]", "[Int]") == "[1,null]")
        #expect(Self.value("4", "[[Int]]") == "[[4]]")
    }

    @Test func replacesVariables() {
        #expect(Self.value("$v", "Int", variables: ["v": 5]) == "5")
        #expect(Self.value("$v", "Int", variables: [:]) == nil)
        #expect(Self.value("$v", "Int!", variables: ["v": nil]) == nil)
        #expect(Self.value("$v", "Int", variables: ["v": nil]) == "null")
        #expect(Self.value("[$a, $b]", "[Int]", variables: ["a": 1]) == "[1,null]")
        #expect(Self.value("[$a, $b]", "[Int!]", variables: ["a": 1]) == nil)
        #expect(Self.value("{req: 1, opt: $o, def: $d}", "In", variables: [:]) == #"{"req":1,"def":2,"color":"GREEN"}"#)
        #expect(Self.value("{req: $r}", "In", variables: [:]) == nil)
    }

    @Test func takesTheLastOfRepeatedFields() {
        #expect(Self.value("{req: 1, req: 2}", "In") == #"{"req":2,"def":2,"color":"GREEN"}"#)
    }

    @Test func readsUntypedLiterals() {
        let node = try! Parser.parseValue(Source(#"{a: 1, b: 9007199254740993, c: [1.5, X, "s", true, null, $v, $w], a: $w}"#))
        let value = valueFromASTUntyped(node, variables: CoercedVariables(["v": "V"]))
        #expect(value.map(CoercionHarness.text) == #"{"b":9007199254740992,"c":[1.5,"X","s",true,null,"V",null]}"#)
    }

    @Test func readsOneOfLiteralsPerTheSpec() {
        let schema = CoercionHarness.oneOfSchema
        #expect(Self.value(#"{id: "1"}"#, "By", schema: schema) == #"{"id":"1"}"#)
        #expect(Self.value("{name: $n}", "By", variables: ["n": "x"], schema: schema) == #"{"name":"x"}"#)
        #expect(Self.value("$by", "By", variables: ["by": ["name": "x"]], schema: schema) == #"{"name":"x"}"#)
        #expect(Self.value("{nested: {id: 1}}", "By", schema: schema) == #"{"nested":{"id":"1"}}"#)
        // Each "Error" row of the spec's table of OneOf input coercion examples.
        #expect(Self.value("{name: null}", "By", schema: schema) == nil)
        #expect(Self.value("{name: $n}", "By", variables: ["n": nil], schema: schema) == nil)
        #expect(Self.value("{name: $n}", "By", variables: [:], schema: schema) == nil)
        #expect(Self.value(#"{id: "1", name: "x"}"#, "By", schema: schema) == nil)
        #expect(Self.value(#"{id: "1", name: null}"#, "By", schema: schema) == nil)
        #expect(Self.value(#"{id: "1", name: $n}"#, "By", variables: [:], schema: schema) == nil)
        #expect(Self.value("{id: $i, name: $n}", "By", variables: ["i": "1"], schema: schema) == nil)
        #expect(Self.value("{}", "By", schema: schema) == nil)
        #expect(Self.value("{nested: {}}", "By", schema: schema) == nil)
    }
}
