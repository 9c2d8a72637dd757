import GraphQL
import QuillAuth
import QuillHTTP
import QuillSync

/// A GraphQL server as an `HTTPResponder`: every request passes through its `middleware`
/// (the request log, metrics, CORS, authentication and the rate limit, as configured, then
/// any added) to the first of its `routes` at the request's path (GraphQL over HTTP at the
/// endpoint path, default `/graphql`, `/metrics` with metrics, the Playground at `/` and its
/// validation at `/graphql/validate`, then any added), or 404. Give it to an `HTTPServer`, or call
/// `respond(to:)` directly.
///
/// ```swift
/// let server = try GraphQLServer(schema: schema, resolvers: resolvers) { request in
///     AppContext(token: request.headers["Authorization"])
/// }
/// ```
public struct GraphQLServer<Context: Sendable>: HTTPResponder {
    public let service: GraphQLService<Context>
    public let configuration: GraphQLServerConfiguration
    /// Run around every request, outermost first.
    public var middleware: [any ServerMiddleware] = []
    /// The paths the server answers; the first route of a request's path answers it.
    public var routes: [ServerRoute] = []
    /// Makes each request's context; throw `HTTPStatusError` to refuse the request.
    let makeContext: @Sendable (ServerRequest) throws -> Context
    /// The Playground's HTML, talking to this server's endpoint path.
    let playgroundPage: [UInt8]

    /// Fails when the schema is invalid or the resolvers name what the schema does not have.
    public init(
        schema: GraphQLSchema, resolvers: Resolvers<Context> = Resolvers(),
        configuration: GraphQLServerConfiguration = GraphQLServerConfiguration(), rootValue: (any Sendable)? = nil,
        context: @escaping @Sendable (ServerRequest) throws -> Context
    ) throws(GraphQLError) {
        var resolvers = resolvers
        // A schema's `Upload` scalar takes the files of multipart requests.
        if case .scalar? = schema.type(named: "Upload"), resolvers.scalars["Upload"] == nil {
            resolvers.scalar("Upload", .upload)
        }
        service = try GraphQLService(
            schema: schema, resolvers: resolvers, configuration: configuration.service, rootValue: rootValue)
        self.configuration = configuration
        makeContext = context
        playgroundPage = Array(PlaygroundPage.html(endpoint: configuration.path, dataBrowser: configuration.dataBrowser).utf8)
        middleware = [RequestLogMiddleware(logger: configuration.logger, format: configuration.logFormat)]
        if let metrics = configuration.metrics { middleware.append(MetricsMiddleware(metrics)) }
        if let cors = configuration.cors { middleware.append(CORSMiddleware(cors)) }
        if let authenticator = configuration.authenticator { middleware.append(AuthenticationMiddleware(authenticator)) }
        if let rateLimit = configuration.rateLimit { middleware.append(RateLimitMiddleware(rateLimit)) }
        routes = [ServerRoute(path: configuration.path) { [self] in endpoint($0) }]
        if let metrics = configuration.metrics { routes.append(.metrics(metrics)) }
        if configuration.playground {
            routes.append(ServerRoute(path: "/", methods: [.get, .head]) { [playgroundPage] _ in .response(.playground(playgroundPage)) })
            routes.append(ServerRoute(path: configuration.path + "/validate", methods: [.post]) { [self] in validate($0) })
        }
    }

    /// Runs GraphQL requests with the context of `request` (for graphql-transport-ws,
    /// the upgrade request with the `connection_init` payload's headers); a subscription
    /// ends when the caller's token expires.
    func runner(for request: ServerRequest) throws -> @Sendable (GraphQLRequest) async -> GraphQLOutcome {
        let run = service.handler(context: try makeContext(request))
        return { [self] graphQLRequest in expiring(await run(graphQLRequest), for: request.auth) }
    }

    /// A subscription's outcome, ended with `UNAUTHENTICATED` when `caller`'s token expires
    /// (its `exp` and the verifier's leeway past); other outcomes as they are.
    func expiring(_ outcome: GraphQLOutcome, for caller: Caller) -> GraphQLOutcome {
        guard case .subscription(let responses) = outcome, let expiresAt = caller.expiresAt, let authenticator = configuration.authenticator
        else { return outcome }
        let remaining = expiresAt + (authenticator.jwt?.leeway ?? 0) - authenticator.now()
        let deadline = MonotonicInstant.now + max(0, remaining)
        let error = AuthenticationError("The token has expired.").graphQLError
        return .subscription(ResponseStream(responses: ExpiringResponses(responses: responses, deadline: deadline, error: error)))
    }

    /// Answers one HTTP request: through the middleware, to its route or 404.
    public func respond(to request: HTTPRequest) -> HTTPReply {
        middleware.run(ServerRequest(request), route: route).http
    }

    private func route(_ request: ServerRequest) -> ServerReply {
        guard let route = routes.first(where: { request.targets($0.path) }) else {
            return .response(.plainText(status: .notFound, "Not found. The GraphQL endpoint is \(configuration.path).\n"))
        }
        return route.respond(request)
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
