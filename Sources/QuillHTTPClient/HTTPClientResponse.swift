import QuillHTTP1

/// A whole response, as `HTTPClientConnection.response()` reads it.
public struct HTTPClientResponse: Sendable, Hashable {
    public var head: HTTPResponseHead
    /// The body, the chunked coding removed.
    public var body: [UInt8]
    /// A chunked body's trailer fields (usually none).
    public var trailers: HTTPHeaders

    public init(head: HTTPResponseHead, body: [UInt8], trailers: HTTPHeaders = [:]) {
        self.head = head
        self.body = body
        self.trailers = trailers
    }

    public var status: HTTPStatus { head.status }
    public var headers: HTTPHeaders { head.headers }
    /// The body decoded as UTF-8 (invalid bytes become U+FFFD).
    public var text: String { String(decoding: body, as: UTF8.self) }
}
