import QuillAuth
import QuillHTTP

/// How a `GraphQLServer` serves: its endpoint, the service's limits and caches, the
/// Playground (and the data browser beside it), uploads, CORS, authentication, rate limits,
/// metrics and the request log.
public struct GraphQLServerConfiguration: Sendable {
    /// The GraphQL endpoint's path.
    public var path: String
    public var service: GraphQLServiceConfiguration
    /// Whether `GET /` (and a browser's `GET` of the endpoint) serves the Playground, and
    /// `POST <path>/validate` checks its documents as they are typed.
    public var playground: Bool
    /// Whether the Playground's page also has the data browser: a table per model type of
    /// a generated backend (`quill dev`), read and written through the endpoint.
    public var dataBrowser = false
    /// Cross-origin access; nil sends no CORS headers.
    public var cors: CORSConfiguration?
    /// Who may call, by JWT or API key (`ServerRequest.auth`; WebSockets send the
    /// credentials in `connection_init` too, and a subscription ends when its token
    /// expires); nil reads no credentials.
    public var authenticator: Authenticator?
    /// Requests per caller (429 past it); nil sets no limit.
    public var rateLimit: RateLimit?
    /// Counts requests and serves them at `/metrics`; nil counts nothing.
    public var metrics: ServerMetrics?
    /// Receives one info line per request: method, path, operation name, status, duration.
    public var logger: Logger
    /// How the request log writes a request: text, or a JSON object.
    public var logFormat = RequestLogMiddleware.Format.text
    /// The most operations a batched POST (a JSON array of requests, answered with an array
    /// of responses) may hold; nil refuses batches.
    public var maxBatchSize: Int?
    /// File uploads (`multipart/form-data`): their limits and where their files wait.
    public var uploads = UploadConfiguration()
    /// graphql-transport-ws, Server-Sent Events and multipart: timeouts and keep-alives.
    public var subscriptions = SubscriptionTransportsConfiguration()

    public init(
        path: String = "/graphql", service: GraphQLServiceConfiguration = GraphQLServiceConfiguration(),
        playground: Bool = true, cors: CORSConfiguration? = nil, logger: Logger = .disabled, maxBatchSize: Int? = nil
    ) {
        self.path = path
        self.service = service
        self.playground = playground
        self.cors = cors
        self.logger = logger
        self.maxBatchSize = maxBatchSize
    }
}
