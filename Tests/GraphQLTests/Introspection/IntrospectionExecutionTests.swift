import Foundation
import Testing
@testable import GraphQL

/// Introspection operations executed by Quill and by graphql-js 16.6 (with the
/// 2025 built-ins), compared as JSON text: field order, aliases, fragments,
/// directives, variables and arguments. One node process runs them all.
@Suite struct IntrospectionExecutionTests {
    static let schemaPath = "introspection/edge-cases.graphql"

    static let operations: [(query: String, variables: JSONObject)] = [
        ("{ __typename }", [:]),
        ("{ t: __typename s: __schema { q: queryType { name kind } mutationType { name } subscriptionType { name } } }", [:]),
        ("""
        query ($name: String!) { __type(name: $name) { name kind fields { name } f2: fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }
        """, ["name": "Root"]),
        ("{ __type(name: \"Nope\") { name } }", [:]),
        ("""
        query Q($skip: Boolean!, $inc: Boolean = false) {
          __type(name: "Root") {
            ...Named
            ... on __Type { kind name @skip(if: $skip) }
            fields @include(if: $inc) { name }
            interfaces @skip(if: false) { name ... @include(if: true) { kind } }
            possibleTypes { name }
            ...Named @skip(if: true)
          }
        }
        fragment Named on __Type { name description __typename }
        """, ["skip": true]),
        ("""
        query ($dep: Boolean) {
          search: __type(name: "Root") { fields(includeDeprecated: true) { name args(includeDeprecated: $dep) { name defaultValue isDeprecated deprecationReason type { kind name ofType { kind name ofType { kind name } } } } } }
          filter: __type(name: "Filter") { inputFields { name defaultValue } all: inputFields(includeDeprecated: true) { name isDeprecated } isOneOf }
          one: __type(name: "ByOne") { isOneOf inputFields { name } enumValues { name } fields { name } ofType { name } }
          order: __type(name: "Order") { enumValues { name description } all: enumValues(includeDeprecated: true) { name isDeprecated deprecationReason } }
          scalar: __type(name: "Indented") { specifiedByURL description isOneOf interfaces { name } possibleTypes { name } }
          union: __type(name: "Result") { possibleTypes { name __typename } interfaces { name } }
        }
        """, ["dep": true]),
        ("""
        {
          __schema {
            description
            directives { name isRepeatable locations args { name type { name } defaultValue } __typename }
            types { name }
          }
          __type(name: "__Type") { fields { name args { name defaultValue type { kind ofType { name } } } } }
        }
        """, [:]),
        ("""
        {
          __type(name: "Thing") {
            fields { name type { name } t: type { kind } ...F }
            fields { description }
          }
        }
        fragment F on __Field { type { ofType { name } } args { __typename } }
        """, [:]),
    ]

    @Test func matchesGraphQLJS() throws {
        let path = Fixtures.url(Self.schemaPath).path
        let request: [String: Any] = [
            "operations": Self.operations.map { operation in
                [
                    "schema": path, "query": operation.query,
                    "variables": try! JSONSerialization.jsonObject(
                        with: Data(JSONValue.object(operation.variables).serialized()), options: [.fragmentsAllowed]),
                ] as [String: Any]
            },
        ]
        let output = try JSONReader().read(
            [UInt8](try NodeScript.run("introspection.cjs", input: try JSONSerialization.data(withJSONObject: request))))
        let expected = try #require(output["operations"]?.arrayValue)
        #expect(expected.count == Self.operations.count)
        let schema = try buildSchema(try Fixtures.text(Self.schemaPath))
        for ((query, variables), theirs) in zip(Self.operations, expected) {
            let source = Source(query)
            let document = try Parser.parse(source)
            // Both as a value and streamed to bytes.
            let data = try executeIntrospection(schema, document: document, variables: variables, source: source)
            var writer = JSONWriter()
            try executeIntrospection(schema, document: document, variables: variables, source: source, into: &writer)
            let response = String(decoding: JSONValue.object(["data": data]).serialized(), as: UTF8.self)
            #expect(response == theirs.stringValue, "\(query)")
            #expect(writer.bytes == data.serialized(), "\(query)")
        }
    }

    @Test func introspectionQueryWithOneOf() throws {
        let schema = try buildSchema(try Fixtures.text(Self.schemaPath))
        let query = introspectionQuery(IntrospectionOptions(specifiedByURL: true, oneOf: true))
        let data = try executeIntrospection(schema, document: try Parser.parse(query))
        let types = try #require(data["__schema"]?["types"]?.arrayValue)
        func isOneOf(_ name: String) -> JSONValue? { types.first { $0["name"] == .string(name) }?["isOneOf"] }
        #expect(isOneOf("ByOne") == true)
        #expect(isOneOf("Filter") == false)
        #expect(isOneOf("Root") == .null)
        #expect(query.contains("      specifiedByURL\n      isOneOf\n      fields(includeDeprecated: true)"))
        #expect(!introspectionQuery().contains("isOneOf"))
    }

    @Test func reportsWhatItCannotExecute() throws {
        let schema = try buildSchema(try Fixtures.text(Self.schemaPath))
        func error(_ query: String, operationName: String? = nil) -> String? {
            let source = Source(query)
            do {
                _ = try executeIntrospection(schema, document: try Parser.parse(source), operationName: operationName, source: source)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("{ __typename one(by: {id: 1}) { id } }") == "1:14: Cannot execute field \"one\": only introspection fields can be executed yet.")
        #expect(error("{ __schema { nope } }") == "1:14: Cannot query field \"nope\" on type \"__Schema\".")
        #expect(error("subscription { __typename }") == "1:1: Schema is not configured to execute subscription operation.")
        #expect(error("query A { __typename } query B { __typename }") == "Must provide operation name if query contains multiple operations.")
        #expect(error("query A { __typename }", operationName: "B") == "Unknown operation named \"B\".")
        #expect(error("mutation M { __typename } query Q { __typename }", operationName: "M") == nil)
    }
}
