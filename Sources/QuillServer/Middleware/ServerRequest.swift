import QuillAuth
import QuillHTTP

/// A request as a `GraphQLServer`'s middleware, routes and context closure see it: the
/// HTTP request, and what middleware found out about it on the way in.
///
/// The HTTP request's members read through (`request.headers`, `request.path`).
@dynamicMemberLookup
public struct ServerRequest: Sendable {
    public var http: HTTPRequest
    /// Who is calling, as authentication found (anonymous without it).
    public var auth: Caller

    public init(_ http: HTTPRequest, auth: Caller = .anonymous) {
        self.http = http
        self.auth = auth
    }

    public subscript<Value>(dynamicMember member: KeyPath<HTTPRequest, Value>) -> Value {
        http[keyPath: member]
    }

    /// Whether the request's path (its target before any `?`) is `path`.
    public func targets(_ path: String) -> Bool {
        http.path.utf8.elementsEqual(path.utf8)
    }
}
