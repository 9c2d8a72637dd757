import GraphQL
import QuillAuth
import QuillHTTP

/// Finds who is calling (`ServerRequest.auth`) from a request's `Authorization: Bearer`
/// token and `x-api-key`, and answers credentials that do not verify with 401 and an
/// `UNAUTHENTICATED` error. A request without credentials goes on, anonymous: what an
/// anonymous caller may do is the resolvers' (or the backend's rules') to say.
public struct AuthenticationMiddleware: ServerMiddleware {
    public var authenticator: Authenticator

    public init(_ authenticator: Authenticator) {
        self.authenticator = authenticator
    }

    public func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        switch authenticator.authenticate(request) {
        case .success(let request): next(request)
        case .failure(let error):
            .response(
                .refusal(
                    error.graphQLError, status: .unauthorized, to: request.http, headers: ["WWW-Authenticate": #"Bearer error="invalid_token""#]))
        }
    }
}

extension Authenticator {
    /// The request with its caller, from its `Authorization` and `x-api-key` headers.
    func authenticate(_ request: ServerRequest) -> Result<ServerRequest, AuthenticationError> {
        caller(authorization: request.headers["Authorization"], apiKey: request.headers["x-api-key"]).map { caller in
            var request = request
            request.auth = caller
            return request
        }
    }
}

extension AuthenticationError {
    /// The error as clients get it: its message, `extensions.code` `UNAUTHENTICATED`.
    public var graphQLError: GraphQLError {
        GraphQLError(message, extensions: ["code": "UNAUTHENTICATED"])
    }
}
