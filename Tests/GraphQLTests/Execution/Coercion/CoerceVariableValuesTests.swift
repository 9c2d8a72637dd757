import Testing

@testable import GraphQL

/// Variable coercion (graphql-js 16's `getVariableValues`): values, defaults and
/// the exact messages and locations of its errors.
@Suite struct CoerceVariableValuesTests {
    @Test func coercesEachScalar() {
        #expect(
            CoercionHarness.variableOutcome(
                "query($i: Int, $f: Float, $s: String, $b: Boolean, $id: ID, $id2: ID) { scalars }",
                #"{"i": 1.0, "f": 3, "s": "x", "b": false, "id": 12, "id2": "ab"}"#)
                == [#"{"i":1,"f":3,"s":"x","b":false,"id":"12","id2":"ab"}"#])
    }

    @Test func keepsAbsentAndNullApart() throws {
        let coerced = try CoercionHarness.variables("query($a: Int, $b: Int, $c: Int = 3) { scalars }", #"{"b": null}"#).get()
        #expect(coerced["a"] == nil)
        #expect(!coerced.contains("a"))
        #expect(coerced["b"] == .null)
        #expect(coerced["c"] == .int(3))
    }

    @Test func wrapsASingleValueInAList() {
        #expect(
            CoercionHarness.variableOutcome("query($l: [[Int]], $m: [Color!]) { scalars }", #"{"l": 1, "m": "RED"}"#)
                == [#"{"l":[[1]],"m":["RED"]}"#])
    }

    @Test func buildsInputObjectsInFieldOrderWithDefaults() {
        #expect(
            CoercionHarness.variableOutcome("query($in: In) { scalars }", #"{"in": {"list": [1, "2"], "req": 5}}"#)
                == [#"{"in":{"req":5,"def":2,"color":"GREEN","list":["1","2"]}}"#])
    }

    @Test func reportsMissingRequiredAndNullNonNull() {
        #expect(
            CoercionHarness.variableOutcome("query($x: Int!, $y: [Int]!) { scalars }", #"{"y": null}"#) == [
                #"1:7: Variable "$x" of required type "Int!" was not provided."#,
                #"1:17: Variable "$y" of non-null type "[Int]!" must not be null."#,
            ])
    }

    @Test func reportsNonInputTypes() {
        #expect(
            CoercionHarness.variableOutcome("query($q: Query, $u: [Unknown!]) { scalars }", "{}") == [
                #"1:11: Variable "$q" expected value of type "Query" which cannot be used as an input type."#,
                #"1:22: Variable "$u" expected value of type "[Unknown!]" which cannot be used as an input type."#,
            ])
    }

    @Test func reportsInvalidScalarsWithPaths() {
        #expect(
            CoercionHarness.variableOutcome(
                "query($in: Deep) { scalars }", #"{"in": {"deep": {"name": 2017, "list": [{"in": {"req": 1.5}}]}}}"#) == [
                    #"1:7: Variable "$in" got invalid value 1.5 at "in.deep.list[0].in.req"; Int cannot represent non-integer value: 1.5"#,
                    #"1:7: Variable "$in" got invalid value 2017 at "in.deep.name"; String cannot represent a non string value: 2017"#,
                ])
    }

    @Test func reportsEachBuiltInScalarsMessage() {
        let document = "query($i: Int, $j: Int, $f: Float, $s: String, $b: Boolean, $id: ID, $id2: ID) { scalars }"
        let inputs = #"{"i": 2147483648, "j": "1", "f": "x", "s": ["a"], "b": 1, "id": true, "id2": 1.5}"#
        #expect(
            CoercionHarness.variableOutcome(document, inputs) == [
                #"1:7: Variable "$i" got invalid value 2147483648; Int cannot represent non 32-bit signed integer value: 2147483648"#,
                #"1:16: Variable "$j" got invalid value "1"; Int cannot represent non-integer value: "1""#,
                #"1:25: Variable "$f" got invalid value "x"; Float cannot represent non numeric value: "x""#,
                #"1:36: Variable "$s" got invalid value ["a"]; String cannot represent a non string value: ["a"]"#,
                #"1:48: Variable "$b" got invalid value 1; Boolean cannot represent a non boolean value: 1"#,
                #"1:61: Variable "$id" got invalid value true; ID cannot represent value: true"#,
                #"1:70: Variable "$id2" got invalid value 1.5; ID cannot represent value: 1.5"#,
            ])
    }

    @Test func reportsEnumMessagesWithSuggestions() {
        #expect(
            CoercionHarness.variableOutcome("query($c: Color, $d: Color, $e: [Color]) { scalars }", #"{"c": "REED", "d": 1, "e": ["red", null]}"#)
                == [
                    #"1:7: Variable "$c" got invalid value "REED"; Value "REED" does not exist in "Color" enum. Did you mean the enum value "RED" or "GREEN"?"#,
                    #"1:18: Variable "$d" got invalid value 1; Enum "Color" cannot represent non-string value: 1."#,
                    #"1:29: Variable "$e" got invalid value "red" at "e[0]"; Value "red" does not exist in "Color" enum. Did you mean the enum value "RED"?"#,
                ])
    }

    @Test func reportsInputObjectProblems() {
        #expect(
            CoercionHarness.variableOutcome("query($a: In, $b: In, $c: [In!]) { scalars }", #"{"a": {"rek": 1}, "b": "x", "c": [null]}"#)
                == [
                    #"1:7: Variable "$a" got invalid value { rek: 1 }; Field "req" of required type "Int!" was not provided."#,
                    #"1:7: Variable "$a" got invalid value { rek: 1 }; Field "rek" is not defined by type "In". Did you mean "req" or "def"?"#,
                    #"1:15: Variable "$b" got invalid value "x"; Expected type "In" to be an object."#,
                    #"1:23: Variable "$c" got invalid value null at "c[0]"; Expected non-nullable type "In!" not to be null."#,
                ])
    }

    @Test func stopsAtTheErrorLimit() {
        let outcome = CoercionHarness.variables("query($l: [Int]) { scalars }", #"{"l": ["a", "b", "c", "d"]}"#, maxErrors: 2)
        guard case .failure(let errors) = outcome else {
            Issue.record("expected errors")
            return
        }
        #expect(
            errors.errors.map(CoercionHarness.format) == [
                #"1:7: Variable "$l" got invalid value "a" at "l[0]"; Int cannot represent non-integer value: "a""#,
                #"1:7: Variable "$l" got invalid value "b" at "l[1]"; Int cannot represent non-integer value: "b""#,
                "-: Too many errors processing variables, error limit reached. Execution aborted.",
            ])
    }

    /// Scalar and enum variables (parsed without the general coercer): the same
    /// messages, locations and limit as graphql-js's `getVariableValues`.
    @Test func stopsAtTheErrorLimitWithLeafVariables() {
        let document = "query($a: Int, $b: Int, $e: Color, $c: Boolean) { scalars }"
        let outcome = CoercionHarness.variables(document, #"{"a": "x", "b": 1.5, "e": "C", "c": 1}"#, maxErrors: 2)
        guard case .failure(let errors) = outcome else {
            Issue.record("expected errors")
            return
        }
        #expect(
            errors.errors.map(CoercionHarness.format) == [
                #"1:7: Variable "$a" got invalid value "x"; Int cannot represent non-integer value: "x""#,
                #"1:16: Variable "$b" got invalid value 1.5; Int cannot represent non-integer value: 1.5"#,
                "-: Too many errors processing variables, error limit reached. Execution aborted.",
            ])
        #expect(
            CoercionHarness.variableOutcome(document, #"{"a": 1, "b": 2.0, "e": "BLUE", "c": true}"#)
                == [#"{"a":1,"b":2,"e":"BLUE","c":true}"#])
    }

    @Test func keepsAnInvalidDefaultAsPresentWithoutValue() throws {
        let coerced = try CoercionHarness.variables(#"query($a: Int = "x") { scalars }"#).get()
        #expect(coerced.contains("a"))
        #expect(coerced["a"] == nil)
    }

    @Test func passesCustomScalarsThrough() {
        #expect(
            CoercionHarness.variableOutcome("query($j: JSON, $d: [Date]) { scalars }", #"{"j": {"a": [1, {"b": null}]}, "d": 3}"#)
                == [#"{"j":{"a":[1,{"b":null}]},"d":[3]}"#])
    }

    @Test func usesCustomScalarHooks() {
        let date = CustomScalar(parseValue: { value throws(GraphQLError) in
            guard case .string(let text) = value, text.count == 10 else {
                throw GraphQLError("Date must be YYYY-MM-DD")
            }
            return .string(text + "T00:00:00Z")
        })
        let outcome = CoercionHarness.variables(
            "query($d: [Date]) { scalars }", #"{"d": ["2024-01-02", 5]}"#, scalars: ["Date": date])
        guard case .failure(let errors) = outcome else {
            Issue.record("expected errors")
            return
        }
        #expect(errors.errors.map(\.message) == [#"Variable "$d" got invalid value 5 at "d[1]"; Date must be YYYY-MM-DD"#])
        let valid = try? CoercionHarness.variables("query($d: Date) { scalars }", #"{"d": "2024-01-02"}"#, scalars: ["Date": date]).get()
        #expect(valid?["d"] == .string("2024-01-02T00:00:00Z"))
    }
}
