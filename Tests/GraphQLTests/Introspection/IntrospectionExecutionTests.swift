import Foundation
import Testing

@testable import GraphQL

/// Introspection operations executed by Quill and by graphql-js 16.6 (with the
/// 2025 built-ins), compared as JSON text: field order, aliases, fragments,
/// directives, variables and arguments. One node process runs them all.
/// Introspection objects are written straight from the schema
/// (`ExecutionContext.writeIntrospection`) unless an argument below them fails.
@Suite struct IntrospectionExecutionTests {
    static let schemaPath = "introspection/edge-cases.graphql"

    static let operations: [(query: String, variables: JSONObject)] = [
        ("{ __typename }", [:]),
        ("{ t: __typename s: __schema { q: queryType { name kind } mutationType { name } subscriptionType { name } } }", [:]),
        (
            """
            query ($name: String!) { __type(name: $name) { name kind fields { name } f2: fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }
            """, ["name": "Root"]
        ),
        ("{ __type(name: \"Nope\") { name } }", [:]),
        (
            """
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
            """, ["skip": true]
        ),
        (
            """
            query ($dep: Boolean) {
              search: __type(name: "Root") { fields(includeDeprecated: true) { name args(includeDeprecated: $dep) { name defaultValue isDeprecated deprecationReason type { kind name ofType { kind name ofType { kind name } } } } } }
              filter: __type(name: "Filter") { inputFields { name defaultValue } all: inputFields(includeDeprecated: true) { name isDeprecated } isOneOf }
              one: __type(name: "ByOne") { isOneOf inputFields { name } enumValues { name } fields { name } ofType { name } }
              order: __type(name: "Order") { enumValues { name description } all: enumValues(includeDeprecated: true) { name isDeprecated deprecationReason } }
              scalar: __type(name: "Indented") { specifiedByURL description isOneOf interfaces { name } possibleTypes { name } }
              union: __type(name: "Result") { possibleTypes { name __typename } interfaces { name } }
            }
            """, ["dep": true]
        ),
        (
            """
            {
              __schema {
                description
                directives { name isRepeatable locations args { name type { name } defaultValue } __typename }
                types { name }
              }
              __type(name: "__Type") { fields { name args { name defaultValue type { kind ofType { name } } } } }
            }
            """, [:]
        ),
        (
            """
            {
              __type(name: "Thing") {
                fields { name type { name } t: type { kind } ...F }
                fields { description }
              }
            }
            fragment F on __Field { type { ofType { name } } args { __typename } }
            """, [:]
        ),
    ]

    @Test func matchesGraphQLJS() async throws {
        let path = Fixtures.url(Self.schemaPath).path
        let request: [String: Any] = [
            "operations": Self.operations.map { operation in
                [
                    "schema": path, "query": operation.query,
                    "variables": try! JSONSerialization.jsonObject(
                        with: Data(JSONValue.object(operation.variables).serialized()), options: [.fragmentsAllowed]),
                ] as [String: Any]
            }
        ]
        let output = try JSONReader().read(
            [UInt8](try await NodeScript.run("introspection.cjs", input: try JSONSerialization.data(withJSONObject: request))))
        let expected = try #require(output["operations"]?.arrayValue)
        #expect(expected.count == Self.operations.count)
        let executor = try Executor<Void>(schema: try buildSchema(try Fixtures.text(Self.schemaPath)))
        for ((query, variables), theirs) in zip(Self.operations, expected) {
            let source = Source(query)
            let response = executor.executeSync(document: try Parser.parse(source), source: source, variables: variables)
            #expect(String(decoding: response.jsonBytes(), as: UTF8.self) == theirs.stringValue, "\(query)")
        }
    }

    @Test func introspectionQueryWithOneOf() throws {
        let schema = try buildSchema(try Fixtures.text(Self.schemaPath))
        let query = introspectionQuery(IntrospectionOptions(specifiedByURL: true, oneOf: true))
        let data = try #require(graphqlSync(schema: schema, source: Source(query)).data)
        let types = try #require(data["__schema"]?["types"]?.arrayValue)
        func isOneOf(_ name: String) -> JSONValue? { types.first { $0["name"] == .string(name) }?["isOneOf"] }
        #expect(isOneOf("ByOne") == true)
        #expect(isOneOf("Filter") == false)
        #expect(isOneOf("Root") == .null)
        #expect(query.contains("      specifiedByURL\n      isOneOf\n      fields(includeDeprecated: true)"))
        #expect(!introspectionQuery().contains("isOneOf"))
    }

    /// An argument that does not coerce (`includeDeprecated` is `Boolean!` in the
    /// spec) is a field error where it is, as on the general path; its siblings and
    /// the objects around it are still written.
    @Test func anArgumentThatFailsIsAFieldError() throws {
        let schema = try buildSchema(try Fixtures.text(Self.schemaPath))
        let source = Source(
            """
            query ($dep: Boolean) { __type(name: "Root") { name fields(includeDeprecated: $dep) { name } kind } __typename }
            """)
        let response = try Executor<Void>(schema: schema).executeSync(
            document: try Parser.parse(source), source: source, variables: ["dep": nil])
        #expect(
            String(decoding: response.jsonBytes(), as: UTF8.self)
                == #"{"errors":[{"message":"Argument \"includeDeprecated\" of non-null type \"Boolean!\" must not be null.","locations":[{"line":1,"column":79}],"path":["__type","fields"]}],"data":{"__type":{"name":"Root","fields":null,"kind":"OBJECT"},"__typename":"Root"}}"#
        )
    }
}
