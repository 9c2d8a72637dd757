/// An HTTP response status (RFC 9110, section 15): its three-digit code, and the
/// reason phrase a status line gives it. Written as an integer literal (`404`) or
/// by name (`.notFound`).
public struct HTTPStatus: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let code: Int

    public init(_ code: Int) {
        self.code = code
    }

    public init(integerLiteral code: Int) {
        self.init(code)
    }

    /// The code, as a status line and a log show it.
    public var description: String { String(code) }

    /// Whether a response with this status never has a body (sections 15.2, 15.3.5, 15.4.5).
    public var forbidsBody: Bool { code < 200 || code == 204 || code == 304 }

    /// Whether this is an interim response (1xx but 101), which the final response to
    /// the same request follows (section 15.2).
    public var isInterim: Bool { code < 200 && self != .switchingProtocols }

    public static let switchingProtocols: HTTPStatus = 101
    public static let ok: HTTPStatus = 200
    public static let noContent: HTTPStatus = 204
    public static let badRequest: HTTPStatus = 400
    public static let unauthorized: HTTPStatus = 401
    public static let forbidden: HTTPStatus = 403
    public static let notFound: HTTPStatus = 404
    public static let methodNotAllowed: HTTPStatus = 405
    public static let notAcceptable: HTTPStatus = 406
    public static let requestTimeout: HTTPStatus = 408
    public static let contentTooLarge: HTTPStatus = 413
    public static let uriTooLong: HTTPStatus = 414
    public static let unsupportedMediaType: HTTPStatus = 415
    public static let expectationFailed: HTTPStatus = 417
    public static let upgradeRequired: HTTPStatus = 426
    public static let tooManyRequests: HTTPStatus = 429
    public static let requestHeaderFieldsTooLarge: HTTPStatus = 431
    public static let internalServerError: HTTPStatus = 500
    public static let notImplemented: HTTPStatus = 501
    public static let serviceUnavailable: HTTPStatus = 503
    public static let httpVersionNotSupported: HTTPStatus = 505

    /// The reason phrase of the status line; "Status" for a code without one here.
    public var reasonPhrase: String {
        switch code {
        case 100: "Continue"
        case 101: "Switching Protocols"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 422: "Unprocessable Content"
        case 426: "Upgrade Required"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }
}
