import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The MAY audits of graphql-http 1.22 that this server implements, named by audit id.
@Suite struct GraphQLOverHTTPOptionalAuditTests {
    let server: GraphQLServer<TestContext>

    init() throws {
        server = try makeTestServer()
    }

    @Test func auditA5BF() async {
        expect(
            await answer(server, post("")), status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The request body is empty: send the GraphQL request as a JSON object."}]}"#)
    }

    @Test func audit423L() async {
        expect(
            await answer(server, post(#"{"notquery":"{ __typename }"}"#, accept: "application/graphql-response+json")), status: 400,
            contentType: graphQLResponseType,
            body: #"{"errors":[{"message":"GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test(arguments: [("LKJ0", #"{"obj":"ect"}"#), ("LKJ1", "0"), ("LKJ2", "false"), ("LKJ3", #"["array"]"#)])
    func auditLKJ(id: String, query: String) async {
        expect(
            await answer(server, post(#"{"query":\#(query)}"#)), status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The \"query\" parameter must be a string.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test(arguments: [("6C00", #"{"obj":"ect"}"#), ("6C01", "0"), ("6C02", "false"), ("6C03", #"["array"]"#)])
    func audit6C0(id: String, operationName: String) async {
        expect(
            await answer(server, post(#"{"operationName":\#(operationName),"query":"{ __typename }"}"#)), status: 400,
            contentType: jsonType,
            body: #"{"errors":[{"message":"The \"operationName\" parameter must be a string.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test(arguments: [("4760", #""string""#), ("4761", "0"), ("4762", "false"), ("4763", #"["array"]"#)])
    func audit476(id: String, variables: String) async {
        expect(
            await answer(server, post(#"{"query":"{ __typename }","variables":\#(variables)}"#)), status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The \"variables\" parameter must be a map.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test(arguments: [("58B0", #""string""#), ("58B1", "0"), ("58B2", "false"), ("58B3", #"["array"]"#)])
    func audit58B(id: String, extensions: String) async {
        expect(
            await answer(server, post(#"{"query":"{ __typename }","extensions":\#(extensions)}"#)), status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The \"extensions\" parameter must be a map.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test func auditD6D5() async {
        let request = get(
            [("query", "query Type($name: String!) { __type(name: $name) { name } }"), ("variables", #"{"name":"sometype"}"#)],
            accept: "application/graphql-response+json")
        expect(await answer(server, request), status: 200, contentType: graphQLResponseType, body: #"{"data":{"__type":null}}"#)
    }

    @Test func audit6A70() async {
        let request = get(
            [("query", "query Type($name: String!) { __type(name: $name) { name } }"), ("variables", #"{"name":"sometype"}"#)],
            accept: "application/json")
        expect(await answer(server, request), status: 200, contentType: jsonType, body: #"{"data":{"__type":null}}"#)
    }

    @Test func audit5A70() async {
        expect(await answer(server, get([("query", "{ __typename }")])), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit9C48() async {
        let result = await answer(server, get([("query", "mutation { increment }")], accept: "application/graphql-response+json"))
        expect(
            result, status: 405, contentType: graphQLResponseType,
            body: #"{"errors":[{"message":"Mutations cannot be sent by GET: send them by POST."}]}"#)
        #expect(result.response.headers["Allow"] == "POST")
    }

    @Test func audit3E3A() async {
        let result = await answer(server, post(#"{"qeury":"{ __typename }"}"#))
        #expect(result.status == 400)
        #expect(result.text.contains("non-empty `query`"))
    }

    @Test func getWithURLEncodedExtensionsAndOperationName() async {
        let request = get([
            ("query", "query A { hello } query B { __typename }"), ("operationName", "B"), ("extensions", #"{"some":"value"}"#),
        ])
        expect(await answer(server, request), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func getWithVariablesThatAreNotAJSONMapIsRejected() async {
        let result = await answer(server, get([("query", "{ __typename }"), ("variables", "[1]")]))
        expect(
            result, status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The \"variables\" parameter must be a map.","extensions":{"code":"BAD_REQUEST"}}]}"#)
        let notJSON = await answer(server, get([("query", "{ __typename }"), ("variables", "{")]))
        #expect(notJSON.status == 400)
        #expect(notJSON.text.contains("must be a JSON-encoded map"))
    }

    @Test func getWithoutQueryIsABadRequest() async {
        let result = await answer(server, get([], accept: "application/json"))
        #expect(result.status == 400)
        #expect(result.text.contains("non-empty `query`"))
    }

    @Test func aBatchedArrayBodyIsRejected() async {
        let result = await answer(server, post(#"[{"query":"{ __typename }"}]"#))
        expect(
            result, status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The request body must be a JSON object of GraphQL request parameters."}]}"#)
    }
}
