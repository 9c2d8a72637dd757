import QuillHTTP
import QuillServer

/// What `quill serve`'s command line asks for: its schema and data, what only it serves,
/// and the options every server command shares (read through: `options.port`).
@dynamicMemberLookup
struct ServeOptions: Sendable, Equatable {
    var schemaPath: String
    var rootPath: String?
    var persistedQueries = true
    var playground = true
    var server = ServerOptions()

    subscript<Value>(dynamicMember member: WritableKeyPath<ServerOptions, Value>) -> Value {
        get { server[keyPath: member] }
        set { server[keyPath: member] = newValue }
    }

    /// The command's options, in help order.
    static let declarations: [Option] =
        [
            .value("schema", short: "s", valueName: "SCHEMA", help: "The schema, in SDL (required)."),
            .value("root", short: "r", valueName: "DATA", help: "The root value, a JSON file (default: null)."),
            .flag("no-introspection", help: "Reject introspection queries (__schema, __type)."),
            .flag("no-persisted-queries", help: "Refuse automatic persisted queries (the persistedQuery extension)."),
            .flag("no-playground", help: "Do not serve the Playground page at '/'."),
        ] + ServerOptions.declarations
}

extension ServeOptions {
    /// Reads an invocation of `quill serve`; `environment` gives `QUILL_JWT_SECRET`.
    init(_ invocation: Invocation, environment: (String) -> String? = { _ in nil }) throws(UsageError) {
        guard let schemaPath = invocation.value(of: "schema") else {
            throw UsageError("missing option '--schema'", commandPath: invocation.commandPath)
        }
        self.schemaPath = schemaPath
        rootPath = invocation.value(of: "root")
        persistedQueries = !invocation.isSet("no-persisted-queries")
        playground = !invocation.isSet("no-playground")
        server = try ServerOptions(invocation, environment: environment)
        server.introspection = !invocation.isSet("no-introspection")
    }

    /// The shared options' configuration, with the Playground and automatic persisted queries as asked.
    func serverConfiguration(logger: Logger) -> GraphQLServerConfiguration {
        var configuration = server.serverConfiguration(logger: logger)
        configuration.playground = playground
        if !persistedQueries { configuration.service.persistedQueryCapacity = nil }
        return configuration
    }

    func httpConfiguration(logger: Logger) -> HTTPServer.Configuration {
        server.httpConfiguration(logger: logger)
    }
}
