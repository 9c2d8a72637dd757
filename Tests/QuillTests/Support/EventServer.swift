import Foundation
import GraphQL
import QuillHTTP
import QuillServer
import QuillSync
import QuillTestSupport

/// The sources of the event server's `counter(id:)` subscriptions: the test sends each
/// its events and waits until sources start or are released.
final class CounterSources: Sendable {
    private let sources = Locked<[Int: AsyncStream<JSONValue>.Continuation]>([:])
    /// How many sources started, in all.
    let started = Observed(0)
    /// How many sources are live (started and not released by their subscriber).
    let live = Observed(0)

    func start(id: Int) -> AsyncStream<JSONValue> {
        let (events, continuation) = AsyncStream<JSONValue>.makeStream()
        continuation.onTermination = { [weak self] _ in
            self?.sources.withLock { _ = $0.removeValue(forKey: id) }
            self?.live.update { $0 -= 1 }
        }
        sources.withLock { $0[id] = continuation }
        live.update { $0 += 1 }
        started.update { $0 += 1 }
        return events
    }

    /// Sends `value` as the next counter of subscription `id`.
    func send(_ value: Int, to id: Int = 0) {
        _ = sources.withLock { $0[id] }?.yield(["counter": .int(value)])
    }

    /// Ends subscription `id`.
    func finish(_ id: Int = 0) {
        sources.withLock { $0[id] }?.finish()
    }
}

/// A GraphQL server in this process (over HTTP, graphql-transport-ws, SSE and multipart)
/// whose subscription events the test sends; the context is the `Authorization` header
/// (over a WebSocket: the `connection_init` payload's).
struct EventServer {
    /// Its schema, the one its operations are generated against.
    static let schemaFile = repositoryRoot.appendingPathComponent("Tests/QuillCodegenTests/Fixtures/Events/schema.graphql")

    let sources = CounterSources()

    func responder() throws -> some HTTPResponder {
        var resolvers = Resolvers<String?>()
        resolvers.field("Query", "hello") { _, _, _, _ in "Hello!" }
        resolvers.field("Query", "token") { _, _, token, _ in token }
        resolvers.field("Mutation", "add") { _, arguments, _, _ in
            (try arguments["a", as: Int.self] ?? 0) + (try arguments["b", as: Int.self] ?? 0)
        }
        resolvers.subscription("Subscription", "counter") { [sources] arguments, _, _ in
            sources.start(id: try arguments["id", as: Int.self] ?? 0)
        }
        resolvers.subscription("Subscription", "token") { _, token, _ in
            AsyncStream<JSONValue> { continuation in
                continuation.yield(["token": token.map { .string($0) } ?? .null])
                continuation.finish()
            }
        }
        var configuration = GraphQLServerConfiguration()
        // No keep-alives or heartbeats for a minute: a test's quiet stream stays quiet.
        configuration.subscriptions.serverSentEvents.keepAliveInterval = 60
        configuration.subscriptions.multipart.heartbeatInterval = 60
        // A loaded machine may take longer than the default 3 s to send connection_init.
        configuration.subscriptions.webSocket.connectionInitWaitTimeout = failureGuard
        return try GraphQLServer(
            schema: try buildSchema(Source(try String(contentsOf: Self.schemaFile, encoding: .utf8))), resolvers: resolvers,
            configuration: configuration
        ) { request in
            let token = request.headers["Authorization"]
            // The refused token: a WebSocket's connection_init with it is closed with 4403.
            if token == "wrong" { throw GraphQLError("Forbidden") }
            return token
        }
    }
}

/// Runs `body` with an event server on `port` (0: any free one), given its `http://` URL.
func withEventServer<T>(
    isolation: isolated (any Actor)? = #isolation, _ server: EventServer = EventServer(), port: Int = 0,
    _ body: (URL) async throws -> T
) async throws -> T {
    var configuration = testConfiguration(loops: 1)
    configuration.port = port
    let http = HTTPServer(configuration: configuration, responder: try server.responder())
    let bound = try http.start()
    let url = URL(string: "http://127.0.0.1:\(bound)/graphql")!
    return try await withCleanup({ try await body(url) }, cleanup: { await http.shutdown() })
}

extension URL {
    /// The same URL with the `ws` scheme.
    var webSocket: URL {
        var components = URLComponents(url: self, resolvingAgainstBaseURL: false)!
        components.scheme = "ws"
        return components.url!
    }
}
