import Testing

@testable import GraphQL

/// Leaf literals read by the harness schema's scalars and enums: the values execution
/// gets, and graphql-js 16's messages for the literals it rejects.
@Suite struct LeafLiteralTests {
    static func read(_ typeName: String, _ literal: String) throws -> Result<LeafLiteral?, LeafLiteralError> {
        let type = try #require(ValidationHarness.schema.type(named: typeName))
        let value = try Parser.parseValue(Source(literal))
        do throws(LeafLiteralError) {
            return .success(try type.parseLeafLiteral(value))
        } catch {
            return .failure(error)
        }
    }

    static let cases: [(type: String, literal: String, expected: Result<LeafLiteral?, LeafLiteralError>)] = [
        ("Int", "-2147483648", .success(.int(-2_147_483_648))),
        ("Int", "2147483647", .success(.int(2_147_483_647))),
        ("Int", "-2147483649", .failure(LeafLiteralError("Int cannot represent non 32-bit signed integer value: -2147483649"))),
        ("Int", "1.5", .failure(LeafLiteralError("Int cannot represent non-integer value: 1.5"))),
        ("Int", "$x", .failure(LeafLiteralError("Int cannot represent non-integer value: $x"))),
        ("Float", "3", .success(.float(3))),
        ("Float", "-1.5e3", .success(.float(-1500))),
        ("Float", "1e400", .success(.float(.infinity))),
        ("Float", "null", .failure(LeafLiteralError("Float cannot represent non numeric value: null"))),
        ("String", #""a\u00e9""#, .success(.string("aé"))),
        ("String", "[\"a\"]", .failure(LeafLiteralError("String cannot represent a non string value: [\"a\"]"))),
        ("Boolean", "false", .success(.boolean(false))),
        ("Boolean", "0", .failure(LeafLiteralError("Boolean cannot represent a non boolean value: 0"))),
        ("ID", "7", .success(.string("7"))),
        ("ID", #""x""#, .success(.string("x"))),
        ("ID", "X", .failure(LeafLiteralError("ID cannot represent a non-string and non-integer value: X"))),
        ("FurColor", "TAN", .success(.enumValue("TAN"))),
        ("FurColor", "tan", .failure(LeafLiteralError("Value \"tan\" does not exist in \"FurColor\" enum. Did you mean the enum value \"TAN\"?"))),
        (
            "FurColor", #""TAN""#,
            .failure(
                LeafLiteralError(
                    "Enum \"FurColor\" cannot represent non-enum value: \"TAN\". Did you mean the enum value \"TAN\"?"))
        ),
        ("ComplexInput", "{requiredField: true}", .success(nil)),
    ]

    @Test(arguments: cases.indices)
    func readsLeafLiterals(index: Int) throws {
        let (type, literal, expected) = Self.cases[index]
        #expect(try Self.read(type, literal) == expected)
    }

    @Test func customScalarsKeepTheLiteral() throws {
        let schema = try buildSchema(Source("scalar JSON type Query { f(a: JSON): JSON }"))
        let value = try Parser.parseValue(Source(#"{a: [1, $v, null], b: ENUM}"#))
        #expect(try schema.type(named: "JSON")?.parseLeafLiteral(value) == .custom(value))
    }
}
