/// A request as the server hands it to an `HTTPResponder`: the head and the whole body
/// (bodies are buffered up to the parser's `maxBodyBytes`), or, for a request whose body
/// the responder streams, the head at once and the body as it arrives (`bodyStream`).
public struct HTTPRequest: Sendable {
    public var head: HTTPRequestHead
    public var body: [UInt8]
    /// The body as it arrives, when the responder streams it (`body` is empty then).
    public var bodyStream: HTTPRequestBody?
    /// The peer's address, like `127.0.0.1:52144` or `[::1]:52144`, for logs.
    public var remoteAddress: String

    public init(head: HTTPRequestHead, body: [UInt8] = [], remoteAddress: String = "") {
        self.head = head
        self.body = body
        self.remoteAddress = remoteAddress
    }

    public var method: HTTPMethod { head.method }
    public var headers: HTTPHeaders { head.headers }

    /// The target's path: everything before the first `?`.
    public var path: Substring {
        let target = head.target[...]
        return target.firstIndex(of: "?").map { target[..<$0] } ?? target
    }

    /// The target's query without its `?`, or nil when the target has none.
    public var query: Substring? {
        let target = head.target[...]
        return target.firstIndex(of: "?").map { target[target.index(after: $0)...] }
    }
}
