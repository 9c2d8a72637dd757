/// A parsed status line and header section.
public struct HTTPResponseHead: Sendable, Hashable {
    public var version: HTTPVersion
    public var status: HTTPStatus
    /// The reason phrase as sent (RFC 9112 says to ignore it), possibly empty.
    public var reason: String
    public var headers: HTTPHeaders
    /// Whether the connection can carry another request after this response: HTTP/1.1
    /// unless `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`, and never
    /// after a body that the closing of the connection ends.
    public var keepAlive: Bool

    public init(version: HTTPVersion, status: HTTPStatus, reason: String, headers: HTTPHeaders, keepAlive: Bool) {
        self.version = version
        self.status = status
        self.reason = reason
        self.headers = headers
        self.keepAlive = keepAlive
    }
}

/// What `HTTPResponseParser` reports, in stream order.
///
/// Each response is `.head`, then zero or more `.body` slices, then `.trailers` if a
/// chunked body had any, then `.end`. An interim response (1xx) is `.head` and `.end`,
/// and the final response to the same request follows it.
public enum HTTPResponseEvent: Sendable, Hashable {
    case head(HTTPResponseHead)
    case body(ArraySlice<UInt8>)
    case trailers(HTTPHeaders)
    case end
    /// Parsing stopped; the connection cannot be used further.
    case error(HTTPParserError)
}
