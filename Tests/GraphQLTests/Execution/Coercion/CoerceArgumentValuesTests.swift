import Testing

@testable import GraphQL

/// Argument coercion (graphql-js 16's `getArgumentValues`) and `@skip`/`@include`.
@Suite struct CoerceArgumentValuesTests {
    @Test func coercesLiteralsAndVariables() {
        #expect(
            CoercionHarness.argumentOutcome(
                #"query($s: String, $c: Color) { scalars(int: -3, float: 1, string: $s, id: 42) enums(color: $c, colors: BLUE) }"#,
                #"{"s": "hi", "c": "GREEN"}"#) == [
                    #"{"int":-3,"float":1,"string":"hi","id":"42"}"#,
                    #"{"color":"GREEN","colors":["BLUE"]}"#,
                ])
    }

    @Test func usesDefaultsForMissingArgumentsAndVariablesWithoutValues() {
        // `bad`'s default does not fit its type, so it has none (graphql-js drops it when building the schema).
        #expect(
            CoercionHarness.argumentOutcome("query($i: Int, $c: Color) { defaults(color: $c, int: $i) }", #"{"c": null}"#)
                == [#"{"int":7,"color":null,"input":{"req":1,"def":2,"color":"GREEN"},"list":[1.5]}"#])
    }

    @Test func fillsInputObjectLiterals() {
        #expect(
            CoercionHarness.argumentOutcome(
                #"query($o: String, $r: Int) { inputs(in: {req: $r, opt: $o, list: [1, $o, "x"]}, deep: {deep: {name: "n"}, list: {name: "m"}}) }"#,
                #"{"r": 4}"#) == [
                    #"{"in":{"req":4,"def":2,"color":"GREEN","list":["1",null,"x"]},"deep":{"deep":{"name":"n"},"list":[{"name":"m"}]}}"#
                ])
    }

    @Test func reportsMissingRequiredArguments() {
        #expect(
            CoercionHarness.argumentOutcome("{ required(list: [1]) }") == [
                #"1:3: Argument "int" of required type "Int!" was not provided."#
            ])
        #expect(
            CoercionHarness.argumentOutcome("query($i: Int) { required(int: $i, list: 1) }") == [
                #"1:32: Argument "int" of required type "Int!" was provided the variable "$i" which was not provided a runtime value."#
            ])
    }

    @Test func reportsNullForNonNullArguments() {
        #expect(
            CoercionHarness.argumentOutcome("query($i: Int) { required(int: 1, list: null) required(int: $i, list: []) }", #"{"i": null}"#)
                == [
                    #"1:41: Argument "list" of non-null type "[Int!]!" must not be null."#,
                    #"1:61: Argument "int" of non-null type "Int!" must not be null."#,
                ])
    }

    @Test func reportsInvalidValues() {
        #expect(
            CoercionHarness.argumentOutcome(
                #"query($x: Int) { required(int: 1, list: [1, $x]) scalars(int: 2147483648) inputs(in: {opt: "o"}) enums(color: "RED") }"#
            ) == [
                #"1:41: Argument "list" has invalid value [1, $x]."#,
                #"1:63: Argument "int" has invalid value 2147483648."#,
                #"1:86: Argument "in" has invalid value {opt: "o"}."#,
                #"1:111: Argument "color" has invalid value "RED"."#,
            ])
    }

    @Test func rejectsAVariableWhoseDefaultIsInvalid() {
        // graphql-js keeps such a variable as `undefined`: present, without a value.
        #expect(
            CoercionHarness.argumentOutcome(#"query($a: Int = "x") { scalars(int: $a) required(int: $a, list: 1) }"#) == [
                #"1:37: Argument "int" has invalid value $a."#,
                #"1:55: Argument "int" of non-null type "Int!" must not be null."#,
            ])
    }

    @Test func readsCustomScalarLiteralsAsPlainValues() {
        #expect(
            CoercionHarness.argumentOutcome(
                #"query($v: Int, $w: Int) { custom(json: {a: [1, 2.5, ENUM, $v, $w], b: {c: null, d: $w}}) }"#, #"{"v": 3}"#)
                == [#"{"json":{"a":[1,2.5,"ENUM",3,null],"b":{"c":null}},"date":"2020"}"#])
    }

    @Test func usesCustomScalarLiteralHooks() {
        let date = CustomScalar(parseLiteral: { literal, _ throws(GraphQLError) in
            guard case .string(let node) = literal else { throw GraphQLError("not a date") }
            return .string("date:" + node.value)
        })
        #expect(
            CoercionHarness.argumentOutcome(#"{ custom(date: "1999") other: custom(date: 1) }"#, scalars: ["Date": date])
                == [#"{"date":"date:1999"}"#, #"1:44: Argument "date" has invalid value 1."#])
    }

    @Test func decidesSkipAndInclude() throws {
        let source = Source(
            #"""
            query($t: Boolean!, $f: Boolean!, $n: Boolean) {
              a @skip(if: true) b @skip(if: $f) c @include(if: $t) d @include(if: false)
              e @skip(if: false) @include(if: true) f @include(if: $t) @skip(if: $t)
            }
            """#)
        let operation = CoercionHarness.operation(in: source)
        let schema = CoercionHarness.schema
        let variables = try coerceVariableValues(
            schema: schema, definitions: operation.variableDefinitions, inputs: ["t": true, "f": false], source: source
        ).get()
        let included = try operation.selectionSet.selections.map { selection throws(GraphQLError) -> Bool in
            guard case .field(let field) = selection else { return false }
            return try shouldInclude(directives: field.directives, variables: variables, schema: schema, source: source)
        }
        #expect(included == [false, true, true, false, true, false])
    }

    @Test func reportsSkipWithoutAValue() {
        let source = Source("query($n: Boolean) { a @skip(if: $n) }")
        let operation = CoercionHarness.operation(in: source)
        guard case .field(let field) = operation.selectionSet.selections[0] else { return }
        #expect(
            throws: GraphQLError(
                #"Argument "if" of required type "Boolean!" was provided the variable "$n" which was not provided a runtime value."#,
                locations: [SourceLocation(line: 1, column: 34)])
        ) {
            try shouldInclude(directives: field.directives, variables: CoercedVariables(), schema: CoercionHarness.schema, source: source)
        }
    }
}
