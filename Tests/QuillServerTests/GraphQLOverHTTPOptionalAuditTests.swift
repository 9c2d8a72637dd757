import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The MAY audits of graphql-http 1.22 that this server implements, named by audit id, each
/// sent to the responder and over a socket to an `HTTPServer`.
@Suite struct GraphQLOverHTTPOptionalAuditTests {
    let server: GraphQLServer<TestContext>

    init() throws {
        server = try makeTestServer()
    }

    @Test(arguments: Via.allCases) func auditA5BF(via: Via) async {
        expect(
            await answer(server, via, post("")), status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The request body is empty: send the GraphQL request as a JSON object."}]}"#)
    }

    @Test(arguments: Via.allCases) func audit423L(via: Via) async {
        expect(
            await answer(server, via, post(#"{"notquery":"{ __typename }"}"#, accept: "application/graphql-response+json")), status: 400,
            contentType: graphQLResponseType,
            body:
                #"{"errors":[{"message":"GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.","extensions":{"code":"BAD_REQUEST"}}]}"#
        )
    }

    @Test(arguments: [("LKJ0", #"{"obj":"ect"}"#), ("LKJ1", "0"), ("LKJ2", "false"), ("LKJ3", #"["array"]"#)], Via.allCases)
    func auditLKJ(audit: (id: String, value: String), via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":\#(audit.value)}"#)), status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The \"query\" parameter must be a string.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test(arguments: [("6C00", #"{"obj":"ect"}"#), ("6C01", "0"), ("6C02", "false"), ("6C03", #"["array"]"#)], Via.allCases)
    func audit6C0(audit: (id: String, value: String), via: Via) async {
        expect(
            await answer(server, via, post(#"{"operationName":\#(audit.value),"query":"{ __typename }"}"#)), status: 400,
            contentType: jsonType,
            body: #"{"errors":[{"message":"The \"operationName\" parameter must be a string.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test(arguments: [("4760", #""string""#), ("4761", "0"), ("4762", "false"), ("4763", #"["array"]"#)], Via.allCases)
    func audit476(audit: (id: String, value: String), via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","variables":\#(audit.value)}"#)), status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The \"variables\" parameter must be a map.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test(arguments: [("58B0", #""string""#), ("58B1", "0"), ("58B2", "false"), ("58B3", #"["array"]"#)], Via.allCases)
    func audit58B(audit: (id: String, value: String), via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","extensions":\#(audit.value)}"#)), status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The \"extensions\" parameter must be a map.","extensions":{"code":"BAD_REQUEST"}}]}"#)
    }

    @Test(arguments: Via.allCases) func auditD6D5(via: Via) async {
        let request = get(
            [("query", "query Type($name: String!) { __type(name: $name) { name } }"), ("variables", #"{"name":"sometype"}"#)],
            accept: "application/graphql-response+json")
        expect(await answer(server, via, request), status: 200, contentType: graphQLResponseType, body: #"{"data":{"__type":null}}"#)
    }

    @Test(arguments: Via.allCases) func audit6A70(via: Via) async {
        let request = get(
            [("query", "query Type($name: String!) { __type(name: $name) { name } }"), ("variables", #"{"name":"sometype"}"#)],
            accept: "application/json")
        expect(await answer(server, via, request), status: 200, contentType: jsonType, body: #"{"data":{"__type":null}}"#)
    }

    @Test(arguments: Via.allCases) func audit5A70(via: Via) async {
        expect(await answer(server, via, get([("query", "{ __typename }")])), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit9C48(via: Via) async {
        let result = await answer(server, via, get([("query", "mutation { increment }")], accept: "application/graphql-response+json"))
        expect(
            result, status: 405, contentType: graphQLResponseType,
            body: #"{"errors":[{"message":"Mutations cannot be sent by GET: send them by POST."}]}"#)
        #expect(result.response.headers["Allow"] == "POST")
    }

    @Test(arguments: Via.allCases) func audit3E3A(via: Via) async {
        let result = await answer(server, via, post(#"{"qeury":"{ __typename }"}"#))
        #expect(result.status == 400)
        #expect(result.text.contains("non-empty `query`"))
    }

    @Test(arguments: Via.allCases) func getWithURLEncodedExtensionsAndOperationName(via: Via) async {
        let request = get([
            ("query", "query A { hello } query B { __typename }"), ("operationName", "B"), ("extensions", #"{"some":"value"}"#),
        ])
        expect(await answer(server, via, request), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func getWithVariablesThatAreNotAJSONMapIsRejected(via: Via) async {
        let result = await answer(server, via, get([("query", "{ __typename }"), ("variables", "[1]")]))
        expect(
            result, status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The \"variables\" parameter must be a map.","extensions":{"code":"BAD_REQUEST"}}]}"#)
        let notJSON = await answer(server, via, get([("query", "{ __typename }"), ("variables", "{")]))
        #expect(notJSON.status == 400)
        #expect(notJSON.text.contains("must be a JSON-encoded map"))
    }

    @Test(arguments: Via.allCases) func getWithoutQueryIsABadRequest(via: Via) async {
        let result = await answer(server, via, get([], accept: "application/json"))
        #expect(result.status == 400)
        #expect(result.text.contains("non-empty `query`"))
    }

    @Test(arguments: Via.allCases) func aBatchedArrayBodyIsRejected(via: Via) async {
        let result = await answer(server, via, post(#"[{"query":"{ __typename }"}]"#))
        expect(
            result, status: 400, contentType: jsonType,
            body: #"{"errors":[{"message":"The request body must be a JSON object of GraphQL request parameters."}]}"#)
    }
}
