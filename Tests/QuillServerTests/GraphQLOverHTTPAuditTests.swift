import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The MUST and SHOULD audits of graphql-http 1.22 (the GraphQL over HTTP spec's audit
/// suite), one test per audit id, each sending the audit's request.
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

    @Test func audit22EB() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: typenameBody)
    }

    @Test func audit4655() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit47DE() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#, accept: "*/*")), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit80D8() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit82A3() async {
        let result = await answer(server, post(#"{"query":"{ hello(name: \"Zoë 🏃\") }"}"#))
        expect(result, status: 200, contentType: jsonType, body: #"{"data":{"hello":"Hello, Zoë 🏃!"}}"#)
        guard case .bytes(let bytes) = result.response.body else { Issue.record("not a byte body"); return }
        #expect(String(validating: bytes, as: UTF8.self) != nil)
    }

    @Test func auditBF61() async {
        let request = post(#"{"query":"{ __type(name: \"Run🏃Swim🏊\") { name } }"}"#, contentType: "application/json; charset=utf-8")
        expect(await answer(server, request), status: 200, contentType: jsonType, body: #"{"data":{"__type":null}}"#)
    }

    @Test func audit78D5() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#, contentType: "application/json")), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit2C94() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit9ABE() async {
        expect(
            await answer(server, post(#"{"query":"{ __typename }"}"#, contentType: nil)), status: 415, contentType: jsonType,
            body: #"{"errors":[{"message":"Unsupported Content-Type: send the GraphQL request as application/json (UTF-8)."}]}"#)
    }

    @Test func audit03D4() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit34A2() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: typenameBody)
    }

    @Test func audit13EE() async {
        expect(await answer(server, post(#"{"query":"{ __typename }"}"#, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit8161() async {
        let body = #"{"operationName":"Query","query":"query Query { __typename }"}"#
        expect(await answer(server, post(body, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: typenameBody)
    }

    @Test func auditB8B3() async {
        let body = #"{"operationName":"Query","query":"query Query { __typename }"}"#
        expect(await answer(server, post(body, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit94B0() async {
        expect(await answer(server, post(#"{"query":"{ __typename }","variables":null}"#, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: typenameBody)
    }

    @Test func audit94B1() async {
        expect(await answer(server, post(#"{"query":"{ __typename }","operationName":null}"#, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: typenameBody)
    }

    @Test func audit94B2() async {
        expect(await answer(server, post(#"{"query":"{ __typename }","extensions":null}"#, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: typenameBody)
    }

    @Test func audit0220() async {
        expect(await answer(server, post(#"{"query":"{ __typename }","variables":null}"#, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit0221() async {
        expect(await answer(server, post(#"{"query":"{ __typename }","operationName":null}"#, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit0222() async {
        expect(await answer(server, post(#"{"query":"{ __typename }","extensions":null}"#, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func audit2EA1() async {
        expect(await answer(server, post(Self.typeQuery, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: #"{"data":{"__type":null}}"#)
    }

    @Test func audit28B9() async {
        expect(await answer(server, post(Self.typeQuery, accept: Self.json)), status: 200, contentType: jsonType, body: #"{"data":{"__type":null}}"#)
    }

    @Test func audit428F() async {
        expect(await answer(server, post(#"{"query":"{ __typename }","extensions":{"some":"value"}}"#, accept: Self.gql)), status: 200, contentType: graphQLResponseType, body: typenameBody)
    }

    @Test func audit1B7A() async {
        expect(await answer(server, post(#"{"query":"{ __typename }","extensions":{"some":"value"}}"#, accept: Self.json)), status: 200, contentType: jsonType, body: typenameBody)
    }

    @Test func auditBCF8() async {
        let result = await answer(server, post(#"{ "not a JSON"#, accept: Self.json))
        #expect(result.status == 400)
        #expect(result.contentType == jsonType)
        #expect(result.text.hasPrefix(#"{"errors":[{"message":"The request body is not valid JSON: "#))
    }

    @Test func auditB7N8() async {
        let result = await answer(server, post(#"{ "not a JSON"#, accept: Self.gql))
        #expect(result.status == 400)
        #expect(result.contentType == graphQLResponseType)
        #expect(result.text.hasPrefix(#"{"errors":[{"message":"The request body is not valid JSON: "#))
    }

    @Test func audit572B() async {
        expect(await answer(server, post(#"{"query":"{"}"#, accept: Self.json)), status: 200, contentType: jsonType, body: Self.parseError)
    }

    @Test func auditFDE2() async {
        expect(await answer(server, post(Self.unknownFieldQuery, accept: Self.json)), status: 200, contentType: jsonType, body: Self.unknownFieldError)
    }

    @Test func audit7B9B() async {
        expect(await answer(server, post(Self.coerceFailure, accept: Self.json)), status: 200, contentType: jsonType, body: Self.coerceFailureError)
    }

    @Test func audit865D() async {
        let result = await answer(server, post(#"{"query":"{"}"#, accept: Self.gql))
        #expect((400...599).contains(result.status))
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.parseError)
    }

    @Test func audit556A() async {
        expect(await answer(server, post(#"{"query":"{"}"#, accept: Self.gql)), status: 400, contentType: graphQLResponseType, body: Self.parseError)
    }

    @Test func auditD586() async {
        let result = await answer(server, post(#"{"query":"{"}"#, accept: Self.gql))
        #expect(result.json?["data"] == nil)
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.parseError)
    }

    @Test func audit51FE() async {
        let result = await answer(server, post(Self.unknownFieldQuery, accept: Self.gql))
        #expect((400...599).contains(result.status))
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.unknownFieldError)
    }

    @Test func audit74FF() async {
        expect(await answer(server, post(Self.unknownFieldQuery, accept: Self.gql)), status: 400, contentType: graphQLResponseType, body: Self.unknownFieldError)
    }

    @Test func audit5E5B() async {
        let result = await answer(server, post(Self.unknownFieldQuery, accept: Self.gql))
        #expect(result.json?["data"] == nil)
        expect(result, status: 400, contentType: graphQLResponseType, body: Self.unknownFieldError)
    }

    @Test func audit86EE() async {
        expect(await answer(server, post(Self.coerceFailure, accept: Self.gql)), status: 400, contentType: graphQLResponseType, body: Self.coerceFailureError)
    }
}
