import Testing

@testable import GraphQL

/// `coerceInputValue` on its own (graphql-js 16's default error wording), `@oneOf`
/// values (graphql-js 17's wording), and `inspect`.
@Suite struct CoerceInputValueTests {
    static func coerce(_ json: String, _ type: String, schema: GraphQLSchema = CoercionHarness.schema) -> String {
        do {
            let value = try coerceInputValue(
                CoercionHarness.json(json), type: CoercionHarness.type(type, in: schema), schema: schema)
            return CoercionHarness.text(value)
        } catch {
            return error.message
        }
    }

    @Test func throwsTheFirstProblemInGraphQLJSWords() {
        #expect(Self.coerce("[1, 2.5, true]", "[Int]") == #"Invalid value 2.5 at "value[1]": Int cannot represent non-integer value: 2.5"#)
        #expect(Self.coerce("null", "In!") == #"Invalid value null: Expected non-nullable type "In!" not to be null."#)
        #expect(Self.coerce(#"{"req": 1, "def": "x"}"#, "In") == #"Invalid value "x" at "value.def": Float cannot represent non numeric value: "x""#)
        #expect(Self.coerce("-0", "Float") == "0")
        #expect(Self.coerce("1e100", "Int") == "Invalid value 1e+100: Int cannot represent non 32-bit signed integer value: 1e+100")
        #expect(Self.coerce("1e21", "ID") == #""1e+21""#)
    }

    @Test func readsAnArrayAsAnObjectWithIndexKeys() {
        #expect(Self.coerce(#"[{"name": "a"}]"#, "Deep") == #"Invalid value [{ name: "a" }]: Field "0" is not defined by type "Deep"."#)
        #expect(Self.coerce("[]", "Deep") == "{}")
    }

    @Test func reportsEveryProblemToACallback() {
        var reports: [String] = []
        let result = coerceInputValue(
            CoercionHarness.json(#"{"in": {"opt": 1}, "list": [{"name": 2}], "bad": 3}"#), type: CoercionHarness.type("Deep"),
            schema: CoercionHarness.schema
        ) { path, value, message in
            reports.append("\(printPath(path)) \(inspect(value)) \(message)")
        }
        #expect(result == nil)
        #expect(
            reports == [
                #".in { opt: 1 } Field "req" of required type "Int!" was not provided."#,
                #".in.opt 1 String cannot represent a non string value: 1"#,
                #".list[0].name 2 String cannot represent a non string value: 2"#,
                #" { in: { opt: 1 }, list: [[Object]], bad: 3 } Field "bad" is not defined by type "Deep"."#,
            ])
    }

    @Test func coercesOneOfValues() {
        let schema = CoercionHarness.oneOfSchema
        #expect(Self.coerce(#"{"name": "x"}"#, "By", schema: schema) == #"{"name":"x"}"#)
        #expect(Self.coerce(#"{"id": 7}"#, "By", schema: schema) == #"{"id":"7"}"#)
        #expect(
            Self.coerce(#"{"id": "1", "name": "x"}"#, "By", schema: schema)
                == #"Invalid value { id: "1", name: "x" }: Exactly one key must be specified for OneOf type "By"."#)
        #expect(Self.coerce("{}", "By", schema: schema) == #"Invalid value {}: Exactly one key must be specified for OneOf type "By"."#)
        #expect(Self.coerce(#"{"name": null}"#, "By", schema: schema) == #"Invalid value null at "value.name": Field "name" must be non-null."#)
        #expect(
            Self.coerce(#"[{"nested": {"id": null}}]"#, "[By!]", schema: schema)
                == #"Invalid value null at "value[0].nested.id": Field "id" must be non-null."#)
    }

    @Test func reportsOneOfProblemsInVariables() {
        #expect(
            CoercionHarness.variableOutcome(
                "query($by: By, $two: By) { pick }", #"{"by": {"name": null}, "two": {"id": "1", "name": "x"}}"#,
                schema: CoercionHarness.oneOfSchema) == [
                    #"1:7: Variable "$by" got invalid value null at "by.name"; Field "name" must be non-null."#,
                    #"1:16: Variable "$two" got invalid value { id: "1", name: "x" }; Exactly one key must be specified for OneOf type "By"."#,
                ])
    }

    @Test func inspectsAsGraphQLJSDoes() {
        #expect(inspect(CoercionHarness.json(#""a\"b\n""#)) == #""a\"b\n""#)
        #expect(inspect(CoercionHarness.json("[1, 2.5, -0, 1e21, null, true]")) == "[1, 2.5, 0, 1e+21, null, true]")
        #expect(
            inspect(CoercionHarness.json(#"{"a": {"b": {"c": 1}, "d": [[1]], "e": [], "f": {}}}"#))
                == "{ a: { b: [Object], d: [Array], e: [], f: {} } }")
        #expect(inspect(CoercionHarness.json("[0,1,2,3,4,5,6,7,8,9,10]")) == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ... 1 more item]")
        #expect(inspect(CoercionHarness.json("[0,1,2,3,4,5,6,7,8,9,10,11]")) == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ... 2 more items]")
        #expect(inspect(.int(9_007_199_254_740_993)) == "9007199254740992")
    }
}
