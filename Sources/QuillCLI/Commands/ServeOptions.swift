import QuillHTTP

/// What `quill serve`'s command line asks for. A limit left `nil` keeps the server's
/// default; a GraphQL limit of 0 turns that bound off.
struct ServeOptions: Sendable, Equatable {
    var schemaPath: String
    var rootPath: String?
    var host = "127.0.0.1"
    var port = 4000
    var maxDepth: Int?
    var maxTokens: Int?
    var maxAliases: Int?
    var maxFields: Int?
    var introspection = true
    var maxBatch: Int?
    var maxBodyBytes: Int?
    var maxHeaderBytes: Int?
    var maxHeaderCount: Int?
    var maxRequestLineBytes: Int?
    var maxConnections: Int?
    var idleTimeoutSeconds: Int?
    var readTimeoutSeconds: Int?
    var webSocketInitTimeoutSeconds: Int?
    var webSocketPingSeconds: Int?
    var webSocketKeepAliveSeconds: Int?
    var maxWebSocketMessageBytes: Int?
    var corsOrigins: [String] = []
    var logLevel = LogLevel.info
    var persistedQueries = true
    var playground = true

    /// The command's options, in help order.
    static let declarations: [Option] = [
        .value("schema", short: "s", valueName: "SCHEMA", help: "The schema, in SDL (required)."),
        .value("root", short: "r", valueName: "DATA", help: "The root value, a JSON file (default: null)."),
        .value("host", valueName: "HOST", help: "The address to listen on (default: 127.0.0.1; :: for every address)."),
        .value("port", short: "p", valueName: "PORT", help: "The port to listen on (default: 4000; 0: any free port)."),
        .value("max-depth", valueName: "N", help: "Reject operations nested deeper than N fields (0: no limit)."),
        .value("max-tokens", valueName: "N", help: "Reject documents of more than N tokens (0: no limit)."),
        .value("max-aliases", valueName: "N", help: "Reject operations with more than N aliases (0: no limit)."),
        .value("max-fields", valueName: "N", help: "Reject operations selecting more than N fields, fragments expanded (0: no limit)."),
        .flag("no-introspection", help: "Reject introspection queries (__schema, __type)."),
        .value("max-batch", valueName: "N", help: "Answer batched POSTs (JSON arrays) of up to N operations (default: no batches)."),
        .value("max-body-bytes", valueName: "N", help: "Answer larger request bodies with 413."),
        .value("max-header-bytes", valueName: "N", help: "Answer requests whose header section is larger with 431."),
        .value("max-header-count", valueName: "N", help: "Answer requests with more header fields with 431."),
        .value("max-request-line-bytes", valueName: "N", help: "Answer requests with a longer request line with 414."),
        .value("max-connections", valueName: "N", help: "Accept at most N connections at once."),
        .value("idle-timeout", valueName: "SECONDS", help: "Close connections idle for this long."),
        .value("read-timeout", valueName: "SECONDS", help: "Close connections that take longer to send a request."),
        .value("ws-init-timeout", valueName: "SECONDS", help: "Close WebSockets that send no connection_init for this long (4408)."),
        .value("ws-ping", valueName: "SECONDS", help: "Ping WebSockets quiet for this long; close them when quiet as long again (0: no pings; default 30)."),
        .value("ws-keep-alive", valueName: "SECONDS", help: "Send legacy graphql-ws clients a keep-alive (ka) this often (0: none; default 12)."),
        .value("max-ws-message-bytes", valueName: "N", help: "Close WebSockets that send a larger frame or message."),
        .value("cors", valueName: "ORIGIN", help: "Allow cross-origin requests from ORIGIN ('*': any); repeatable."),
        .value("log-level", valueName: "LEVEL", help: "debug, info (default: one line per request), warning or error."),
        .flag("no-persisted-queries", help: "Refuse automatic persisted queries (the persistedQuery extension)."),
        .flag("no-playground", help: "Do not serve the Playground page at '/'."),
    ]
}

extension ServeOptions {
    /// Reads an invocation of `quill serve`.
    init(_ invocation: Invocation) throws(UsageError) {
        guard let schemaPath = invocation.value(of: "schema") else { throw Self.usageError("missing option '--schema'") }
        self.schemaPath = schemaPath
        rootPath = invocation.value(of: "root")
        host = invocation.value(of: "host") ?? host
        port = try invocation.integer("port", in: 0...65535) ?? port
        maxDepth = try invocation.integer("max-depth", in: 0...Int.max)
        maxTokens = try invocation.integer("max-tokens", in: 0...Int.max)
        maxAliases = try invocation.integer("max-aliases", in: 0...Int.max)
        maxFields = try invocation.integer("max-fields", in: 0...Int.max)
        introspection = !invocation.isSet("no-introspection")
        maxBatch = try invocation.integer("max-batch", in: 1...Int.max)
        maxBodyBytes = try invocation.integer("max-body-bytes", in: 0...Int.max)
        maxHeaderBytes = try invocation.integer("max-header-bytes", in: 1...Int.max)
        maxHeaderCount = try invocation.integer("max-header-count", in: 1...Int.max)
        maxRequestLineBytes = try invocation.integer("max-request-line-bytes", in: 1...Int.max)
        maxConnections = try invocation.integer("max-connections", in: 1...Int.max)
        idleTimeoutSeconds = try invocation.integer("idle-timeout", in: 1...Int.max)
        readTimeoutSeconds = try invocation.integer("read-timeout", in: 1...Int.max)
        webSocketInitTimeoutSeconds = try invocation.integer("ws-init-timeout", in: 1...Int.max)
        webSocketPingSeconds = try invocation.integer("ws-ping", in: 0...Int.max)
        webSocketKeepAliveSeconds = try invocation.integer("ws-keep-alive", in: 0...Int.max)
        maxWebSocketMessageBytes = try invocation.integer("max-ws-message-bytes", in: 1...Int.max)
        corsOrigins = invocation.values["cors"] ?? []
        if let level = invocation.value(of: "log-level") {
            guard let parsed = LogLevel.allCases.first(where: { $0.description == level }) else {
                throw Self.usageError("option '--log-level' must be debug, info, warning or error, not '\(level)'")
            }
            logLevel = parsed
        }
        persistedQueries = !invocation.isSet("no-persisted-queries")
        playground = !invocation.isSet("no-playground")
    }

    private static func usageError(_ problem: String) -> UsageError {
        UsageError(problem, commandPath: ["serve"])
    }
}
