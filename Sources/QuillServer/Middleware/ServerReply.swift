import QuillHTTP

/// What a `GraphQLServer`'s routes and middleware answer: the HTTP reply, and what the
/// request log and metrics say of it.
public struct ServerReply: Sendable {
    public var http: HTTPReply
    /// The operation the request ran (a batch's, comma-separated; `-` for one without a
    /// name), for the request log; nil when it ran none.
    public var operationName: String?

    public init(_ http: HTTPReply, operationName: String? = nil) {
        self.http = http
        self.operationName = operationName
    }

    /// A reply of `response`, ready now.
    public static func response(_ response: HTTPResponse) -> ServerReply {
        ServerReply(.response(response))
    }

    /// The reply with `transform` applied to its response, now or once a deferred one is
    /// made; a WebSocket upgrade is left as it is.
    public func mapResponse(_ transform: @escaping @Sendable (HTTPResponse) -> HTTPResponse) -> ServerReply {
        var reply = self
        switch http {
        case .response(let response): reply.http = .response(transform(response))
        case .deferred(let respond): reply.http = .deferred { transform(await respond()) }
        case .webSocket: break
        }
        return reply
    }
}
