import Testing

@testable import GraphQL

/// The walker, the error limit and the two ways to run rules, on a small hand-built schema.
@Suite struct ValidationFrameworkTests {
    /// `type Query { name: String, query: Query, input(arg: In): String }`, `input In { a: [In], b: String }`.
    static let schema: GraphQLSchema = {
        let string = 0
        let query = 1
        let input = 2
        return GraphQLSchema(
            types: [
                .scalar(GraphQLScalarType(name: "String")),
                .object(
                    GraphQLObjectType(
                        name: "Query",
                        fields: [
                            GraphQLField(name: "name", type: .named(string)),
                            GraphQLField(name: "query", type: .named(query)),
                            GraphQLField(name: "input", arguments: [GraphQLInputValue(name: "arg", type: .named(input))], type: .named(string)),
                        ])),
                .inputObject(
                    GraphQLInputObjectType(
                        name: "In",
                        fields: [
                            GraphQLInputValue(name: "a", type: .list(.named(input))),
                            GraphQLInputValue(name: "b", type: .named(string), defaultValue: nil),
                        ])),
            ],
            queryType: query, directives: [])
    }()

    static func errors(_ text: String, maxErrors: Int = 100) throws -> [String] {
        let source = Source(text)
        let document = try Parser.parse(source)
        return validate(schema: schema, document: document, source: source, maxErrors: maxErrors).map(\.description)
    }

    @Test func reportsInDocumentOrderWithLocations() throws {
        let text = """
            query A { name }
            type T { f: String }
            query A { input(arg: {b: "x", b: "y", a: [{b: "1", b: "2"}]}) }
            """
        #expect(
            try Self.errors(text) == [
                "2:1: The \"T\" definition is not executable.",
                "1:7: There can be only one operation named \"A\".",
                "3:23: There can be only one input field named \"b\".",
                "3:44: There can be only one input field named \"b\".",
            ])
    }

    @Test func stopsAfterMaxErrors() throws {
        let text = "{ input(arg: {b: \"1\", b: \"2\", b: \"3\", b: \"4\"}) }"
        let errors = try Self.errors(text, maxErrors: 2)
        #expect(
            errors == [
                "1:15: There can be only one input field named \"b\".",
                "1:15: There can be only one input field named \"b\".",
                "Too many validation errors, error limit reached. Validation aborted.",
            ])
    }

    /// Records what TypeInfo says at each argument value, to check the walk's state.
    struct TypeProbe: ValidationRule {
        init(context: ValidationContext) {}
        mutating func enter(_ node: StringValue, _ context: ValidationContext) {
            let schema = context.schema
            let type = context.typeInfo.inputType.map(schema.describe) ?? "-"
            let parent = context.typeInfo.parentInputType.map(schema.describe) ?? "-"
            context.report("\(node.value): \(type) in \(parent)", at: node.loc)
        }
        mutating func enter(_ node: Field, _ context: ValidationContext) {
            let parent = context.typeInfo.parentType.map { context.schema[$0].name } ?? "-"
            context.report("\(node.name.value) on \(parent): \(context.typeInfo.fieldDef?.name ?? "-")", at: node.loc)
        }
    }

    @Test func typeInfoFollowsTheWalk() throws {
        let text = #"{ query { nope input(arg: {a: [{b: "x"}], c: "y"}) } }"#
        let source = Source(text)
        let document = try Parser.parse(source)
        let messages = validate(schema: Self.schema, document: document, source: source, rule: TypeProbe.self).map(\.message)
        #expect(
            messages == [
                "query on Query: query",
                "nope on Query: -",
                "input on Query: input",
                "x: String in In",
                "y: - in In",
            ])
        let dynamic = validate(schema: Self.schema, document: document, source: source, rules: [TypeProbe.self])
        #expect(dynamic.map(\.message) == messages)
    }
}
