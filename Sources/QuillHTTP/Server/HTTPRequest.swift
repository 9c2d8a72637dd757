/// A request as the server hands it to an `HTTPResponder`: the head and the whole body
/// (bodies are buffered up to the parser's `maxBodyBytes`).
public struct HTTPRequest: Sendable {
    public var head: HTTPRequestHead
    public var body: [UInt8]
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
