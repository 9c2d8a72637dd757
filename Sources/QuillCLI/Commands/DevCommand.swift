import GraphQL
import QuillBackend
import QuillHTTP
import QuillHTTPClient
import QuillServer

/// `quill dev --schema MODEL [--api CONVENTION] [--port 4000] [--database PATH|URL] [--seed FILE]`:
/// a GraphQL API generated from a data model, stored in SQLite or PostgreSQL, served with
/// the Playground, reloaded when the model changes.
enum DevCommand {
    static let command: Command = Command(
        name: "dev",
        abstract: "Serve the GraphQL API of a data model, stored in SQLite or PostgreSQL, reloading on changes.",
        discussion: """
            MODEL is a data model in SDL, in Graphcool's dialect (types with or without
            @model, @relation, @isUnique, @defaultValue) or Grafbase's (type Post @model,
            @unique, @default, @length). The API follows Graphcool's Simple API
            (allConferences, createConference, addToAttendees, subscriptions) or Grafbase's
            collections (postCollection, postCreate); without --api the convention is
            inferred from the model, and printed with the reason.

            The data is stored in a SQLite file (--database PATH, by default
            .quill/data.sqlite beside the model) or in PostgreSQL (--database
            postgres://USER:PASSWORD@HOST:PORT/DB, or the DATABASE_URL environment variable;
            any libpq URI parameter, e.g. ?sslmode=require or ?options=-csearch_path%3Dapp
            for a schema). On PostgreSQL any number of quill processes may share the
            database: each keeps at most --pool-size connections, a subscriber on one
            receives the mutations of every other (LISTEN/NOTIFY), and a request the
            database cannot answer within --database-timeout fails with an
            DATABASE_UNAVAILABLE or BUSY error instead of waiting on.

            The database is migrated to the model on start: new types and fields are added;
            a change that loses data (a removed field or type, a changed type, a new required
            field without a default on a non-empty table) is refused unless
            --accept-data-loss is given. --seed FILE runs the operations in FILE once, when
            the database is empty.

            GraphQL over HTTP is served at /graphql (subscriptions over WebSockets with the
            graphql-transport-ws or the legacy graphql-ws subprotocol, and Server-Sent
            Events), the Playground at /. The model file is
            checked for changes every 500 ms and the API reloaded; a model that fails to
            read or migrate is reported and the previous API keeps serving.

            With --run FILE, the operations in FILE are sent to the endpoint over HTTP
            once it listens, each response is printed as one JSON line, and the command
            exits: 0 when no response has errors. Otherwise SIGINT or SIGTERM lets
            in-flight requests finish (subscriptions are closed after 2 s) and exits with
            status 0.

            The exit status is 1 when the model has errors (each printed as
            FILE:LINE:COLUMN: message), the migration is refused, the seed fails or the
            address cannot be listened on.
            """,
        options: DevOptions.declarations
    ) { invocation, console throws(UsageError) in
        let options = try DevOptions(invocation, environment: environmentVariable)
        var operations: (source: Source, document: Document)?
        if let runPath = options.runPath {
            guard let text = console.readInput(runPath) else { return ExitCode.failure }
            let source = Source(text, name: inputName(runPath))
            do throws(GraphQLError) {
                operations = (source, try Parser.parse(source))
            } catch {
                console.writeError(error.diagnostic(file: source.name) + "\n")
                return ExitCode.failure
            }
        }
        // The model is read again by the backend; reading it here reports a missing file plainly.
        guard console.readInput(options.schemaPath) != nil else { return ExitCode.failure }
        let output = ServerOutput()
        let say: (String) -> Void = options.runPath == nil ? { console.write($0) } : { _ in }
        let logger = output.logger(level: options.logLevel, format: options.logFormat)
        var configuration = options.server.serverConfiguration(logger: logger)
        configuration.metrics = ServerMetrics()
        configuration.dataBrowser = true
        guard options.server.readFiles(into: &configuration, console: console, environment: environmentVariable) else {
            return ExitCode.failure
        }
        let api: BackendAPI
        do {
            api = try BackendAPI(options.backend, acceptDataLoss: options.acceptDataLoss, configuration: configuration)
        } catch {
            console.writeError(BackendAPI.describe(error))
            return ExitCode.failure
        }
        say(api.summary)
        if let seedPath = options.seedPath {
            guard seed(api.backend, from: seedPath, console: console, say: say) else { return ExitCode.failure }
        }
        let responder = BackendResponder(api)
        // Open subscriptions hold a graceful shutdown for the whole grace period; a dev server's is short.
        var http = options.server.httpConfiguration(logger: logger)
        http.shutdownGracePeriod = 2
        let signals = TerminationSignals()
        guard let (server, port) = BackendResponder.listen(responder, http, metrics: configuration.metrics, console: console) else {
            return ExitCode.failure
        }
        var status = ExitCode.success
        if let operations {
            status = send(operations.document, of: operations.source, to: options.host, port: port, console: console)
        } else {
            let base = baseURL(host: options.host, port: port)
            let modelWatcher = DevModelWatcher(path: options.schemaPath)
            let baseline = modelWatcher.stamp()
            say("GraphQL endpoint: \(base)/graphql\nPlayground:       \(base)/\nWatching \(options.schemaPath) for changes.\n")
            let watcher = Task { [configuration] in
                await modelWatcher.watch(from: baseline) {
                    reload(options, configuration: configuration, responder: responder, output: output)
                }
            }
            signals.wait()
            watcher.cancel()
        }
        waitFor { await server.shutdown() }
        return status
    }

