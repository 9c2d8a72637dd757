/// Why an HTTP/1.1 message could not be parsed; for a request, with the status code to
/// answer it with.
///
/// After an error the parser stops: a server should send the response and close, a client
/// close, since the framing of anything that follows is unknown.
public enum HTTPParserError: Error, Sendable, Hashable {
    /// The request line is longer than `HTTPParserLimits.maxRequestLineLength` (414).
    case requestLineTooLong
    /// The header section (or a trailer section) exceeds its byte or field-count limit (431).
    case headersTooLarge
    /// The body exceeds `HTTPParserLimits.maxBodyBytes` (413).
    case bodyTooLarge
    /// The request line is not `method SP request-target SP HTTP-version` (400).
    case malformedRequestLine
    /// The request target is not valid for its form, or for the method (400).
    case invalidRequestTarget
    /// The HTTP version's major number is not 1 (505).
    case unsupportedVersion
    /// A line ends in a bare LF (400): Quill requires CRLF (see `HTTPRequestParser`).
    case invalidLineEnding
    /// A field line is not `name ":" OWS value OWS` with a token name and visible value (400).
    case malformedHeader
    /// A field line starts with whitespace: obsolete line folding (400, RFC 9112 section 5.2).
    case obsoleteLineFolding
    /// An HTTP/1.1 request without exactly one Host field (400, RFC 9112 section 3.2).
    case invalidHost
    /// A transfer coding other than `chunked` (501).
    case unsupportedTransferCoding
    /// `Transfer-Encoding` that is empty, repeats `chunked`, or comes in an HTTP/1.0 request (400).
    case invalidTransferEncoding
    /// Both `Content-Length` and `Transfer-Encoding`: a request smuggling attempt (400).
    case contentLengthWithTransferEncoding
    /// Several `Content-Length` values that differ (400).
    case conflictingContentLength
    /// A `Content-Length` that is not a decimal number that fits in an `Int` (400).
    case invalidContentLength
    /// A chunk-size line that is not hex digits with well-formed extensions, or overflows (400).
    case invalidChunkSize
    /// Chunk data not followed by CRLF (400).
    case malformedChunk
    /// An `Expect` other than `100-continue` (417).
    case unsupportedExpectation
    /// A response's status line is longer than `HTTPParserLimits.maxRequestLineLength`.
    case statusLineTooLong
    /// A response's status line is not `HTTP-version SP status-code [SP reason-phrase]`.
    case malformedStatusLine
    /// The connection closed before the message ended (mid-head, or before the body's
    /// length or last chunk arrived).
    case incompleteMessage

    /// The response status code for this error.
    public var status: HTTPStatus {
        switch self {
        case .requestLineTooLong: 414
        case .headersTooLarge: 431
        case .bodyTooLarge: 413
        case .unsupportedVersion: 505
        case .unsupportedTransferCoding: 501
        case .unsupportedExpectation: 417
        default: 400
        }
    }
}
