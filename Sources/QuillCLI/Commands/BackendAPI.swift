import GraphQL
import QuillAuth
import QuillBackend
import QuillHTTP
import QuillServer
import QuillSync

/// What `quill dev` and `quill start` serve: the backend opened on the model, and the
/// GraphQL server over it (each request's context is its caller), with `/healthz`.
struct BackendAPI: Sendable {
    let backend: Backend
    let server: GraphQLServer<Caller>

    /// Reads the model, opens and migrates the database (or, with `migrates` false, refuses
    /// one that does not match), and builds the server; a reload passes the previous API's
    /// `events` so its subscribers keep receiving. With `requiresSignIn`, types without
    /// `@auth` rules admit only signed-in callers.
    init(
        _ options: BackendOptions, acceptDataLoss: Bool, migrates: Bool = true, requiresSignIn: Bool = false,
        configuration: GraphQLServerConfiguration, events: MutationEvents = MutationEvents()
    ) throws {
        let backend = try Backend.open(
            modelPath: options.schemaPath, database: options.database, convention: options.convention,
            acceptDataLoss: acceptDataLoss, migrates: migrates, requiresSignIn: requiresSignIn, events: events,
            atomicRequests: options.atomicRequests)
        var server = try GraphQLServer(
            schema: backend.schema, resolvers: backend.resolvers(context: Caller.self), configuration: configuration
        ) { $0.auth }
        server.routes.append(.health { await backend.healthProblem() })
        self.backend = backend
        self.server = server
    }

    /// Why the API could not be opened, for the console: every model error as
    /// `FILE:LINE:COLUMN: message`, a refused migration with its changes.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ModelError: "\(error)\n"
        case let error as MigrationError: "\(error)\n"
        case let error as MigrationNeededError: "\(error)\n"
        case let error as GraphQLError: "quill: the generated schema is invalid: \(error.message)\n"
        default: "quill: \(error)\n"
        }
    }

    /// The console lines saying which convention serves and what the migration did.
    var summary: String {
        var text = "Convention: \(backend.convention.rawValue) (\(backend.conventionReason))\n"
        for line in backend.migration.summary { text += "Migration: \(line)\n" }
        return text
    }
}

/// The responder `quill dev` and `quill start` give their HTTP server: the current API's
/// GraphQL server, replaced when `quill dev` reloads the model. Requests and subscriptions
/// under way keep the API they started with.
final class BackendResponder: HTTPResponder {
    private let api: Locked<BackendAPI>

    init(_ api: BackendAPI) {
        self.api = Locked(api)
    }

    var current: BackendAPI { api.withLock { $0 } }

    func replace(with new: BackendAPI) {
        api.withLock { $0 = new }
    }

    func respond(to request: HTTPRequest) -> HTTPReply {
        current.server.respond(to: request)
    }

    func streamsBody(of head: HTTPRequestHead) -> Bool {
        current.server.streamsBody(of: head)
    }
}

extension BackendResponder {
    /// Starts an HTTP server of `responder` (with `metrics`' gauges registered); the server
    /// and the port it listens on, or nil after saying why it cannot listen.
    static func listen(
        _ responder: BackendResponder, _ configuration: HTTPServer.Configuration, metrics: ServerMetrics?, console: any Console
    ) -> (HTTPServer, Int)? {
        let server = HTTPServer(configuration: configuration, responder: responder)
        metrics?.registerGauges(of: server, responder)
        do throws(SocketError) {
            return (server, try server.start())
        } catch {
            console.writeError("quill: cannot listen on \(configuration.host):\(configuration.port): \(error)\n")
            return nil
        }
    }
}

extension ServerMetrics {
    /// The gauges of a backend's server: open connections, subscribers and the database
    /// pool of the API `responder` serves now.
    func registerGauges(of server: HTTPServer, _ responder: BackendResponder) {
        register(
            Gauge(name: "quill_http_open_connections", help: "HTTP and WebSocket connections open now.") {
                Double(server.openConnections)
            })
        register(
            Gauge(name: "quill_subscribers", help: "Subscriptions receiving the backend's events now.") {
                Double(responder.current.backend.events.subscriberCount)
            })
        register(
            Gauge(name: "quill_database_connections", help: "The database pool's connections, by state (PostgreSQL).") {
                guard let use = responder.current.backend.connectionPoolUse else { return [] }
                return [([("state", "in_use")], Double(use.inUse)), ([("state", "idle")], Double(use.open - use.inUse))]
            })
        register(
            Gauge(name: "quill_database_connections_max", help: "The most connections the database pool opens (PostgreSQL).") {
                guard let use = responder.current.backend.connectionPoolUse else { return [] }
                return [([], Double(use.limit))]
            })
    }
}