    /// Runs the seed file when the database is empty; false after reporting a failure.
    private static func seed(_ backend: Backend, from path: String, console: any Console, say: (String) -> Void) -> Bool {
        guard let text = console.readInput(path) else { return false }
        do {
            guard try backend.isEmpty() else {
                say("Seed: the database is not empty; \(path) not run.\n")
                return true
            }
            let source = Source(text, name: inputName(path))
            let responses = try waitFor { try await backend.runOperations(in: source) }
            let errors = responses.flatMap(\.errors)
            guard errors.isEmpty else {
                for error in errors { console.writeError(error.diagnostic(file: inputName(path)) + "\n") }
                console.writeError("quill: the seed \(path) failed\n")
                return false
            }
            say("Seed: ran \(responses.count) operation\(responses.count == 1 ? "" : "s") of \(path).\n")
            return true
        } catch {
            console.writeError(BackendAPI.describe(error))
            return false
        }
    }

    /// Re-opens the API on the changed model and serves it, or reports why not and keeps the old one.
    private static func reload(
        _ options: DevOptions, configuration: GraphQLServerConfiguration, responder: BackendResponder, output: ServerOutput
    ) {
        output.write("\(options.schemaPath) changed; reloading.\n")
        do {
            let api = try BackendAPI(
                options.backend, acceptDataLoss: options.acceptDataLoss, configuration: configuration, events: responder.current.backend.events)
            responder.replace(with: api)
            output.write(api.summary + "Reloaded.\n")
        } catch {
            output.writeError(BackendAPI.describe(error) + "Still serving the previous API.\n")
        }
    }

    /// `--run`: sends each operation of `document` to the endpoint and prints its response.
    private static func send(_ document: Document, of source: Source, to host: String, port: Int, console: any Console) -> Int32 {
        let target = host == "0.0.0.0" ? "127.0.0.1" : host == "::" ? "::1" : host
        var status = ExitCode.success
        for case .operation(let operation) in document.definitions {
            var request: [(String, JSONValue)] = [("query", .string(source.body))]
            if let name = operation.name?.value { request.append(("operationName", .string(name))) }
            let body = JSONValue.object(JSONObject(request)).serialized()
            do {
                let response = try waitFor {
                    let connection = try await HTTPClientConnection.connect(host: target, port: port)
                    defer { connection.close() }
                    return try await connection.request(
                        .post("/graphql", body: body, headers: ["Accept": "application/graphql-response+json"]))
                }
                console.write(response.text + "\n")
                let json = try? JSONReader().read(response.text)
                if response.status != 200 || json?["errors"] != nil { status = ExitCode.failure }
            } catch {
                console.writeError("quill: \(error)\n")
                return ExitCode.failure
            }
        }
        return status
    }
}
