import Foundation
import Testing

@testable import GraphQL

/// buildClientSchema on hand-made introspection results, valid and broken,
/// compared with graphql-js 16.6: the printed schema or the error message.
@Suite struct BuildClientSchemaTests {
    static func type(_ kind: String, _ name: String, _ extra: JSONObject = [:]) -> JSONValue {
        var object: JSONObject = ["kind": .string(kind), "name": .string(name)]
        object.members += extra.members
        return .object(object)
    }

    static func ref(_ name: String) -> JSONValue { ["kind": "OBJECT", "name": .string(name), "ofType": nil] }
    static func scalarRef(_ name: String) -> JSONValue { ["kind": "SCALAR", "name": .string(name), "ofType": nil] }
    static func field(_ name: String, _ type: JSONValue, args: JSONValue = []) -> JSONValue {
        ["name": .string(name), "args": args, "type": type, "isDeprecated": false, "deprecationReason": nil]
    }
    static func schema(_ types: [JSONValue], query: JSONValue = ["name": "Query"], directives: JSONValue? = nil) -> JSONValue {
        var object: JSONObject = ["queryType": query, "types": .array(types + [type("SCALAR", "String")])]
        if let directives { object.append("directives", directives) }
        return ["__schema": .object(object)]
    }
    static let query = type("OBJECT", "Query", ["fields": [field("a", scalarRef("String"))], "interfaces": []])

    static let cases: [JSONValue] = [
        // Valid: a minimal schema; no directives given means none.
        schema([query]),
        ["__schema": ["queryType": ["name": "Query"], "types": [query]]],
        // Valid: descriptions, defaults parsed from their printed form, deprecations, directives.
        schema(
            [
                type(
                    "OBJECT", "Query",
                    [
                        "description": "Root\n  indented",
                        "fields": [
                            field(
                                "a", scalarRef("String"),
                                args: [
                                    [
                                        "name": "x", "type": ["kind": "LIST", "name": nil, "ofType": ["kind": "ENUM", "name": "E", "ofType": nil]],
                                        "defaultValue": "A", "description": nil,
                                    ],
                                    [
                                        "name": "y", "type": scalarRef("Float"), "defaultValue": "2.50", "deprecationReason": "old",
                                        "isDeprecated": true,
                                    ],
                                ])
                        ],
                        "interfaces": [],
                    ]),
                type("ENUM", "E", ["enumValues": [["name": "A"], ["name": "B", "deprecationReason": "No longer supported"]]]),
                type("SCALAR", "Float"),
            ], directives: [["name": "d", "locations": ["FIELD", "QUERY"], "args": [], "isRepeatable": true]]),
        // Duplicate names: the later definition wins, in the earlier place.
        schema([query, type("SCALAR", "S"), type("SCALAR", "S", ["description": "second"])]),
        ["data": ["__schema": [:]]],
        "not an object",
        schema([["kind": "OBJECT"]]),
        schema([type("WHAT", "Query")]),
        schema([type("SCALAR", "Query")]),
        schema([query], query: ["name": "Missing"]),
        schema([type("OBJECT", "Query", ["interfaces": []])]),
        schema([type("OBJECT", "Query", ["fields": [field("a", scalarRef("String"))]])]),
        schema([type("OBJECT", "Query", ["fields": [["name": "a", "type": scalarRef("String")]], "interfaces": []])]),
        schema([type("OBJECT", "Query", ["fields": [field("a", ["kind": "LIST", "ofType": nil])], "interfaces": []])]),
        schema([type("OBJECT", "Query", ["fields": [field("a", ["kind": "SCALAR"])], "interfaces": []])]),
        schema([
            type(
                "OBJECT", "Query",
                ["fields": [field("a", ["kind": "NON_NULL", "ofType": ["kind": "NON_NULL", "ofType": scalarRef("String")]])], "interfaces": []])
        ]),
        schema([type("OBJECT", "Query", ["fields": [field("a", ref("In"))], "interfaces": []]), type("INPUT_OBJECT", "In", ["inputFields": []])]),
        schema([
            type("OBJECT", "Query", ["fields": [field("a", scalarRef("String"), args: [["name": "q", "type": ref("Query")]])], "interfaces": []])
        ]),
        schema([type("OBJECT", "Query", ["fields": [field("a", scalarRef("String"))], "interfaces": [ref("Query")]])]),
        schema([query, type("UNION", "U")]),
        schema([query, type("UNION", "U", ["possibleTypes": [scalarRef("String")]])]),
        schema([query, type("ENUM", "E")]),
        schema([query, type("INPUT_OBJECT", "I")]),
        schema([query], directives: [["name": "d", "locations": []]]),
        schema([query], directives: [["name": "d", "args": []]]),
        schema([query, type("INTERFACE", "I", ["fields": [field("a", scalarRef("String"))], "interfaces": nil])]),
        schema([
            type(
                "OBJECT", "Query",
                ["fields": [field("a", scalarRef("String"))], "interfaces": [], "description": .string(String(repeating: "x", count: 3))]),
            type("SCALAR", "Unused", ["specifiedByURL": "https://x"]),
        ]),
    ]

    @Test func matchesGraphQLJS() async throws {
        // Written by JSONWriter, which keeps the objects' key order (error messages show it).
        let request = Data(JSONValue.object(["clients": .array(Self.cases)]).serialized())
        let output = try JSONReader().read([UInt8](try await NodeScript.run("introspection.cjs", input: request)))
        let expected = try #require(output["clients"]?.arrayValue)
        #expect(expected.count == Self.cases.count)
        // The valid cases build (the unknown-type case is graphql-js's error for `String`-less types).
        #expect(expected.filter { $0.stringValue?.hasPrefix("Error: ") == false }.count == 5)
        for (introspection, theirs) in zip(Self.cases, expected) {
            let ours: String
            do {
                ours = printSchema(try buildClientSchema(introspection))
            } catch {
                ours = "Error: " + error.errors.map(\.message).joined(separator: "\n")
            }
            #expect(ours == theirs.stringValue, "\(String(decoding: introspection.serialized(), as: UTF8.self))")
        }
    }
}
