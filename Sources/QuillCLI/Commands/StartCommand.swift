import GraphQL
import QuillBackend
import QuillHTTP
import QuillServer

/// `quill start --schema MODEL (--jwt-… | --api-key-file FILE | --allow-anonymous) [--migrate] [--console]`:
/// a data model's API served for production.
enum StartCommand {
    static let command: Command = Command(
        name: "start",
        abstract: "Serve the GraphQL API of a data model in production: authenticated, without the Playground.",
        discussion: """
            MODEL and the database are read as by 'quill dev', and the API is the same,
            with production defaults: no Playground, introspection refused (--introspection
            answers it), the model read once (no reloading), request logs as JSON lines on
            standard error (--log-format text for LEVEL: message lines). --console serves
            the console at / as 'quill dev' does (the data browser and the Playground); it
            reads the schema by introspection, so --console answers introspection too. The
            console talks only to the API, with the token or API key entered in its Headers,
            so the same authentication and rules apply to it.

            The database is not changed unless --migrate is given: a database that does
            not match the model is refused, with the changes a migration would make
            (apply them with --migrate, or ahead of a deploy with 'quill migrate'). A
            change that loses data needs --accept-data-loss too.

            Callers authenticate with a JWT bearer token (Authorization: Bearer …; on a
            WebSocket, in connection_init's payload or the upgrade's headers): HS256 with
            --jwt-secret-file or the QUILL_JWT_SECRET environment variable, RS256 or ES256
            with --jwt-public-key-file or --jwks-file; exp and nbf are checked with
            --jwt-leeway, iss and aud with --jwt-issuer and --jwt-audience. Servers send an
            API key (x-api-key) from --api-key-file, with every right. A token or key that
            does not verify is answered 401 with UNAUTHENTICATED. The command refuses to
            start without one of these unless --allow-anonymous is given. The model's
            @auth rules decide what each caller may read and write; a type without rules
            (of its own or the schema's) admits signed-in callers only, unless
            --allow-anonymous is given.

            GET /healthz answers 200 while the database answers, 503 when it does not;
            GET /metrics counts requests by status, their latency, open connections,
            subscribers and the database pool's connections (Prometheus's text format).
            --rate-limit N/SECONDS answers a caller's requests past N per SECONDS with
            429 and Retry-After; --persisted-queries-only FILE runs only the operations of
            the manifest 'quill generate --operation-manifest' writes (by id or identical
            text; anything else is PERSISTED_QUERY_NOT_FOUND, 400). Every limit of 'quill
            serve' applies.

            SIGINT or SIGTERM stops accepting connections, lets in-flight requests finish
            (up to 10 s) and exits with status 0. The exit status is 1 when the model has
            errors, the database does not match it (without --migrate) or cannot be
            reached, a key or manifest file cannot be read, or the address cannot be
            listened on; 2 for a command line without an authentication scheme.
            """,
        options: StartOptions.declarations
    ) { invocation, console throws(UsageError) in
        let options = try StartOptions(invocation, environment: environmentVariable)
        guard console.readInput(options.schemaPath) != nil else { return ExitCode.failure }
        let logger = ServerOutput().logger(level: options.logLevel, format: options.logFormat)
        var configuration = options.server.serverConfiguration(logger: logger)
        configuration.playground = options.console
        configuration.dataBrowser = options.console
        configuration.metrics = ServerMetrics()
        guard options.server.readFiles(into: &configuration, console: console, environment: environmentVariable) else {
            return ExitCode.failure
        }
        let api: BackendAPI
        do {
            api = try BackendAPI(
                options.backend, acceptDataLoss: options.acceptDataLoss, migrates: options.migrate,
                requiresSignIn: !options.allowAnonymous, configuration: configuration)
        } catch {
            console.writeError(BackendAPI.describe(error))
            return ExitCode.failure
        }
        console.write(api.summary)
        let responder = BackendResponder(api)
        let signals = TerminationSignals()
        guard
            let (server, port) = BackendResponder.listen(
                responder, options.server.httpConfiguration(logger: logger), metrics: configuration.metrics, console: console)
        else { return ExitCode.failure }
        let base = baseURL(host: options.host, port: port)
        console.write("GraphQL endpoint: \(base)/graphql\n" + (options.console ? "Playground:       \(base)/\n" : ""))
        signals.wait()
        logger.log(.info, "shutting down")
        waitFor { await server.shutdown() }
        return ExitCode.success
    }
}
