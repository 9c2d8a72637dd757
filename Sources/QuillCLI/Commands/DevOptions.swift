import QuillBackend
import QuillHTTP

/// What `quill dev`'s command line asks for: the model and database, what only it does
/// (seed, run, accept data loss), and the options every server command shares (read
/// through: `options.port`, `options.schemaPath`).
@dynamicMemberLookup
struct DevOptions: Sendable, Equatable {
    var backend: BackendOptions
    var acceptDataLoss = false
    var seedPath: String?
    /// Operations to send to the endpoint once it listens, then stop (instead of serving until a signal).
    var runPath: String?
    var server = ServerOptions()

    subscript<Value>(dynamicMember member: WritableKeyPath<BackendOptions, Value>) -> Value {
        get { backend[keyPath: member] }
        set { backend[keyPath: member] = newValue }
    }

    subscript<Value>(dynamicMember member: WritableKeyPath<ServerOptions, Value>) -> Value {
        get { server[keyPath: member] }
        set { server[keyPath: member] = newValue }
    }

    /// The command's options, in help order.
    static let declarations: [Option] =
        BackendOptions.declarations + [
            .flag("accept-data-loss", help: "Apply model changes that drop data (removed fields or types, changed types)."),
            .value("seed", valueName: "FILE", help: "Run the mutations in FILE once, when the database is empty."),
            .value("run", valueName: "FILE", help: "Send the operations in FILE to the endpoint, print the responses and stop."),
            .flag("no-introspection", help: "Reject introspection queries (__schema, __type)."),
        ] + ServerOptions.declarations
}

extension DevOptions {
    /// Reads an invocation of `quill dev`; `environment` gives `DATABASE_URL` and `QUILL_JWT_SECRET`.
    init(_ invocation: Invocation, environment: (String) -> String? = { _ in nil }) throws(UsageError) {
        backend = try BackendOptions(invocation, environment: environment)
        acceptDataLoss = invocation.isSet("accept-data-loss")
        seedPath = invocation.value(of: "seed")
        runPath = invocation.value(of: "run")
        // `--run` logs only errors unless told otherwise.
        var defaults = ServerOptions()
        if runPath != nil { defaults.logLevel = .error }
        server = try ServerOptions(invocation, defaults: defaults, environment: environment)
        server.introspection = !invocation.isSet("no-introspection")
    }
}
