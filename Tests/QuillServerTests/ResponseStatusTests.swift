import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// Status codes of requests beyond the audits: real validation and variable failures,
/// negotiation, request content types.
@Suite struct ResponseStatusTests {
    let server: GraphQLServer<TestContext>

    init() throws {
        server = try makeTestServer()
    }

    @Test func validationFailureIs400WithGraphQLResponseJSONAnd200WithJSON() async {
        let body = #"{"query":"{ nope }"}"#
        let error = #"{"errors":[{"message":"Cannot query field \"nope\" on type \"Query\".","locations":[{"line":1,"column":3}]}]}"#
        expect(
            await answer(server, post(body, accept: "application/graphql-response+json")), status: 400, contentType: graphQLResponseType, body: error)
        expect(await answer(server, post(body, accept: "application/json")), status: 200, contentType: jsonType, body: error)
    }

    @Test func variableCoercionFailureIs400WithGraphQLResponseJSONAnd200WithJSON() async {
        let body = #"{"query":"query Q($id: ID!) { user(id: $id) { id } }","variables":{"id":null}}"#
        let error = #"{"errors":[{"message":"Variable \"$id\" of non-null type \"ID!\" must not be null.","locations":[{"line":1,"column":9}]}]}"#
        expect(
            await answer(server, post(body, accept: "application/graphql-response+json")), status: 400, contentType: graphQLResponseType, body: error)
        expect(await answer(server, post(body, accept: "application/json")), status: 200, contentType: jsonType, body: error)
    }

    @Test func anUnknownOperationNameIsARequestError() async {
        let body = #"{"query":"query A { hello }","operationName":"B"}"#
        expect(
            await answer(server, post(body, accept: "application/graphql-response+json")), status: 400, contentType: graphQLResponseType,
            body: #"{"errors":[{"message":"Unknown operation named \"B\"."}]}"#)
    }

    @Test(arguments: [
        ("application/graphql-response+json, application/json;q=0.9", graphQLResponseType),
        ("application/json, application/graphql-response+json", jsonType),
        ("application/json;q=0.5, application/graphql-response+json", graphQLResponseType),
        ("application/*", jsonType),
        ("text/html, application/json;q=0.1", jsonType),
        ("APPLICATION/GRAPHQL-RESPONSE+JSON", graphQLResponseType),
        ("*/*;q=0.8, application/graphql-response+json;q=0.9", graphQLResponseType),
    ])
    func acceptNegotiation(accept: String, contentType: String) async {
        let result = await answer(server, post(#"{"query":"{ __typename }"}"#, accept: accept))
        expect(result, status: 200, contentType: contentType, body: typenameBody)
    }

    @Test(arguments: ["text/plain", "application/xml", "application/json;q=0, text/html"])
    func unacceptableIs406(accept: String) async {
        let result = await answer(server, post(#"{"query":"{ __typename }"}"#, accept: accept))
        #expect(result.status == 406)
        #expect(result.contentType == jsonType)
        #expect(result.text.contains("Not acceptable"))
    }

    @Test(arguments: ["application/json; charset=UTF-8", "application/json;charset=\"utf-8\"", "Application/JSON"])
    func acceptedRequestContentTypes(contentType: String) async {
        expect(
            await answer(server, post(#"{"query":"{ __typename }"}"#, contentType: contentType)), status: 200, contentType: jsonType,
            body: typenameBody)
    }

    @Test(arguments: ["text/plain", "application/json; charset=latin1", "application/graphql", "application/x-www-form-urlencoded"])
    func otherRequestContentTypesAre415(contentType: String) async {
        #expect(await answer(server, post(#"{"query":"{ __typename }"}"#, contentType: contentType)).status == 415)
    }

    @Test func headIsAnsweredLikeGet() async {
        let result = await answer(server, httpRequest(.head, "/graphql?query=%7B__typename%7D"))
        expect(result, status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func optionsListsTheAllowedMethods() async {
        let result = await answer(server, httpRequest(.options, "/graphql"))
        #expect(result.status == 204)
        #expect(result.response.headers["Allow"] == "GET, POST, OPTIONS")
    }
}
