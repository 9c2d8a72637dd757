import GraphQL
import QuillHTTP

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
    }

    /// The entry point for a streaming transport: runs the GraphQL requests that arrive
    /// over `request` (an SSE POST, a WebSocket upgrade) with its context.
    public func runner(for request: HTTPRequest) throws -> @Sendable (GraphQLRequest) async -> GraphQLOutcome {
        service.handler(context: try makeContext(request))
    }

    public func respond(to request: HTTPRequest) -> HTTPReply {
        let start = ContinuousClock.now
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
        let path = request.path
        if path == configuration.path[...] {
            return endpoint(request, operationName: &operationName)
        }
        if path == "/" && configuration.playground {
            switch request.method {
            case .get, .head: return .response(.playground)
            case .options: return .response(HTTPResponse(status: 204, headers: ["Allow": "GET, HEAD, OPTIONS"]))
            default: return .response(.methodNotAllowed(allow: "GET, HEAD, OPTIONS"))
            }
        }
        return .response(.plainText(status: 404, "Not found. The GraphQL endpoint is \(configuration.path).\n"))
    }

    /// Adds the CORS headers and logs the exchange.
    private func finish(_ response: HTTPResponse, _ request: HTTPRequest, _ operationName: String?, _ start: ContinuousClock.Instant)
        -> HTTPResponse
    {
        var response = response
        configuration.cors?.addHeaders(for: request, to: &response.headers)
        return logged(response, request, operationName, start)
    }

    private func logged(_ response: HTTPResponse, _ request: HTTPRequest, _ operationName: String?, _ start: ContinuousClock.Instant)
        -> HTTPResponse
    {
        let logger = configuration.logger
        if logger.isEnabled(.info) {
            let elapsed = ContinuousClock.now - start
            logger.log(
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

/// A duration as milliseconds with two decimals, like `1.25ms`.
func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let hundredths = seconds * 100_000 + attoseconds / 10_000_000_000_000
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
}
