import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

@Suite struct CORSTests {
    private func request(_ method: HTTPMethod, _ headers: HTTPHeaders, body: String? = nil) -> HTTPRequest {
        httpRequest(method, "/graphql", headers: headers, body: body)
    }

    @Test func anyOriginGetsAStar() async throws {
        let server = try makeTestServer { $0.cors = CORSConfiguration() }
        let result = await answer(
            server, request(.post, ["Content-Type": "application/json", "Origin": "https://a.example"], body: #"{"query":"{ __typename }"}"#))
        #expect(result.status == 200)
        #expect(result.response.headers["Access-Control-Allow-Origin"] == "*")
        #expect(result.response.headers["Vary"] == nil)
    }

    @Test func aListedOriginIsEchoedWithVary() async throws {
        let server = try makeTestServer { $0.cors = CORSConfiguration(allowedOrigins: .list(["https://a.example"])) }
        let allowed = await answer(
            server, request(.post, ["Content-Type": "application/json", "Origin": "https://a.example"], body: #"{"query":"{ __typename }"}"#))
        #expect(allowed.response.headers["Access-Control-Allow-Origin"] == "https://a.example")
        #expect(allowed.response.headers["Vary"] == "Origin")
        let other = await answer(
            server, request(.post, ["Content-Type": "application/json", "Origin": "https://b.example"], body: #"{"query":"{ __typename }"}"#))
        #expect(other.response.headers["Access-Control-Allow-Origin"] == nil)
        #expect(other.response.headers["Vary"] == "Origin")
    }

    @Test func aPreflightListsMethodsHeadersAndMaxAge() async throws {
        let server = try makeTestServer { $0.cors = CORSConfiguration(allowedOrigins: .list(["https://a.example"]), maxAge: 600) }
        let result = await answer(
            server,
            request(
                .options,
                [
                    "Origin": "https://a.example", "Access-Control-Request-Method": "POST",
                    "Access-Control-Request-Headers": "content-type, authorization",
                ]))
        #expect(result.status == 204)
        let headers = result.response.headers
        #expect(headers["Access-Control-Allow-Origin"] == "https://a.example")
        #expect(headers["Access-Control-Allow-Methods"] == "GET, POST, OPTIONS")
        #expect(headers["Access-Control-Allow-Headers"] == "content-type, authorization")
        #expect(headers["Access-Control-Max-Age"] == "600")
        #expect(headers.values(for: "Vary") == ["Origin", "Access-Control-Request-Headers"])
    }

    @Test func aPreflightFromAnotherOriginGetsNoPermission() async throws {
        let server = try makeTestServer { $0.cors = CORSConfiguration(allowedOrigins: .list(["https://a.example"])) }
        let result = await answer(server, request(.options, ["Origin": "https://evil.example", "Access-Control-Request-Method": "POST"]))
        #expect(result.status == 204)
        #expect(result.response.headers["Access-Control-Allow-Origin"] == nil)
        #expect(result.response.headers["Access-Control-Allow-Methods"] == nil)
    }

    @Test func credentialsEchoTheOriginAndConfiguredHeadersAreListed() async throws {
        let server = try makeTestServer {
            $0.cors = CORSConfiguration(allowedHeaders: ["Content-Type", "Authorization"], allowCredentials: true, maxAge: nil)
        }
        let result = await answer(server, request(.options, ["Origin": "https://a.example", "Access-Control-Request-Method": "POST"]))
        let headers = result.response.headers
        #expect(headers["Access-Control-Allow-Origin"] == "https://a.example")
        #expect(headers["Access-Control-Allow-Credentials"] == "true")
        #expect(headers["Access-Control-Allow-Headers"] == "Content-Type, Authorization")
        #expect(headers["Access-Control-Max-Age"] == nil)
    }

    @Test func withoutCORSNoHeadersAreSent() async throws {
        let result = await answer(
            try makeTestServer(),
            request(.post, ["Content-Type": "application/json", "Origin": "https://a.example"], body: #"{"query":"{ __typename }"}"#))
        #expect(result.response.headers["Access-Control-Allow-Origin"] == nil)
    }
}
