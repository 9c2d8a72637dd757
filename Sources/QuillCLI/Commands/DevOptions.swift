import QuillBackend
import QuillHTTP

/// What `quill dev`'s command line asks for.
struct DevOptions: Sendable, Equatable {
    var schemaPath: String
    var convention: APIConvention?
    var host = "127.0.0.1"
    var port = 4000
    /// `--database` (or `DATABASE_URL`); nil: `.quill/data.sqlite` beside the model.
    var database: DatabaseLocation?
    var acceptDataLoss = false
    var seedPath: String?
    /// Operations to send to the endpoint once it listens, then stop (instead of serving until a signal).
    var runPath: String?
    /// The request log's level; `--run` logs only errors unless told otherwise.
    var logLevel: LogLevel
    /// `--ws-init-timeout`: how long a WebSocket may wait before its `connection_init`.
    var webSocketInitTimeoutSeconds = 3

    /// The command's options, in help order.
    static let declarations: [Option] = [
        .value("schema", short: "s", valueName: "MODEL", help: "The data model, in SDL (required)."),
        .value("api", valueName: "CONVENTION", help: "graphcool or collections (default: inferred from the model)."),
        .value("host", valueName: "HOST", help: "The address to listen on (default: 127.0.0.1; :: for every address)."),
        .value("port", short: "p", valueName: "PORT", help: "The port to listen on (default: 4000; 0: any free port)."),
        .value("database", valueName: "PATH|URL", help: "A SQLite file, or postgres://USER:PASSWORD@HOST:PORT/DB (default: $DATABASE_URL, else .quill/data.sqlite beside the model)."),
        .value("pool-size", valueName: "N", help: "PostgreSQL: connections at most, per process (default: 10)."),
        .value("database-timeout", valueName: "SECONDS", help: "PostgreSQL: how long a transaction may wait for a connection and the server (default: 10)."),
        .flag("accept-data-loss", help: "Apply model changes that drop data (removed fields or types, changed types)."),
        .value("seed", valueName: "FILE", help: "Run the mutations in FILE once, when the database is empty."),
        .value("run", valueName: "FILE", help: "Send the operations in FILE to the endpoint, print the responses and stop."),
        .value("log-level", valueName: "LEVEL", help: "debug, info (default: one line per request), warning or error."),
        .value("ws-init-timeout", valueName: "SECONDS", help: "Close WebSockets that send no connection_init for this long (4408; default 3)."),
    ]
}

extension DevOptions {
    /// Reads an invocation of `quill dev`; `environment` gives `DATABASE_URL`.
    init(_ invocation: Invocation, environment: (String) -> String? = { _ in nil }) throws(UsageError) {
        guard let schemaPath = invocation.value(of: "schema") else { throw Self.usageError("missing option '--schema'") }
        self.schemaPath = schemaPath
        if let api = invocation.value(of: "api") {
            guard let convention = APIConvention(rawValue: api) else {
                throw Self.usageError("option '--api' must be graphcool or collections, not '\(api)'")
            }
            self.convention = convention
        }
        host = invocation.value(of: "host") ?? host
        port = try invocation.integer("port", in: 0...65535) ?? port
        database = try Self.database(invocation, environment: environment, command: "dev")
        acceptDataLoss = invocation.isSet("accept-data-loss")
        seedPath = invocation.value(of: "seed")
        runPath = invocation.value(of: "run")
        logLevel = runPath == nil ? .info : .error
        if let level = invocation.value(of: "log-level") {
            guard let parsed = LogLevel.allCases.first(where: { $0.description == level }) else {
                throw Self.usageError("option '--log-level' must be debug, info, warning or error, not '\(level)'")
            }
            logLevel = parsed
        }
        webSocketInitTimeoutSeconds = try invocation.integer("ws-init-timeout", in: 1...Int.max) ?? webSocketInitTimeoutSeconds
    }

    private static func usageError(_ problem: String) -> UsageError {
        UsageError(problem, commandPath: ["dev"])
    }

    /// `--database` (else `DATABASE_URL`) with `--pool-size` and `--database-timeout`: a
    /// PostgreSQL database for a `postgres://` or `postgresql://` URL, else a SQLite file;
    /// nil when neither is given.
    static func database(_ invocation: Invocation, environment: (String) -> String?, command: String) throws(UsageError) -> DatabaseLocation? {
        let connections = try invocation.integer("pool-size", in: 1...1000)
        let seconds = try invocation.integer("database-timeout", in: 1...3600)
        guard let text = invocation.value(of: "database") ?? environment("DATABASE_URL").flatMap({ $0.isEmpty ? nil : $0 }) else {
            if connections != nil || seconds != nil {
                throw UsageError("options '--pool-size' and '--database-timeout' need a PostgreSQL database", commandPath: [command])
            }
            return nil
        }
        guard text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") else {
            if connections != nil || seconds != nil {
                throw UsageError("options '--pool-size' and '--database-timeout' need a PostgreSQL database, not the SQLite file '\(text)'", commandPath: [command])
            }
            return .sqlite(path: text)
        }
        return .postgres(url: text, connections: connections ?? 10, timeout: Double(seconds ?? 10))
    }
}
