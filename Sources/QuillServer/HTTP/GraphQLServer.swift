import GraphQL
import QuillHTTP
import QuillSync

/// A GraphQL server as an `HTTPResponder`: GraphQL over HTTP at the endpoint path
/// (default `/graphql`), the Playground at `/`, 404 elsewhere. Give it to an
/// `HTTPServer`, or call `respond(to:)` directly.
///
/// ```swift
/// let server = try GraphQLServer(schema: schema, resolvers: resolvers) { request in
///     AppContext(token: request.headers["Authorization"])
/// }
/// ```
public struct GraphQLServer<Context: Sendable>: HTTPResponder {
    public let service: GraphQLService<Context>
    public let configuration: GraphQLServerConfiguration
    /// Makes each request's context; throw `HTTPStatusError` to refuse the request.
    let makeContext: @Sendable (HTTPRequest) throws -> Context
    /// The Playground's HTML, talking to this server's endpoint path.
    let playgroundPage: [UInt8]

    /// Fails when the schema is invalid or the resolvers name what the schema does not have.
    public init(
        schema: GraphQLSchema, resolvers: Resolvers<Context> = Resolvers(),
        configuration: GraphQLServerConfiguration = GraphQLServerConfiguration(), rootValue: (any Sendable)? = nil,
        context: @escaping @Sendable (HTTPRequest) throws -> Context
    ) throws(GraphQLError) {
        service = try GraphQLService(
            schema: schema, resolvers: resolvers, configuration: configuration.service, rootValue: rootValue)
        self.configuration = configuration
        makeContext = context
        playgroundPage = Array(PlaygroundPage.html(endpoint: configuration.path).utf8)
    }

    /// Runs GraphQL requests with the context of `request` (for graphql-transport-ws,
    /// the upgrade request with the `connection_init` payload's headers).
    func runner(for request: HTTPRequest) throws -> @Sendable (GraphQLRequest) async -> GraphQLOutcome {
        service.handler(context: try makeContext(request))
    }

    /// Answers one HTTP request: CORS preflight, the endpoint, the Playground, or 404.
    public func respond(to request: HTTPRequest) -> HTTPReply {
        let start = configuration.logger.isEnabled(.info) ? MonotonicInstant.now : nil
        if let preflight = configuration.cors?.preflight(request) {
            return .response(logged(preflight, request, nil, start))
        }
        var operationName: String?
        let reply = route(request, operationName: &operationName)
        switch reply {
        case .response(let response):
            return .response(finish(response, request, operationName, start))
        case .deferred(let respond):
            let operationName = operationName
            return .deferred { finish(await respond(), request, operationName, start) }
        case .webSocket:
            return reply
        }
    }

    private func route(_ request: HTTPRequest, operationName: inout String?) -> HTTPReply {
        if targets(request, configuration.path) {
            return endpoint(request, operationName: &operationName)
        }
        if targets(request, "/") && configuration.playground {
            switch request.method {
            case .get, .head: return .response(.playground(playgroundPage))
            case .options: return .response(HTTPResponse(status: .noContent, headers: ["Allow": "GET, HEAD, OPTIONS"]))
            default: return .response(.methodNotAllowed(allow: "GET, HEAD, OPTIONS"))
            }
        }
        return .response(.plainText(status: .notFound, "Not found. The GraphQL endpoint is \(configuration.path).\n"))
    }

    /// Whether the request's target is `path`, with or without a query (compared as bytes).
    private func targets(_ request: HTTPRequest, _ path: String) -> Bool {
        let target = request.head.target.utf8
        guard target.starts(with: path.utf8) else { return false }
        let rest = target.dropFirst(path.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "?")
    }

    /// Adds the CORS headers and logs the exchange.
    private func finish(_ response: HTTPResponse, _ request: HTTPRequest, _ operationName: String?, _ start: MonotonicInstant?)
        -> HTTPResponse
    {
        var response = response
        configuration.cors?.addHeaders(for: request, to: &response.headers)
        return logged(response, request, operationName, start)
    }

    private func logged(_ response: HTTPResponse, _ request: HTTPRequest, _ operationName: String?, _ start: MonotonicInstant?)
        -> HTTPResponse
    {
        if let start {
            let elapsed = MonotonicInstant.now - start
            configuration.logger.log(
                .info, "\(request.method) \(request.path) \(operationName ?? "-") \(response.status) \(milliseconds(elapsed))")
        }
        return response
    }
}

extension GraphQLServer where Context == Void {
    /// A server without a context; `rootValue` (e.g. a `JSONValue` object) is the parent
    /// of the root fields, which the default resolvers read.
    public init(
        schema: GraphQLSchema, resolvers: Resolvers<Void> = Resolvers(),
        configuration: GraphQLServerConfiguration = GraphQLServerConfiguration(), rootValue: (any Sendable)? = nil
    ) throws(GraphQLError) {
        try self.init(schema: schema, resolvers: resolvers, configuration: configuration, rootValue: rootValue) { _ in () }
    }
}

/// Seconds as milliseconds with two decimals, like `1.25ms`.
func milliseconds(_ seconds: Double) -> String {
    let hundredths = Int64((seconds * 100_000).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
}
