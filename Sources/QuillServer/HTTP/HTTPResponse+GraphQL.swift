import GraphQL
import QuillHTTP

extension HTTPResponse {
    /// A GraphQL response as JSON in `mediaType`.
    static func graphQL(_ response: Response, status: HTTPStatus, _ mediaType: JSONMediaType) -> HTTPResponse {
        HTTPResponse(status: status, headers: mediaType.headers, body: response.jsonBytes())
    }

    /// A response whose body is `{"errors":[{"message":…}]}`, for requests that are not GraphQL requests.
    static func graphQLError(
        status: HTTPStatus, _ message: String, _ mediaType: JSONMediaType = .json, headers: HTTPHeaders = [:]
    ) -> HTTPResponse {
        var response = graphQL(Response(errors: [GraphQLError(message)]), status: status, mediaType)
        for field in headers { response.headers.append(name: field.name, value: field.value) }
        return response
    }

    /// A request refused before it reaches a route (by authentication, a rate limit): `error`
    /// in the JSON media type the request accepts (`application/json` when it accepts neither).
    static func refusal(_ error: GraphQLError, status: HTTPStatus, to request: HTTPRequest, headers: HTTPHeaders = [:]) -> HTTPResponse {
        let mediaType: JSONMediaType
        if case .json(let accepted) = Transport.negotiate(request, playground: false) { mediaType = accepted } else { mediaType = .json }
        var response = graphQL(Response(errors: [error]), status: status, mediaType)
        for field in headers { response.headers.append(name: field.name, value: field.value) }
        return response
    }

    static func plainText(status: HTTPStatus, _ text: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var response = HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
        for field in headers { response.headers.append(name: field.name, value: field.value) }
        return response
    }

    static func methodNotAllowed(allow: String) -> HTTPResponse {
        plainText(status: .methodNotAllowed, "Method not allowed. Allowed: \(allow).\n", headers: ["Allow": allow])
    }

    /// The Playground page, as `PlaygroundPage.html(endpoint:)` made it.
    static func playground(_ page: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: page)
    }
}
