import Testing

@testable import GraphQL

/// ValuesOfCorrectTypeRule on the harness schema: documents and the errors
/// graphql-js 16.6 reports for them ("LINE:COLUMN: MESSAGE"), from its own tests
/// and from edge cases. graphql-js's two tests of custom scalars with their own
/// `parseValue` are not here: our custom scalars have no coercion functions. The
/// OneOf expectations (graphql-js 16.6 has no `@oneOf`) are written after the
/// September 2025 spec, in graphql-js 17's words.
@Suite struct ValuesOfCorrectTypeRuleTests {
    /// The cases of graphql-js 16.6's ValuesOfCorrectTypeRule tests on the harness schema.
    static let graphQLJSCases: [(String, [String])] = [
        (#"{ complicatedArgs { intArgField(intArg: 2) } }"#, []),
        (#"{ complicatedArgs { intArgField(intArg: -2) } }"#, []),
        (#"{ complicatedArgs { booleanArgField(booleanArg: true) } }"#, []),
        (#"{ complicatedArgs { stringArgField(stringArg: "foo") } }"#, []),
        (#"{ complicatedArgs { floatArgField(floatArg: 1.1) } }"#, []),
        (#"{ complicatedArgs { floatArgField(floatArg: -1.1) } }"#, []),
        (#"{ complicatedArgs { floatArgField(floatArg: 1) } }"#, []),
        (#"{ complicatedArgs { idArgField(idArg: 1) } }"#, []),
        (#"{ complicatedArgs { idArgField(idArg: "someIdString") } }"#, []),
        (#"{ dog { doesKnowCommand(dogCommand: SIT) } }"#, []),
        (#"{ complicatedArgs { enumArgField(enumArg: UNKNOWN) } }"#, []),
        (#"{ complicatedArgs { enumArgField(enumArg: NO_FUR) } }"#, []),
        (#"{ complicatedArgs { intArgField(intArg: null) } }"#, []),
        (
            #"{ complicatedArgs { stringArgField(stringArg: 1) } }"#,
            [
                "1:47: String cannot represent a non string value: 1"
            ]
        ),
        (
            #"{ complicatedArgs { stringArgField(stringArg: 1.0) } }"#,
            [
                "1:47: String cannot represent a non string value: 1.0"
            ]
        ),
        (
            #"{ complicatedArgs { stringArgField(stringArg: true) } }"#,
            [
                "1:47: String cannot represent a non string value: true"
            ]
        ),
        (
            #"{ complicatedArgs { stringArgField(stringArg: BAR) } }"#,
            [
                "1:47: String cannot represent a non string value: BAR"
            ]
        ),
        (
            #"{ complicatedArgs { intArgField(intArg: "3") } }"#,
            [
                "1:41: Int cannot represent non-integer value: \"3\""
            ]
        ),
        (
            #"{ complicatedArgs { intArgField(intArg: 829384293849283498239482938) } }"#,
            [
                "1:41: Int cannot represent non 32-bit signed integer value: 829384293849283498239482938"
            ]
        ),
        (
            #"{ complicatedArgs { intArgField(intArg: FOO) } }"#,
            [
                "1:41: Int cannot represent non-integer value: FOO"
            ]
        ),
        (
            #"{ complicatedArgs { intArgField(intArg: 3.0) } }"#,
            [
                "1:41: Int cannot represent non-integer value: 3.0"
            ]
        ),
        (
            #"{ complicatedArgs { intArgField(intArg: 3.333) } }"#,
            [
                "1:41: Int cannot represent non-integer value: 3.333"
            ]
        ),
        (
            #"{ complicatedArgs { floatArgField(floatArg: "3.333") } }"#,
            [
                "1:45: Float cannot represent non numeric value: \"3.333\""
            ]
        ),
        (
            #"{ complicatedArgs { floatArgField(floatArg: true) } }"#,
            [
                "1:45: Float cannot represent non numeric value: true"
            ]
        ),
        (
            #"{ complicatedArgs { floatArgField(floatArg: FOO) } }"#,
            [
                "1:45: Float cannot represent non numeric value: FOO"
            ]
        ),
        (
            #"{ complicatedArgs { booleanArgField(booleanArg: 2) } }"#,
            [
                "1:49: Boolean cannot represent a non boolean value: 2"
            ]
        ),
        (
            #"{ complicatedArgs { booleanArgField(booleanArg: 1.0) } }"#,
            [
                "1:49: Boolean cannot represent a non boolean value: 1.0"
            ]
        ),
        (
            #"{ complicatedArgs { booleanArgField(booleanArg: "true") } }"#,
            [
                "1:49: Boolean cannot represent a non boolean value: \"true\""
            ]
        ),
        (
            #"{ complicatedArgs { booleanArgField(booleanArg: TRUE) } }"#,
            [
                "1:49: Boolean cannot represent a non boolean value: TRUE"
            ]
        ),
        (
            #"{ complicatedArgs { idArgField(idArg: 1.0) } }"#,
            [
                "1:39: ID cannot represent a non-string and non-integer value: 1.0"
            ]
        ),
        (
            #"{ complicatedArgs { idArgField(idArg: true) } }"#,
            [
                "1:39: ID cannot represent a non-string and non-integer value: true"
            ]
        ),
        (
            #"{ complicatedArgs { idArgField(idArg: SOMETHING) } }"#,
            [
                "1:39: ID cannot represent a non-string and non-integer value: SOMETHING"
            ]
        ),
        (
            #"{ dog { doesKnowCommand(dogCommand: 2) } }"#,
            [
                "1:37: Enum \"DogCommand\" cannot represent non-enum value: 2."
            ]
        ),
        (
            #"{ dog { doesKnowCommand(dogCommand: 1.0) } }"#,
            [
                "1:37: Enum \"DogCommand\" cannot represent non-enum value: 1.0."
            ]
        ),
        (
            #"{ dog { doesKnowCommand(dogCommand: "SIT") } }"#,
            [
                "1:37: Enum \"DogCommand\" cannot represent non-enum value: \"SIT\". Did you mean the enum value \"SIT\"?"
            ]
        ),
        (
            #"{ dog { doesKnowCommand(dogCommand: true) } }"#,
            [
                "1:37: Enum \"DogCommand\" cannot represent non-enum value: true."
            ]
        ),
        (
            #"{ dog { doesKnowCommand(dogCommand: JUGGLE) } }"#,
            [
                "1:37: Value \"JUGGLE\" does not exist in \"DogCommand\" enum."
            ]
        ),
        (
            #"{ dog { doesKnowCommand(dogCommand: sit) } }"#,
            [
                "1:37: Value \"sit\" does not exist in \"DogCommand\" enum. Did you mean the enum value \"SIT\"?"
            ]
        ),
        (#"{ complicatedArgs { stringListArgField(stringListArg: ["one", null, "two"]) } }"#, []),
        (#"{ complicatedArgs { stringListArgField(stringListArg: []) } }"#, []),
        (#"{ complicatedArgs { stringListArgField(stringListArg: null) } }"#, []),
        (#"{ complicatedArgs { stringListArgField(stringListArg: "one") } }"#, []),
        (
            #"{ complicatedArgs { stringListArgField(stringListArg: ["one", 2]) } }"#,
            [
                "1:63: String cannot represent a non string value: 2"
            ]
        ),
        (
            #"{ complicatedArgs { stringListArgField(stringListArg: 1) } }"#,
            [
                "1:55: String cannot represent a non string value: 1"
            ]
        ),
        (#"{ dog { isHouseTrained(atOtherHomes: true) } }"#, []),
        (#"{ dog { isHouseTrained } }"#, []),
        (#"{ complicatedArgs { multipleReqs(req1: 1, req2: 2) } }"#, []),
        (#"{ complicatedArgs { multipleReqs(req2: 2, req1: 1) } }"#, []),
        (#"{ complicatedArgs { multipleOpts } }"#, []),
        (#"{ complicatedArgs { multipleOpts(opt1: 1) } }"#, []),
        (#"{ complicatedArgs { multipleOpts(opt2: 1) } }"#, []),
        (#"{ complicatedArgs { multipleOptAndReq(req1: 3, req2: 4) } }"#, []),
        (#"{ complicatedArgs { multipleOptAndReq(req1: 3, req2: 4, opt1: 5) } }"#, []),
        (#"{ complicatedArgs { multipleOptAndReq(req1: 3, req2: 4, opt1: 5, opt2: 6) } }"#, []),
        (
            #"{ complicatedArgs { multipleReqs(req2: "two", req1: "one") } }"#,
            [
                "1:40: Int cannot represent non-integer value: \"two\"",
                "1:53: Int cannot represent non-integer value: \"one\"",
            ]
        ),
        (
            #"{ complicatedArgs { multipleReqs(req1: "one") } }"#,
            [
                "1:40: Int cannot represent non-integer value: \"one\""
            ]
        ),
        (
            #"{ complicatedArgs { multipleReqs(req1: null) } }"#,
            [
                "1:40: Expected value of type \"Int!\", found null."
            ]
        ),
        (#"{ complicatedArgs { complexArgField } }"#, []),
        (#"{ complicatedArgs { complexArgField(complexArg: { requiredField: true }) } }"#, []),
        (#"{ complicatedArgs { complexArgField(complexArg: { requiredField: false }) } }"#, []),
        (#"{ complicatedArgs { complexArgField(complexArg: { requiredField: true, intField: 4 }) } }"#, []),
        (
            #"{ complicatedArgs { complexArgField(complexArg: { requiredField: true, intField: 4, stringField: "foo", booleanField: false, stringListField: ["one", "two"] }) } }"#,
            []
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: { stringListField: ["one", "two"], booleanField: false, requiredField: true, stringField: "foo", intField: 4, }) } }"#,
            []
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: { intField: 4 }) } }"#,
            [
                "1:49: Field \"ComplexInput.requiredField\" of required type \"Boolean!\" was not provided."
            ]
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: { stringListField: ["one", 2], requiredField: true, }) } }"#,
            [
                "1:76: String cannot represent a non string value: 2"
            ]
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: { requiredField: true, nonNullField: null, }) } }"#,
            [
                "1:86: Expected value of type \"Boolean!\", found null."
            ]
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: { requiredField: true, invalidField: "value" }) } }"#,
            [
                "1:72: Field \"invalidField\" is not defined by type \"ComplexInput\". Did you mean \"intField\"?"
            ]
        ),
        (#"{ dog @include(if: true) { name } human @skip(if: false) { name } }"#, []),
        (
            #"{ dog @include(if: "yes") { name @skip(if: ENUM) } }"#,
            [
                "1:20: Boolean cannot represent a non boolean value: \"yes\"",
                "1:44: Boolean cannot represent a non boolean value: ENUM",
            ]
        ),
        (
            #"query WithDefaultValues( $a: Int = 1, $b: String = "ok", $c: ComplexInput = { requiredField: true, intField: 3 } $d: Int! = 123 ) { dog { name } }"#,
            []
        ),
        (
            #"query WithDefaultValues( $a: Int = null, $b: String = null, $c: ComplexInput = { requiredField: true, intField: null } ) { dog { name } }"#,
            []
        ),
        (
            #"query WithDefaultValues( $a: Int! = null, $b: String! = null, $c: ComplexInput = { requiredField: null, intField: null } ) { dog { name } }"#,
            [
                "1:37: Expected value of type \"Int!\", found null.",
                "1:57: Expected value of type \"String!\", found null.",
                "1:99: Expected value of type \"Boolean!\", found null.",
            ]
        ),
        (
            #"query InvalidDefaultValues( $a: Int = "one", $b: String = 4, $c: ComplexInput = "NotVeryComplex" ) { dog { name } }"#,
            [
                "1:39: Int cannot represent non-integer value: \"one\"",
                "1:59: String cannot represent a non string value: 4",
                "1:81: Expected value of type \"ComplexInput\", found \"NotVeryComplex\".",
            ]
        ),
        (
            #"query WithDefaultValues( $a: ComplexInput = { requiredField: 123, intField: "abc" } ) { dog { name } }"#,
            [
                "1:62: Boolean cannot represent a non boolean value: 123",
                "1:77: Int cannot represent non-integer value: \"abc\"",
            ]
        ),
        (
            #"query MissingRequiredField($a: ComplexInput = {intField: 3}) { dog { name } }"#,
            [
                "1:47: Field \"ComplexInput.requiredField\" of required type \"Boolean!\" was not provided."
            ]
        ),
        (
            #"query InvalidItem($a: [String] = ["one", 2]) { dog { name } }"#,
            [
                "1:42: String cannot represent a non string value: 2"
            ]
        ),
    ]

    /// Edge cases: Int bounds, lists and objects where leaves are expected (checked
    /// whole, not item by item), unknown positions, variable default values, fragments.
    static let edgeCases: [(String, [String])] = [
        (#"{ complicatedArgs { intArgField(intArg: 2147483647) a: intArgField(intArg: -2147483648) } }"#, []),
        (
            #"{ complicatedArgs { intArgField(intArg: -2147483649) a: intArgField(intArg: 123456789012345678901234567890) } }"#,
            [
                "1:41: Int cannot represent non 32-bit signed integer value: -2147483649",
                "1:77: Int cannot represent non 32-bit signed integer value: 123456789012345678901234567890",
            ]
        ),
        (
            #"{ complicatedArgs { floatArgField(floatArg: 1e400) a: floatArgField(floatArg: -0) b: floatArgField(floatArg: "1.5") } }"#,
            [
                "1:110: Float cannot represent non numeric value: \"1.5\""
            ]
        ),
        (
            #"{ complicatedArgs { idArgField(idArg: 1.5) a: idArgField(idArg: true) b: idArgField(idArg: ["x"]) c: idArgField(idArg: {a: 1}) } }"#,
            [
                "1:39: ID cannot represent a non-string and non-integer value: 1.5",
                "1:65: ID cannot represent a non-string and non-integer value: true",
                "1:92: ID cannot represent a non-string and non-integer value: [\"x\"]",
                "1:120: ID cannot represent a non-string and non-integer value: {a: 1}",
            ]
        ),
        (
            #"{ complicatedArgs { nonNullIntArgField(nonNullIntArg: [1]) a: intArgField(intArg: {x: 1, y: [2]}) } }"#,
            [
                "1:55: Int cannot represent non-integer value: [1]",
                "1:83: Int cannot represent non-integer value: {x: 1, y: [2]}",
            ]
        ),
        (
            #"{ complicatedArgs { stringListArgField(stringListArg: [["a"], [1]]) } }"#,
            [
                "1:56: String cannot represent a non string value: [\"a\"]",
                "1:63: String cannot represent a non string value: [1]",
            ]
        ),
        (
            #"{ complicatedArgs { stringListNonNullArgField(stringListNonNullArg: ["a", null, 3]) } }"#,
            [
                "1:75: Expected value of type \"String!\", found null.",
                "1:81: String cannot represent a non string value: 3",
            ]
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: [{requiredField: true}, {requiredField: 1}]) } }"#,
            [
                "1:49: Expected value of type \"ComplexInput\", found [{requiredField: true}, {requiredField: 1}]."
            ]
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: [1, {}]) } }"#,
            [
                "1:49: Expected value of type \"ComplexInput\", found [1, {}]."
            ]
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: {requiredField: true, stringListField: ["a", 1, null, [2]], nope: {x: 1}, booleanField: NOPE}) } }"#,
            [
                "1:94: String cannot represent a non string value: 1",
                "1:103: String cannot represent a non string value: [2]",
                "1:109: Field \"nope\" is not defined by type \"ComplexInput\".",
                "1:137: Boolean cannot represent a non boolean value: NOPE",
            ]
        ),
        (
            #"{ complicatedArgs { enumArgField(enumArg: [BROWN, "BLACK", brown]) a: enumArgField(enumArg: {BROWN: 1}) } }"#,
            [
                "1:43: Enum \"FurColor\" cannot represent non-enum value: [BROWN, \"BLACK\", brown].",
                "1:93: Enum \"FurColor\" cannot represent non-enum value: {BROWN: 1}. Did you mean the enum value \"BROWN\"?",
            ]
        ),
        (
            #"{ complicatedArgs { enumArgField(enumArg: null) b: nonNullIntArgField(nonNullIntArg: null) c: booleanArgField(booleanArg: $unknownVar) } }"#,
            [
                "1:86: Expected value of type \"Int!\", found null."
            ]
        ),
        (
            #"{ complicatedArgs { unknownField(a: [1, "x", {y: null}]) intArgField(unknownArg: {a: 1}, intArg: "1") } }"#,
            [
                "1:98: Int cannot represent non-integer value: \"1\""
            ]
        ),
        (
            #"{ dog @unknownDirective(if: ["x", 1]) { name @include(if: [true]) } }"#,
            [
                "1:59: Boolean cannot represent a non boolean value: [true]"
            ]
        ),
        (
            #"{ complicatedArgs { stringArgField(stringArg: """block""") a: stringArgField(stringArg: 1.0e2) b: stringArgField(stringArg: SOME_ENUM) } }"#,
            [
                "1:89: String cannot represent a non string value: 1.0e2",
                "1:125: String cannot represent a non string value: SOME_ENUM",
            ]
        ),
        (
            #"query Q($a: [Int!]! = [1, null, "x"], $b: FurColor = BRWN, $c: [ComplexInput] = [{intField: 1}, null]) { dog { name } }"#,
            [
                "1:27: Expected value of type \"Int!\", found null.",
                "1:33: Int cannot represent non-integer value: \"x\"",
                "1:54: Value \"BRWN\" does not exist in \"FurColor\" enum. Did you mean the enum value \"BROWN\"?",
                "1:82: Field \"ComplexInput.requiredField\" of required type \"Boolean!\" was not provided.",
            ]
        ),
        (
            #"fragment F on ComplicatedArgs { intArgField(intArg: $v) a: intArgField(intArg: "x") } { complicatedArgs { ...F } }"#,
            [
                "1:80: Int cannot represent non-integer value: \"x\""
            ]
        ),
    ]

    /// OneOf input objects: exactly one field as written (duplicates count, as in
    /// graphql-js 17), and it is not null.
    static let oneOfCases: [(String, [String])] = [
        (#"{ complicatedArgs { oneOfArgField(oneOfArg: {stringField: "abc"}) } }"#, []),
        (#"query ($string: String!) { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $string}) } }"#, []),
        (#"query ($string: String) { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $string}) } }"#, []),
        (#"{ complicatedArgs { oneOfArgField(oneOfArg: null) } }"#, []),
        (
            #"{ complicatedArgs { oneOfArgField(oneOfArg: {stringField: null}) } }"#,
            [
                "1:45: Field \"OneOfInput.stringField\" used for OneOf Input Object must be non-null."
            ]
        ),
        (
            #"{ complicatedArgs { oneOfArgField(oneOfArg: {stringField: "abc", intField: 123}) } }"#,
            [
                "1:45: OneOf Input Object \"OneOfInput\" must specify exactly one key."
            ]
        ),
        (
            #"{ complicatedArgs { oneOfArgField(oneOfArg: {}) } }"#,
            [
                "1:45: OneOf Input Object \"OneOfInput\" must specify exactly one key."
            ]
        ),
        (
            #"{ complicatedArgs { oneOfArgField(oneOfArg: {intField: null, stringField: null}) } }"#,
            [
                "1:45: OneOf Input Object \"OneOfInput\" must specify exactly one key."
            ]
        ),
        (
            #"{ complicatedArgs { oneOfArgField(oneOfArg: {stringField: "a", stringField: "b"}) } }"#,
            [
                "1:45: OneOf Input Object \"OneOfInput\" must specify exactly one key."
            ]
        ),
        (
            #"{ complicatedArgs { oneOfArgField(oneOfArg: {stringField: 2}) } }"#,
            [
                "1:59: String cannot represent a non string value: 2"
            ]
        ),
        (
            #"{ complicatedArgs { oneOfArgField(oneOfArg: {nope: 1}) } }"#,
            [
                "1:46: Field \"nope\" is not defined by type \"OneOfInput\"."
            ]
        ),
        (
            #"{ complicatedArgs { oneOfArgField(oneOfArg: [{intField: 1}]) } }"#,
            [
                "1:45: Expected value of type \"OneOfInput\", found [{intField: 1}]."
            ]
        ),
        (
            #"query Q($o: OneOfInput = {intField: null}) { dog { name } }"#,
            [
                "1:26: Field \"OneOfInput.intField\" used for OneOf Input Object must be non-null."
            ]
        ),
    ]

    /// A custom scalar accepts any literal, variables inside included; only its nullability is checked.
    static let customScalarSchema = try! buildSchema(
        Source(
            "scalar Any\ntype Query { anyArg(arg: Any): String anyList(arg: [Any!]!): String }"))
    static let customScalarCases: [(String, [String])] = [
        (#"{ test1: anyArg(arg: 123) test2: anyArg(arg: "abc") test3: anyArg(arg: [123, "abc"]) test4: anyArg(arg: {deep: [123, "abc"]}) }"#, []),
        (#"query Q($v: Int) { a: anyArg(arg: {deep: [$v, null, ENUM]}) b: anyArg(arg: [$v, $w]) c: anyArg(arg: null) d: anyArg(arg: $v) }"#, []),
        (
            #"{ anyList(arg: [1, null, [null], {a: null}]) b: anyList(arg: null) c: anyList(arg: {x: 1}) }"#,
            [
                "1:20: Expected value of type \"Any!\", found null.",
                "1:62: Expected value of type \"[Any!]!\", found null.",
            ]
        ),
    ]

    /// All specified rules: where this rule's errors fall among the others' (graphql-js 16.6's order).
    static let allRulesCases: [(String, [String])] = [
        (
            #"{ complicatedArgs { multipleReqs(req1: "one") } }"#,
            [
                "1:40: Int cannot represent non-integer value: \"one\"",
                "1:21: Field \"multipleReqs\" argument \"req2\" of type \"Int!\" is required, but it was not provided.",
            ]
        ),
        (
            #"{ complicatedArgs { complexArgField(complexArg: {intField: "x", intField: 2, nope: 1}) } }"#,
            [
                "1:49: Field \"ComplexInput.requiredField\" of required type \"Boolean!\" was not provided.",
                "1:60: Int cannot represent non-integer value: \"x\"",
                "1:50,1:65: There can be only one input field named \"intField\".",
                "1:78: Field \"nope\" is not defined by type \"ComplexInput\".",
            ]
        ),
        (
            #"query Q($a: Int = "x", $a: String = 1) { complicatedArgs { intArgField(intArg: $a, intArg: 1.5) } }"#,
            [
                "1:10,1:25: There can be only one variable named \"$a\".",
                "1:19: Int cannot represent non-integer value: \"x\"",
                "1:37: String cannot represent a non string value: 1",
                "1:72,1:84: There can be only one argument named \"intArg\".",
                "1:92: Int cannot represent non-integer value: 1.5",
                "1:24,1:80: Variable \"$a\" of type \"String\" used in position expecting type \"Int\".",
            ]
        ),
        (
            #"{ dog @skip(if: 1, if: null) { name(surname: "yes") doesKnowCommand(dogCommand: sit) } }"#,
            [
                "1:13,1:20: There can be only one argument named \"if\".",
                "1:17: Boolean cannot represent a non boolean value: 1",
                "1:24: Expected value of type \"Boolean!\", found null.",
                "1:46: Boolean cannot represent a non boolean value: \"yes\"",
                "1:81: Value \"sit\" does not exist in \"DogCommand\" enum. Did you mean the enum value \"SIT\"?",
            ]
        ),

    ]

    @Test(arguments: graphQLJSCases.indices)
    func graphQLJSCase(index: Int) throws {
        let (document, expected) = Self.graphQLJSCases[index]
        #expect(try ValidationHarness.errors(ValuesOfCorrectTypeRule.self, document) == expected)
    }

    @Test(arguments: edgeCases.indices)
    func edgeCase(index: Int) throws {
        let (document, expected) = Self.edgeCases[index]
        #expect(try ValidationHarness.errors(ValuesOfCorrectTypeRule.self, document) == expected)
    }

    @Test(arguments: oneOfCases.indices)
    func oneOfCase(index: Int) throws {
        let (document, expected) = Self.oneOfCases[index]
        #expect(try ValidationHarness.errors(ValuesOfCorrectTypeRule.self, document) == expected)
    }

    @Test(arguments: customScalarCases.indices)
    func customScalarCase(index: Int) throws {
        let (document, expected) = Self.customScalarCases[index]
        #expect(try ValidationHarness.errors(ValuesOfCorrectTypeRule.self, document, schema: Self.customScalarSchema) == expected)
    }

    @Test(arguments: allRulesCases.indices)
    func allRulesCase(index: Int) throws {
        let (document, expected) = Self.allRulesCases[index]
        #expect(try ValidationHarness.allErrors(document) == expected)
    }
}
