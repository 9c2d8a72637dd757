import QuillHTTP1

/// A request for `HTTPClientConnection.send`.
public struct HTTPClientRequest: Sendable {
    public var method: HTTPMethod
    /// The request target as sent: a path with its query, like `/graphql?query=…`.
    public var target: String
    /// Fields to send. The connection adds `Host` and, for a body, `Content-Length`, unless
    /// given here.
    public var headers: HTTPHeaders
    /// The body; nil sends none (and no `Content-Length`).
    public var body: [UInt8]?

    public init(method: HTTPMethod = .get, target: String = "/", headers: HTTPHeaders = [:], body: [UInt8]? = nil) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
    }

    /// A POST of `body`, with `Content-Type` `contentType` unless `headers` has one.
    public static func post(
        _ target: String, body: [UInt8], contentType: String = "application/json", headers: HTTPHeaders = [:]
    ) -> HTTPClientRequest {
        var headers = headers
        if headers["Content-Type"] == nil { headers.append(name: "Content-Type", value: contentType) }
        return HTTPClientRequest(method: .post, target: target, headers: headers, body: body)
    }

    /// The request's bytes: the head, with `Host: host` added, and the body.
    func encoded(host: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256 + (body?.count ?? 0))
        out.append(contentsOf: "\(method.rawValue) \(target) HTTP/1.1\r\n".utf8)
        if headers["Host"] == nil { out.append(contentsOf: "Host: \(host)\r\n".utf8) }
        for field in headers {
            out.append(contentsOf: "\(field.name): \(field.value)\r\n".utf8)
        }
        if let body, headers["Content-Length"] == nil, headers["Transfer-Encoding"] == nil {
            out.append(contentsOf: "Content-Length: \(body.count)\r\n".utf8)
        }
        out.append(contentsOf: "\r\n".utf8)
        if let body { out.append(contentsOf: body) }
        return out
    }
}
