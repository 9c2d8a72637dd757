import QuillBackend
import QuillHTTP

/// What `quill dev`'s command line asks for.
struct DevOptions: Sendable, Equatable {
    var schemaPath: String
    var convention: APIConvention?
    var host = "127.0.0.1"
    var port = 4000
    /// `--database`; nil: `.quill/data.sqlite` beside the model.
    var database: DatabaseLocation?
    var acceptDataLoss = false
    var seedPath: String?
    /// Operations to send to the endpoint once it listens, then stop (instead of serving until a signal).
    var runPath: String?
    /// The request log's level; `--run` logs only errors unless told otherwise.
    var logLevel: LogLevel

    /// The command's options, in help order.
    static let declarations: [Option] = [
        .value("schema", short: "s", valueName: "MODEL", help: "The data model, in SDL (required)."),
        .value("api", valueName: "CONVENTION", help: "graphcool or collections (default: inferred from the model)."),
        .value("host", valueName: "HOST", help: "The address to listen on (default: 127.0.0.1; :: for every address)."),
        .value("port", short: "p", valueName: "PORT", help: "The port to listen on (default: 4000; 0: any free port)."),
        .value("database", valueName: "PATH", help: "The SQLite file (default: .quill/data.sqlite beside the model)."),
        .flag("accept-data-loss", help: "Apply model changes that drop data (removed fields or types, changed types)."),
        .value("seed", valueName: "FILE", help: "Run the mutations in FILE once, when the database is empty."),
        .value("run", valueName: "FILE", help: "Send the operations in FILE to the endpoint, print the responses and stop."),
        .value("log-level", valueName: "LEVEL", help: "debug, info (default: one line per request), warning or error."),
    ]
}

extension DevOptions {
    /// Reads an invocation of `quill dev`.
    init(_ invocation: Invocation) throws(UsageError) {
        guard let schemaPath = invocation.value(of: "schema") else { throw Self.usageError("missing option '--schema'") }
        self.schemaPath = schemaPath
        if let api = invocation.value(of: "api") {
            guard let convention = APIConvention(rawValue: api) else {
                throw Self.usageError("option '--api' must be graphcool or collections, not '\(api)'")
            }
            self.convention = convention
        }
        host = invocation.value(of: "host") ?? host
        if let text = invocation.value(of: "port") {
            guard let port = Int(text), (0...65535).contains(port) else {
                throw Self.usageError("option '--port' needs an integer from 0 to 65535, not '\(text)'")
            }
            self.port = port
        }
        database = invocation.value(of: "database").map { .sqlite(path: $0) }
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
    }

    private static func usageError(_ problem: String) -> UsageError {
        UsageError(problem, commandPath: ["dev"])
    }
}
