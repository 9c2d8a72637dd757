import Testing

@testable import GraphQL

/// Built-in scalars, directives and introspection types, where Quill follows the
/// September 2025 spec rather than graphql-js 16.6.
@Suite struct BuiltInsTests {
    @Test func addsOnlyTheBuiltInScalarsInUse() throws {
        let schema = try buildSchema("type Query { a: Int }")
        let names = schema.types.map(\.name)
        #expect(
            names == [
                "Query", "Int", "Boolean", "String", "__Schema", "__Type", "__TypeKind", "__Field",
                "__InputValue", "__EnumValue", "__Directive", "__DirectiveLocation",
            ])
        #expect(schema.type(named: "Float") == nil)
        #expect(schema.type(named: "ID") == nil)
    }

    @Test func specifiedDirectivesFollowTheSpec() throws {
        let schema = try buildSchema("type Query { a: Int }")
        #expect(schema.directives.map(\.name) == ["include", "skip", "deprecated", "specifiedBy", "oneOf"])
        let reason = try #require(schema.directive(named: "deprecated")?.argument(named: "reason"))
        #expect(schema.describe(reason.type) == "String!")
        #expect(reason.defaultValue.map(Printer.print) == "\"No longer supported\"")
        let oneOf = try #require(schema.directive(named: "oneOf"))
        #expect(oneOf.locations == [.inputObject])
        #expect(oneOf.arguments.isEmpty)
    }

    @Test func documentDirectivesComeFirstAndReplaceBuiltIns() throws {
        let schema = try buildSchema(
            """
            type Query { a: Int }
            directive @skip(when: Boolean) on FIELD
            directive @custom repeatable on OBJECT
            """)
        #expect(schema.directives.map(\.name) == ["skip", "custom", "include", "deprecated", "specifiedBy", "oneOf"])
        #expect(schema.directive(named: "skip")?.arguments.map(\.name) == ["when"])
        #expect(schema.directive(named: "custom")?.isRepeatable == true)
    }

    @Test func introspectionTypesHaveTheSpecFields() throws {
        let schema = try buildSchema("type Query { a: Int }")
        func fields(_ name: String) -> [String] { schema.type(named: name)?.fields.map(\.name) ?? [] }
        #expect(fields("__Schema") == ["description", "types", "queryType", "mutationType", "subscriptionType", "directives"])
        #expect(
            fields("__Type") == [
                "kind", "name", "description", "specifiedByURL", "fields", "interfaces", "possibleTypes",
                "enumValues", "inputFields", "ofType", "isOneOf",
            ])
        #expect(fields("__Field") == ["name", "description", "args", "type", "isDeprecated", "deprecationReason"])
        #expect(fields("__InputValue") == ["name", "description", "type", "defaultValue", "isDeprecated", "deprecationReason"])
        #expect(fields("__EnumValue") == ["name", "description", "isDeprecated", "deprecationReason"])
        #expect(fields("__Directive") == ["name", "description", "isRepeatable", "locations", "args"])
        let includeDeprecated = try #require(schema.type(named: "__Type")?.field(named: "inputFields")?.argument(named: "includeDeprecated"))
        #expect(schema.describe(includeDeprecated.type) == "Boolean!")
        #expect(includeDeprecated.defaultValue.map(Printer.print) == "false")
        #expect(schema.type(named: "__Directive")?.field(named: "args")?.argument(named: "includeDeprecated") != nil)
        guard case .enum(let locations) = schema.type(named: "__DirectiveLocation") else {
            Issue.record("__DirectiveLocation is not an enum")
            return
        }
        #expect(locations.values.map(\.name) == DirectiveLocation.allCases.map(\.rawValue))
    }

    @Test func definitionsNamedLikeBuiltInsUseTheBuiltIns() throws {
        let schema = try buildSchema(
            """
            "mine" scalar String
            type Query { a: String }
            """)
        #expect(schema.types.first?.name == "String")
        #expect(schema.type(named: "String")?.description?.hasPrefix("The `String` scalar type") == true)
    }
}
