import QuillHTTP

/// What a `GraphQLServer` answers at one path (compared exactly, without the query).
public struct ServerRoute: Sendable {
    public var path: String
    public var respond: @Sendable (ServerRequest) -> ServerReply

    /// A route that answers every method itself.
    public init(path: String, respond: @escaping @Sendable (ServerRequest) -> ServerReply) {
        self.path = path
        self.respond = respond
    }

    /// A route that answers `methods` (list HEAD beside GET to answer it too: the server
    /// sends no body), OPTIONS with 204 and `Allow`, and other methods with 405.
    public init(path: String, methods: [HTTPMethod], respond: @escaping @Sendable (ServerRequest) -> ServerReply) {
        let allow = (methods + [.options]).map(\.description).joined(separator: ", ")
        self.init(path: path) { request in
            if methods.contains(request.method) { return respond(request) }
            if request.method == .options { return .response(HTTPResponse(status: .noContent, headers: ["Allow": allow])) }
            return .response(.methodNotAllowed(allow: allow))
        }
    }
}
