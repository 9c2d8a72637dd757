import GraphQL
import Testing

/// The spec's "Executing Requests": operation selection and root types.
@Suite struct OperationTests {
    let harness: ExecutionHarness<Void>
    init() throws { harness = try ExecutionHarness("type Query { a: String }") }

    @Test(arguments: [
        (
            "query A { a } query B { a }", nil as String?,
            #"{"errors":[{"message":"Must provide operation name if query contains multiple operations."}]}"#
        ),
        ("query A { a }", "C", #"{"errors":[{"message":"Unknown operation named \"C\"."}]}"#),
        ("fragment F on Query { a }", nil, #"{"errors":[{"message":"Must provide an operation."}]}"#),
        ("query A { a } query B { b: a }", "B", #"{"data":{"b":"x"}}"#),
        (
            "mutation M { a }", nil,
            #"{"errors":[{"message":"Schema is not configured to execute mutation operation.","locations":[{"line":1,"column":1}]}],"data":null}"#
        ),
    ])
    func selection(document: String, operationName: String?, expected: String) async throws {
        let source = Source(document)
        let response = await harness.executor.execute(
            document: try Parser.parse(source), source: source, operationName: operationName, rootValue: JSONValue.object(["a": "x"]))
        #expect(try JSONReader().read(response.jsonBytes()) == (try json(expected)))
    }

    @Test func graphqlParsesValidatesAndExecutes() async throws {
        let syntax = await harness.executor.graphql(Source("{ a"), context: ())
        #expect(
            try JSONReader().read(syntax.jsonBytes())
                == (try json(
                    #"{"errors":[{"message":"Syntax Error: Expected Name, found <EOF>.","locations":[{"line":1,"column":4}]}]}"#)))
        let invalid = graphqlSync(schema: harness.schema, source: Source("{ b }"))
        #expect(
            try JSONReader().read(invalid.jsonBytes())
                == (try json(
                    #"{"errors":[{"message":"Cannot query field \"b\" on type \"Query\". Did you mean \"a\"?","locations":[{"line":1,"column":3}]}]}"#
                )))
        let ok = graphqlSync(schema: harness.schema, source: Source("{ a }"), rootValue: JSONValue.object(["a": "x"]))
        #expect(ok.data == (try json(#"{"a":"x"}"#)))
        #expect(ok.errors.isEmpty)
    }
}
