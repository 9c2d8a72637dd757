import Foundation
import QuillTestSupport
import Testing

@testable import GraphQL

/// Quill's coercion against graphql-js 16.6's (scripts/graphql-js/coerce.cjs): for
/// operations on the harness schema with random variable values, the same coerced
/// variables or the same errors, then per root field the same arguments or error
/// and the same @skip/@include decision; and `coerceInputValue` on random values.
@Suite
struct CoercionDifferentialTests {
    static let operations = [
        "query($i: Int, $f: Float, $s: String, $b: Boolean, $id: ID) { scalars(int: $i, float: $f, string: $s, boolean: $b, id: $id) }",
        "query($i: Int!, $l: [Int!]!, $n: [[Int]]) { required(int: $i, list: $l, nested: $n) }",
        "query($i: Int = 3, $c: Color = BLUE, $in: In) { defaults(int: $i, color: $c, input: $in) d2: defaults }",
        "query($c: Color, $cs: [Color!]) { enums(color: $c, colors: $cs) }",
        "query($in: In, $ins: [In!], $deep: Deep) { inputs(in: $in, ins: $ins, deep: $deep) }",
        #"query($r: Int, $o: String, $l: [ID]) { inputs(in: {req: $r, opt: $o, list: $l}, ins: [{req: 1}, {req: $r}], deep: {name: $o, list: [{name: $o}, {in: {req: $r, list: [$o, "x"]}}]}) }"#,
        "query($j: JSON, $d: Date, $v: Int) { custom(json: $j, date: $d) c2: custom(json: {a: $v, b: [$v, $j]}) }",
        "query($t: Boolean!, $f: Boolean, $i: Int) { scalars @skip(if: $t) @include(if: $f) s2: scalars(int: $i) @include(if: $t) }",
        #"query($deep: Deep = {name: "d", list: [{name: "e"}]}, $l: [[Int]] = [[1], 2, null]) { inputs(deep: $deep) required(int: 1, list: [1], nested: $l) }"#,
        "query($q: Query, $s: String!, $u: [Nope]) { scalars(string: $s) }",
        "query($i: Int, $l: [Int]) { required(int: $i, list: [$i, 2]) r2: required(int: 1, list: $l) }",
        #"{ scalars(int: 1.5) s2: scalars(float: 1, id: 12, string: "s", boolean: false) enums(colors: [RED, null]) e2: enums(color: red) }"#,
        #"{ inputs(in: {req: 1, req: 2, list: 3}) i2: inputs(deep: {deep: {deep: {name: "x"}}, list: {in: {req: "1"}}}) custom(json: [1, {a: B}], date: null) }"#,
    ]

    static let inputTypes = ["In", "[In!]", "Deep", "[[Int]]", "ID!", "[Color]", "JSON", "Float", "Int!"]

    @Test func matchesGraphQLJS() async throws {
        var generator = ValueGenerator(seed: 16, schema: CoercionHarness.schema)
        var cases: [JSONValue] = []
        for operation in Self.operations {
            let definitions = CoercionHarness.operation(in: Source(operation)).variableDefinitions
            for _ in 0..<40 {
                var variables = JSONObject()
                for definition in definitions where !generator.random.chance(15) {
                    let type = CoercionHarness.schema.typeReference(definition.type)
                    variables.append(definition.variable.name.value, type.map { generator.value($0) } ?? generator.anyJSON(depth: 0))
                }
                cases.append(["document": .string(operation), "variables": .object(variables)])
            }
        }
        for type in Self.inputTypes {
            for _ in 0..<40 {
                cases.append(["type": .string(type), "value": generator.value(CoercionHarness.type(type))])
            }
        }
        // Both sides read the same JSON text, so they see the same numbers.
        let inputText = CoercionHarness.text(["schema": .string(CoercionHarness.sdl), "cases": .array(cases)])
        let output = try await NodeScript.run("coerce.cjs", input: Data(inputText.utf8))
        let expected = try #require(try JSONReader().read(Array(output)).arrayValue)
        let input = try JSONReader().read(inputText)
        let readCases = try #require(input["cases"]?.arrayValue)
        #expect(expected.count == readCases.count)
        var mismatches = 0
        for (index, (testCase, expectedOutcome)) in zip(readCases, expected).enumerated() {
            let outcome = Self.quill(testCase)
            if CoercionHarness.text(outcome) != CoercionHarness.text(expectedOutcome) {
                mismatches += 1
                if mismatches <= 10 {
                    Issue.record(
                        "case \(index): \(CoercionHarness.text(testCase))\n quill: \(CoercionHarness.text(outcome))\n graphql-js: \(CoercionHarness.text(expectedOutcome))"
                    )
                }
            }
        }
        #expect(mismatches == 0)
        // The random values reach both outcomes often.
        let kinds = expected.compactMap { $0.objectValue?.keys.first }
        for kind in ["errors", "variables", "value", "error"] {
            #expect(kinds.filter { $0 == kind }.count > 40, "\(kind)")
        }
    }

