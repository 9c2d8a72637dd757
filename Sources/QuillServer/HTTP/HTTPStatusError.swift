import QuillHTTP

/// Thrown by a server's context closure to answer a request with this status and message
/// instead of running it (e.g. 401 for a missing token).
public struct HTTPStatusError: Error, Sendable {
    public var status: HTTPStatus
    public var message: String
    /// Headers to add to the response, like `WWW-Authenticate`.
    public var headers: HTTPHeaders

    public init(status: HTTPStatus, message: String, headers: HTTPHeaders = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }
}
