import Testing

@testable import GraphQL

/// buildSchema behaviour not covered by the graphql-js differential fixtures.
@Suite struct BuildSchemaTests {
    @Test func oneOfInputObjects() throws {
        let schema = try buildSchema(
            """
            type Query { a(by: By): Int }
            input By @oneOf { id: ID name: String }
            extend input By { email: String }
            input Plain { x: Int }
            """)
        guard case .inputObject(let by) = schema.type(named: "By"), case .inputObject(let plain) = schema.type(named: "Plain") else {
            Issue.record("not input objects")
            return
        }
        #expect(by.isOneOf)
        #expect(by.fields.map(\.name) == ["id", "name", "email"])
        #expect(!plain.isOneOf)
        #expect(validateSchema(schema).isEmpty)
    }

    @Test func oneOfFieldsMustBeNullableWithoutDefaults() throws {
        let schema = try buildSchema(
            """
            type Query { a(by: By): Int }
            input By @oneOf { id: ID! name: String = "x" ok: Int }
            """)
        #expect(
            validateSchema(schema).map(\.description) == [
                "2:23: OneOf input field By.id must be nullable.",
                "2:27: OneOf input field By.name cannot have a default value.",
            ])
    }

    @Test func oneOfIsAllowedOnInputObjectsOnly() {
        #expect(
            throws: GraphQLErrors([GraphQLError("Directive \"@oneOf\" may not be used on OBJECT.", locations: [SourceLocation(line: 1, column: 12)])])
        ) {
            try buildSchema("type Query @oneOf { a: Int }")
        }
    }

    @Test func scalarExtensionsSetSpecifiedByURL() throws {
        let schema = try buildSchema(
            """
            extend scalar Date @specifiedBy(url: "https://example.com/date")
            scalar Date
            scalar Time @specifiedBy(url: "https://example.com/time")
            type Query { d: Date t: Time }
            """)
        guard case .scalar(let date) = schema.type(named: "Date"), case .scalar(let time) = schema.type(named: "Time") else {
            Issue.record("not scalars")
            return
        }
        #expect(date.specifiedByURL == "https://example.com/date")
        #expect(time.specifiedByURL == "https://example.com/time")
    }

    @Test func deprecationReasons() throws {
        let schema = try buildSchema(
            """
            type Query {
              a: Int @deprecated
              b(x: Int @deprecated(reason: "gone")): Int @deprecated(reason: "")
            }
            """)
        let query = try #require(schema.type(named: "Query"))
        #expect(query.field(named: "a")?.deprecationReason == "No longer supported")
        #expect(query.field(named: "b")?.deprecationReason == "")
        #expect(query.field(named: "b")?.argument(named: "x")?.deprecationReason == "gone")
    }

    @Test func invalidBuiltInDirectiveArgumentsAreErrors() {
        #expect(
            throws: GraphQLErrors([
                GraphQLError("Argument \"reason\" has invalid value 1.", locations: [SourceLocation(line: 1, column: 41)]),
                GraphQLError("Argument \"url\" of non-null type \"String!\" must not be null.", locations: [SourceLocation(line: 2, column: 28)]),
            ])
        ) {
            try buildSchema(
                """
                type Query { a: Int @deprecated(reason: 1) }
                scalar S @specifiedBy(url: null)
                """)
        }
    }

    @Test func reportsEverySDLErrorAtOnce() {
        do {
            _ = try buildSchema("type Query { a: Foo b: Bar @nope }")
            Issue.record("built")
        } catch {
            #expect(error.errors.map(\.message) == ["Unknown type \"Foo\".", "Unknown type \"Bar\".", "Unknown directive \"@nope\"."])
        }
    }

    @Test func syntaxErrorsAreReported() {
        #expect(throws: GraphQLErrors([GraphQLError("Syntax Error: Expected Name, found \"}\".", locations: [SourceLocation(line: 1, column: 17)])]))
        {
            try buildSchema("type Query { a: }")
        }
    }

    @Test func definitionSitesPointAtTheSource() throws {
        let source = Source("type Query {\n  a: Int\n}\nextend type Query { b: Int }", name: "s.graphql")
        let schema = try buildSchema(source)
        let query = try #require(schema.type(named: "Query"))
        #expect(query.sites.map(\.location) == [SourceLocation(line: 1, column: 1), SourceLocation(line: 4, column: 1)])
        #expect(query.field(named: "a")?.sites.first?.location == SourceLocation(line: 2, column: 3))
        #expect(query.sites.first?.source.name == "s.graphql")
    }

    @Test func assemblerReportsUnknownTypes() {
        let assembler = SchemaAssembler(
            types: [.init(name: "Query", kind: .object(fields: [.init(name: "a", type: .named("Missing"))], interfaces: []))],
            queryType: "Query", directives: []
        )
        #expect(throws: GraphQLError("Unknown type: \"Missing\".")) { try assembler.assemble() }
    }
}