    /// What coerce.cjs prints for a case, computed by Quill.
    static func quill(_ testCase: JSONValue) -> JSONValue {
        let schema = CoercionHarness.schema
        if let type = testCase["type"]?.stringValue {
            do {
                return ["value": try coerceInputValue(testCase["value"]!, type: CoercionHarness.type(type), schema: schema)]
            } catch {
                return ["error": .string(error.message)]
            }
        }
        let source = Source(testCase["document"]!.stringValue!)
        let operation = CoercionHarness.operation(in: source)
        let variables: CoercedVariables
        switch coerceVariableValues(
            schema: schema, definitions: operation.variableDefinitions, inputs: testCase["variables"]!.objectValue!, source: source)
        {
        case .success(let coerced): variables = coerced
        case .failure(let errors): return ["errors": .array(errors.errors.map { .string(CoercionHarness.format($0)) })]
        }
        let root = schema[schema.queryType!]
        let fields: [JSONValue] = operation.selectionSet.selections.map { selection in
            guard case .field(let field) = selection else { return nil }
            var result = JSONObject()
            do throws(GraphQLError) {
                let arguments = try coerceArgumentValues(
                    definitions: root.field(named: field.name.value)!.arguments, arguments: field.arguments,
                    variables: variables, schema: schema, source: source, location: field.loc)
                result.append("args", .object(arguments))
            } catch {
                result.append("error", .string(CoercionHarness.format(error)))
            }
            do throws(GraphQLError) {
                result.append(
                    "include", .bool(try shouldInclude(directives: field.directives, variables: variables, schema: schema, source: source)))
            } catch {
                result.append("include", .string(CoercionHarness.format(error)))
            }
            return .object(result)
        }
        return ["variables": .object(variables.values), "fields": .array(fields)]
    }
}

/// Random JSON values for input types: mostly values of the type, with wrong kinds,
/// nulls, out-of-range numbers, unknown and missing fields mixed in.
struct ValueGenerator {
    var random: SplitMix64
    let schema: GraphQLSchema

    init(seed: UInt64, schema: GraphQLSchema) {
        random = SplitMix64(seed: seed)
        self.schema = schema
    }

    mutating func value(_ type: GraphQLTypeRef, depth: Int = 0) -> JSONValue {
        if random.chance(7) { return .null }
        if random.chance(5) { return anyJSON(depth: depth) }
        switch type {
        case .nonNull(let inner):
            return value(inner, depth: depth)
        case .list(let item):
            if random.chance(20) || depth > 3 { return value(item, depth: depth + 1) }
            return .array((0..<random.below(4)).map { _ in value(item, depth: depth + 1) })
        case .named(let id):
            switch schema[id] {
            case .inputObject(let inputObject):
                var object = JSONObject()
                for field in inputObject.fields where random.chance(depth > 2 ? 20 : 60) {
                    object.append(field.name, value(field.type, depth: depth + 1))
                }
                if random.chance(10) { object.append(random.pick(["rek", "nam", "zzz", "Name"]), 1) }
                return .object(object)
            case .enum:
                return random.pick(["RED", "GREEN", "BLUE", "red", "REDD", 1, true])
            case .scalar(let scalar):
                switch scalar.name {
                case "Int": return random.pick([0, 1, -5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1.5, 1e21, "1", true])
                case "Float": return random.pick([1.5, 0, 3, -2.25, 1e300, "1.5", false])
                case "String": return random.pick(["", "a\"b\n", "héllo", 1, true])
                case "Boolean": return random.pick([true, false, 0, "true"])
                case "ID": return random.pick(["x", 12, 1.5, 1e21, 9_007_199_254_740_993, true, -0.5])
                default: return anyJSON(depth: depth)
                }
            default:
                return anyJSON(depth: depth)
            }
        }
    }

    mutating func anyJSON(depth: Int) -> JSONValue {
        switch random.below(depth > 2 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(random.chance(50))
        case 2: return random.pick([0, 7, -1, 2.5, 1e-7])
        case 3: return random.pick(["", "s", "RED", "\u{1}"])
        case 4: return random.pick([[], [:]])
        case 5: return .array((0..<random.between(1...12)).map { _ in anyJSON(depth: depth + 1) })
        default:
            var object = JSONObject()
            for key in ["a", "b", "c"] where random.chance(60) { object.append(key, anyJSON(depth: depth + 1)) }
            return .object(object)
        }
    }
}
