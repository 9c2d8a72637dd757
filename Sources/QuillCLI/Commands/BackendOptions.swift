import QuillBackend

/// What `quill dev` and `quill start` (and `quill migrate`) share: the model, its API
/// convention and the database.
struct BackendOptions: Sendable, Equatable {
    var schemaPath: String
    var convention: APIConvention?
    /// `--database` (or `DATABASE_URL`); nil: `.quill/data.sqlite` beside the model.
    var database: DatabaseLocation?
    /// `--atomic-requests`: every mutation request runs in one transaction.
    var atomicRequests = false

    /// The options, in help order.
    static let declarations: [Option] = [
        .value("schema", short: "s", valueName: "MODEL", help: "The data model, in SDL (required)."),
        .value("api", valueName: "CONVENTION", help: "graphcool or collections (default: inferred from the model)."),
        .value(
            "database", valueName: "PATH|URL",
            help: "A SQLite file, or postgres://USER:PASSWORD@HOST:PORT/DB (default: $DATABASE_URL, else .quill/data.sqlite beside the model)."),
        .value("pool-size", valueName: "N", help: "PostgreSQL: connections at most, per process (default: 10)."),
        .value(
            "database-timeout", valueName: "SECONDS",
            help: "PostgreSQL: how long a transaction may wait for a connection and the server (default: 10)."),
        .flag(
            "atomic-requests",
            help: "Run each mutation request in one transaction, as @transaction does: all its root fields succeed or none do."),
    ]
}

extension BackendOptions {
    /// Reads the options of `invocation`; `environment` gives `DATABASE_URL`.
    init(_ invocation: Invocation, environment: (String) -> String?) throws(UsageError) {
        guard let schemaPath = invocation.value(of: "schema") else {
            throw UsageError("missing option '--schema'", commandPath: invocation.commandPath)
        }
        self.schemaPath = schemaPath
        if let api = invocation.value(of: "api") {
            guard let convention = APIConvention(rawValue: api) else {
                throw UsageError("option '--api' must be graphcool or collections, not '\(api)'", commandPath: invocation.commandPath)
            }
            self.convention = convention
        }
        database = try Self.database(invocation, environment: environment)
        atomicRequests = invocation.isSet("atomic-requests")
    }

    /// `--database` (else `DATABASE_URL`) with `--pool-size` and `--database-timeout`: a
    /// PostgreSQL database for a `postgres://` or `postgresql://` URL, else a SQLite file;
    /// nil when neither is given.
    static func database(_ invocation: Invocation, environment: (String) -> String?) throws(UsageError) -> DatabaseLocation? {
        let connections = try invocation.integer("pool-size", in: 1...1000)
        let seconds = try invocation.integer("database-timeout", in: 1...3600)
        let command = invocation.commandPath
        guard let text = invocation.value(of: "database") ?? environment("DATABASE_URL").flatMap({ $0.isEmpty ? nil : $0 }) else {
            if connections != nil || seconds != nil {
                throw UsageError("options '--pool-size' and '--database-timeout' need a PostgreSQL database", commandPath: command)
            }
            return nil
        }
        guard text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") else {
            if connections != nil || seconds != nil {
                throw UsageError(
                    "options '--pool-size' and '--database-timeout' need a PostgreSQL database, not the SQLite file '\(text)'", commandPath: command)
            }
            return .sqlite(path: text)
        }
        return .postgres(url: text, connections: connections ?? 10, timeout: Double(seconds ?? 10))
    }
}
