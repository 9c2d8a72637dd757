/// An HTTP version from a request line, `HTTP/major.minor`.
public struct HTTPVersion: Sendable, Hashable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    public var description: String { "HTTP/\(major).\(minor)" }
}

/// The four forms of request-target (RFC 9112, section 3.2).
public enum HTTPRequestTargetForm: Sendable, Hashable {
    /// `/path?query`, for most requests.
    case origin
    /// `http://host/path`, as sent to proxies.
    case absolute
    /// `host:port`, only with CONNECT.
    case authority
    /// `*`, only with OPTIONS.
    case asterisk
}

/// A parsed request line and header section.
///
/// For a HEAD request the response carries the headers a GET would, but no body
/// (RFC 9110, section 9.3.2): the response writer must honor `method == .head`.
public struct HTTPRequestHead: Sendable, Hashable {
    public var method: HTTPMethod
    /// The request-target exactly as sent.
    public var target: String
    public var targetForm: HTTPRequestTargetForm
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    /// Whether the connection stays open after this exchange: HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    public var keepAlive: Bool

    public init(
        method: HTTPMethod, target: String, targetForm: HTTPRequestTargetForm,
        version: HTTPVersion, headers: HTTPHeaders, keepAlive: Bool
    ) {
        self.method = method
        self.target = target
        self.targetForm = targetForm
        self.version = version
        self.headers = headers
        self.keepAlive = keepAlive
    }
}

/// What `HTTPRequestParser` reports, in stream order.
///
/// Each request is `.head`, then `.continueExpected` if the client awaits `100 Continue`,
/// then zero or more `.body` slices, then `.trailers` if a chunked body had any, then `.end`.
/// How the body is split into `.body` events depends on how the bytes arrived.
public enum HTTPParserEvent: Sendable, Hashable {
    case head(HTTPRequestHead)
    /// The client sent `Expect: 100-continue` (HTTP/1.1, with a body): answer
    /// `100 Continue` before reading the body, or a final status instead.
    case continueExpected
    case body(ArraySlice<UInt8>)
    case trailers(HTTPHeaders)
    case end
    /// Parsing stopped; answer with `error.status` and close the connection.
    case error(HTTPParserError)
}
