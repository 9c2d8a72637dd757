import GraphQL
import QuillHTTP
import QuillServer

/// `quill serve --schema SCHEMA [--root DATA.json] [--port 4000] [--host 127.0.0.1]`:
/// serves a schema over HTTP with default resolvers over JSON data, until SIGINT or SIGTERM.
enum ServeCommand {
    static let command: Command = Command(
        name: "serve",
        abstract: "Serve a schema over HTTP with default resolvers over JSON data.",
        discussion: """
            The schema (SDL) is built and checked; DATA (JSON) is the root value, which
            the default resolvers read (each field reads the member of its parent named
            after it; an abstract type's value names its type in "__typename"), so a
            schema can be mocked before its backend exists.

            GraphQL over HTTP is served at /graphql (POST application/json, GET for
            queries; WebSockets with the graphql-transport-ws or the legacy graphql-ws
            subprotocol, Server-Sent Events and multipart for subscriptions), the
            Playground at /. The endpoint and Playground URLs are printed
            once the server listens. Each request is logged to standard error at level
            info; --log-level warning keeps only problems.

            \(defaultLimits)

            SIGINT or SIGTERM stops accepting connections, lets in-flight requests finish
            (up to 10 s) and exits with status 0. The exit status is 1 when the schema or
            DATA cannot be read or the address cannot be listened on.
            """,
        options: ServeOptions.declarations
    ) { invocation, console throws(UsageError) in
        let options = try ServeOptions(invocation, environment: environmentVariable)
        guard let schema = console.readSchema(options.schemaPath, validate: true) else { return ExitCode.failure }
        var rootValue = JSONValue.null
        if let rootPath = options.rootPath {
            guard let root = console.readJSON(rootPath) else { return ExitCode.failure }
            rootValue = root
        }
        let logger = ServerOutput().logger(level: options.logLevel, format: options.logFormat)
        var configuration = options.serverConfiguration(logger: logger)
        guard options.server.readFiles(into: &configuration, console: console, environment: environmentVariable) else {
            return ExitCode.failure
        }
        let responder: GraphQLServer<Void>
        do throws(GraphQLError) {
            responder = try GraphQLServer(schema: schema, configuration: configuration, rootValue: rootValue)
        } catch {
            console.writeError("quill: \(error.message)\n")
            return ExitCode.failure
        }
        let server = HTTPServer(configuration: options.httpConfiguration(logger: logger), responder: responder)
        let stop = TerminationSignals()
        let port: Int
        do throws(SocketError) {
            port = try server.start()
        } catch {
            console.writeError("quill: cannot listen on \(options.host):\(options.port): \(error)\n")
            return ExitCode.failure
        }
        let base = baseURL(host: options.host, port: port)
        // One write, so that a reader of the output never sees the first line alone.
        console.write("GraphQL endpoint: \(base)/graphql\n" + (options.playground ? "Playground:       \(base)/\n" : ""))
        stop.wait()
        logger.log(.info, "shutting down")
        waitFor { await server.shutdown() }
        return ExitCode.success
    }

    /// The server's defaults, for the help.
    private static var defaultLimits: String {
        let limits = GraphQLLimits()
        let http = HTTPServer.Configuration()
        let webSocket = GraphQLServerConfiguration().subscriptions.webSocket
        let uploads = UploadConfiguration()
        func text(_ value: Int?) -> String { value.map(String.init) ?? "none" }
        func seconds(_ seconds: Double) -> String { "\(Int(seconds)) s" }
        return """
            A limit not given keeps the server's default:
              depth \(text(limits.maxDepth)), fields \(text(limits.maxFields)), aliases \(text(limits.maxAliases)), tokens \(text(limits.maxTokens)),
              body \(http.limits.maxBodyBytes) bytes, upload \(uploads.maxFileBytes) bytes a file in at most \(uploads.maxFiles) files,
              header section \(http.limits.maxHeaderBytes) bytes in at most \(http.limits.maxHeaderCount) fields,
              request line \(http.limits.maxRequestLineLength) bytes, connections \(http.maxConnections),
              idle timeout \(seconds(http.idleTimeout)), read timeout \(seconds(http.readTimeout)), connection_init \(seconds(webSocket.connectionInitWaitTimeout)),
              graphql-ws keep-alive \(webSocket.keepAliveInterval.map(seconds) ?? "none"), WebSocket message \(webSocket.limits.maxMessageSize) bytes.
            """
    }
}
