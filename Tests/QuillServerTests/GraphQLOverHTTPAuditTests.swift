import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The MUST and SHOULD audits of graphql-http 1.22 (the GraphQL over HTTP spec's audit
/// suite), one test per audit id, each sending the audit's request to the responder and, end to
/// end, over a socket to an `HTTPServer`.
@Suite struct GraphQLOverHTTPAuditTests {
    let server: GraphQLServer<TestContext>
    static let gql = "application/graphql-response+json"
    static let json = "application/json"
    static let parseError = #"{"errors":[{"message":"Syntax Error: Expected Name, found <EOF>.","locations":[{"line":1,"column":2}]}]}"#
    /// The audits' "validation failure" query starts a name with a digit: a syntax error, in graphql-js too.
    static let unknownFieldQuery = #"{"query":"{ 8f31403dfe404bccbb0e835f2629c6a7 }"}"#
    static let unknownFieldError =
        #"{"errors":[{"message":"Syntax Error: Invalid number, expected digit but got: \"f\".","locations":[{"line":1,"column":4}]}]}"#
    static let coerceFailure = #"{"query":"query CoerceFailure($id: ID!){ __typename }","variables":{"id":null}}"#
    static let coerceFailureError =
        #"{"errors":[{"message":"Variable \"$id\" is never used in operation \"CoerceFailure\".","locations":[{"line":1,"column":21}]}]}"#
    static let typeQuery = #"{"query":"query Type($name: String!) { __type(name: $name) { name } }","variables":{"name":"sometype"}}"#

    init() throws {
        server = try makeTestServer()
    }

    @Test(arguments: Via.allCases) func audit22EB(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }"}"#, accept: Self.gql)), status: 200, contentType: graphQLResponseType,
            body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit4655(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }"}"#, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody
        )
    }

    @Test(arguments: Via.allCases) func audit47DE(via: Via) async {
        expect(await answer(server, via, post(#"{"query":"{ __typename }"}"#, accept: "*/*")), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit80D8(via: Via) async {
        expect(await answer(server, via, post(#"{"query":"{ __typename }"}"#)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit82A3(via: Via) async {
        let result = await answer(server, via, post(#"{"query":"{ hello(name: \"Zoë 🏃\") }"}"#))
        expect(result, status: 200, contentType: jsonType, body: #"{"data":{"hello":"Hello, Zoë 🏃!"}}"#)
        guard case .bytes(let bytes) = result.response.body else { Issue.record("not a byte body"); return }
        #expect(String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes), "valid UTF-8")
    }

    @Test(arguments: Via.allCases) func auditBF61(via: Via) async {
        let request = post(#"{"query":"{ __type(name: \"Run🏃Swim🏊\") { name } }"}"#, contentType: "application/json; charset=utf-8")
        expect(await answer(server, via, request), status: 200, contentType: jsonType, body: #"{"data":{"__type":null}}"#)
    }

    @Test(arguments: Via.allCases) func audit78D5(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }"}"#, contentType: "application/json")), status: 200, contentType: jsonType,
            body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit2C94(via: Via) async {
        expect(await answer(server, via, post(#"{"query":"{ __typename }"}"#)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit9ABE(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }"}"#, contentType: nil)), status: 415, contentType: jsonType,
            body: #"{"errors":[{"message":"Unsupported Content-Type: send the GraphQL request as application/json (UTF-8)."}]}"#)
    }

    @Test(arguments: Via.allCases) func audit03D4(via: Via) async {
        expect(await answer(server, via, post(#"{"query":"{ __typename }"}"#)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit34A2(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }"}"#, accept: Self.gql)), status: 200, contentType: graphQLResponseType,
            body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit13EE(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }"}"#, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody
        )
    }

    @Test(arguments: Via.allCases) func audit8161(via: Via) async {
        let body = #"{"operationName":"Query","query":"query Query { __typename }"}"#
        expect(await answer(server, via, post(body, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func auditB8B3(via: Via) async {
        let body = #"{"operationName":"Query","query":"query Query { __typename }"}"#
        expect(await answer(server, via, post(body, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit94B0(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","variables":null}"#, accept: Self.gql)), status: 200,
            contentType: graphQLResponseType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit94B1(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","operationName":null}"#, accept: Self.gql)), status: 200,
            contentType: graphQLResponseType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit94B2(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","extensions":null}"#, accept: Self.gql)), status: 200,
            contentType: graphQLResponseType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit0220(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","variables":null}"#, accept: Self.json)), status: 200, contentType: jsonType,
            body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit0221(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","operationName":null}"#, accept: Self.json)), status: 200,
            contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit0222(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","extensions":null}"#, accept: Self.json)), status: 200, contentType: jsonType,
            body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit2EA1(via: Via) async {
        expect(
            await answer(server, via, post(Self.typeQuery, accept: Self.gql)), status: 200, contentType: graphQLResponseType,
            body: #"{"data":{"__type":null}}"#)
    }

    @Test(arguments: Via.allCases) func audit28B9(via: Via) async {
        expect(
            await answer(server, via, post(Self.typeQuery, accept: Self.json)), status: 200, contentType: jsonType, body: #"{"data":{"__type":null}}"#
        )
    }

    @Test(arguments: Via.allCases) func audit428F(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","extensions":{"some":"value"}}"#, accept: Self.gql)), status: 200,
            contentType: graphQLResponseType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func audit1B7A(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{ __typename }","extensions":{"some":"value"}}"#, accept: Self.json)), status: 200,
            contentType: jsonType, body: typenameBody)
    }

    @Test(arguments: Via.allCases) func auditBCF8(via: Via) async {
        let result = await answer(server, via, post(#"{ "not a JSON"#, accept: Self.json))
        #expect(result.status == 400)
        #expect(result.contentType == jsonType)
        #expect(result.text.hasPrefix(#"{"errors":[{"message":"The request body is not valid JSON: "#))
    }

    @Test(arguments: Via.allCases) func auditB7N8(via: Via) async {
        let result = await answer(server, via, post(#"{ "not a JSON"#, accept: Self.gql))
        #expect(result.status == 400)
        #expect(result.contentType == graphQLResponseType)
        #expect(result.text.hasPrefix(#"{"errors":[{"message":"The request body is not valid JSON: "#))
    }

    @Test(arguments: Via.allCases) func audit572B(via: Via) async {
        expect(await answer(server, via, post(#"{"query":"{"}"#, accept: Self.json)), status: 200, contentType: jsonType, body: Self.parseError)
    }

    @Test(arguments: Via.allCases) func auditFDE2(via: Via) async {
        expect(
            await answer(server, via, post(Self.unknownFieldQuery, accept: Self.json)), status: 200, contentType: jsonType,
            body: Self.unknownFieldError)
    }

    @Test(arguments: Via.allCases) func audit7B9B(via: Via) async {
        expect(
            await answer(server, via, post(Self.coerceFailure, accept: Self.json)), status: 200, contentType: jsonType, body: Self.coerceFailureError)
    }

    @Test(arguments: Via.allCases) func audit865D(via: Via) async {
        let result = await answer(server, via, post(#"{"query":"{"}"#, accept: Self.gql))
        #expect((400...599).contains(result.status))
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.parseError)
    }

    @Test(arguments: Via.allCases) func audit556A(via: Via) async {
        expect(
            await answer(server, via, post(#"{"query":"{"}"#, accept: Self.gql)), status: 400, contentType: graphQLResponseType, body: Self.parseError
        )
    }

    @Test(arguments: Via.allCases) func auditD586(via: Via) async {
        let result = await answer(server, via, post(#"{"query":"{"}"#, accept: Self.gql))
        #expect(result.json?["data"] == nil)
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.parseError)
    }

    @Test(arguments: Via.allCases) func audit51FE(via: Via) async {
        let result = await answer(server, via, post(Self.unknownFieldQuery, accept: Self.gql))
        #expect((400...599).contains(result.status))
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.unknownFieldError)
    }

    @Test(arguments: Via.allCases) func audit74FF(via: Via) async {
        expect(
            await answer(server, via, post(Self.unknownFieldQuery, accept: Self.gql)), status: 400, contentType: graphQLResponseType,
            body: Self.unknownFieldError)
    }

    @Test(arguments: Via.allCases) func audit5E5B(via: Via) async {
        let result = await answer(server, via, post(Self.unknownFieldQuery, accept: Self.gql))
        #expect(result.json?["data"] == nil)
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.unknownFieldError)
    }

    @Test(arguments: Via.allCases) func audit86EE(via: Via) async {
        expect(
            await answer(server, via, post(Self.coerceFailure, accept: Self.gql)), status: 400, contentType: graphQLResponseType,
            body: Self.coerceFailureError)
    }
}
