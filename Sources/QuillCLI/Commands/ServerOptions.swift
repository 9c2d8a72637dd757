import QuillHTTP

/// What `quill serve`, `quill dev` and `quill start` share on their command lines: where
/// to listen, every limit, CORS, the log, authentication, rate limits and trusted
/// documents. A limit left `nil` keeps the server's default; a GraphQL limit of 0 turns
/// that bound off.
struct ServerOptions: Sendable, Equatable {
    var host = "127.0.0.1"
    var port = 4000
    var maxDepth: Int?
    var maxTokens: Int?
    var maxAliases: Int?
    var maxFields: Int?
    var maxBatch: Int?
    var maxBodyBytes: Int?
    var maxUploadBytes: Int?
    var maxFiles: Int?
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
    var logFormat = LogFormat.text
    /// Whether introspection is answered: each command has its default and its flag.
    var introspection = true
    /// The key bearer tokens are verified with; nil accepts none.
    var jwtKey: JWTKeySource?
    var jwtIssuer: String?
    var jwtAudience: String?
    var jwtLeewaySeconds: Int?
    var apiKeyFile: String?
    var rateLimit: RateLimitOption?
    /// `--persisted-queries-only`: the operation manifest of the trusted documents.
    var trustedDocumentsFile: String?

    /// Where the JWT verification key comes from.
    enum JWTKeySource: Sendable, Equatable {
        /// `--jwt-secret-file`: HS256.
        case secretFile(String)
        /// `QUILL_JWT_SECRET`: HS256, the variable's value.
        case secretVariable
        /// `--jwt-public-key-file`: RS256 or ES256, PEM.
        case publicKeyFile(String)
        /// `--jwks-file`.
        case keySetFile(String)
    }

    /// `--rate-limit N/SECONDS`.
    struct RateLimitOption: Sendable, Equatable {
        var requests: Int
        var seconds: Int
    }

    /// How the request log is written.
    enum LogFormat: String, Sendable, Equatable {
        /// `LEVEL: message` lines.
        case text
        /// One JSON object per line.
        case json
    }

    /// The options, in help order.
    static let declarations: [Option] = [
        .value("host", valueName: "HOST", help: "The address to listen on (default: 127.0.0.1; :: for every address)."),
        .value("port", short: "p", valueName: "PORT", help: "The port to listen on (default: 4000; 0: any free port)."),
        .value("max-depth", valueName: "N", help: "Reject operations nested deeper than N fields (0: no limit)."),
        .value("max-tokens", valueName: "N", help: "Reject documents of more than N tokens (0: no limit)."),
        .value("max-aliases", valueName: "N", help: "Reject operations with more than N aliases (0: no limit)."),
        .value("max-fields", valueName: "N", help: "Reject operations selecting more than N fields, fragments expanded (0: no limit)."),
        .value("max-batch", valueName: "N", help: "Answer batched POSTs (JSON arrays) of up to N operations (default: no batches)."),
        .value("max-body-bytes", valueName: "N", help: "Answer larger request bodies with 413."),
        .value("max-upload-bytes", valueName: "N", help: "Answer uploads (multipart requests) with a larger file with 413."),
        .value("max-files", valueName: "N", help: "Answer uploads (multipart requests) of more than N files with 413."),
        .value("max-header-bytes", valueName: "N", help: "Answer requests whose header section is larger with 431."),
        .value("max-header-count", valueName: "N", help: "Answer requests with more header fields with 431."),
        .value("max-request-line-bytes", valueName: "N", help: "Answer requests with a longer request line with 414."),
        .value("max-connections", valueName: "N", help: "Accept at most N connections at once."),
        .value("idle-timeout", valueName: "SECONDS", help: "Close connections idle for this long."),
        .value("read-timeout", valueName: "SECONDS", help: "Close connections that take longer to send a request."),
        .value("ws-init-timeout", valueName: "SECONDS", help: "Close WebSockets that send no connection_init for this long (4408; default 3)."),
        .value(
            "ws-ping", valueName: "SECONDS",
            help: "Ping WebSockets quiet for this long; close them when quiet as long again (0: no pings; default 30)."),
        .value("ws-keep-alive", valueName: "SECONDS", help: "Send legacy graphql-ws clients a keep-alive (ka) this often (0: none; default 12)."),
        .value("max-ws-message-bytes", valueName: "N", help: "Close WebSockets that send a larger frame or message."),
        .value("cors", valueName: "ORIGIN", help: "Allow cross-origin requests from ORIGIN ('*': any); repeatable."),
        .value(
            "jwt-secret-file", valueName: "FILE",
            help: "Verify HS256 bearer tokens with the secret in FILE: its bytes, less one trailing newline (or $QUILL_JWT_SECRET)."),
        .value(
            "jwt-public-key-file", valueName: "FILE", help: "Verify RS256 or ES256 bearer tokens with the PEM public key (or certificate) in FILE."),
        .value("jwks-file", valueName: "FILE", help: "Verify RS256 and ES256 bearer tokens with the keys of the JWK Set in FILE, chosen by kid."),
        .value("jwt-issuer", valueName: "ISSUER", help: "Accept only tokens whose iss is ISSUER."),
        .value("jwt-audience", valueName: "AUDIENCE", help: "Accept only tokens whose aud is or holds AUDIENCE."),
        .value("jwt-leeway", valueName: "SECONDS", help: "Accept tokens this long past their exp or before their nbf (default 60)."),
        .value("api-key-file", valueName: "FILE", help: "Accept the API keys in FILE (one per line) in x-api-key, with every right."),
        .value(
            "rate-limit", valueName: "N/SECONDS",
            help: "Answer a caller's requests past N per SECONDS with 429 (a caller: token subject, API key or address)."),
        .value(
            "persisted-queries-only", valueName: "FILE", help: "Run only the operations of FILE, as 'quill generate --operation-manifest' writes it."),
        .value("log-level", valueName: "LEVEL", help: "debug, info (default: one line per request), warning or error."),
        .value("log-format", valueName: "FORMAT", help: "text (LEVEL: message lines) or json (an object per line)."),
    ]
}

extension ServerOptions {
    /// Reads the shared options of `invocation`, over `defaults` (a command's own); errors
    /// name the invocation's command. `environment` gives `QUILL_JWT_SECRET`.
    init(_ invocation: Invocation, defaults: ServerOptions = ServerOptions(), environment: (String) -> String? = { _ in nil })
        throws(UsageError)
    {
        self = defaults
        let usageError = { (problem: String) in UsageError(problem, commandPath: invocation.commandPath) }
        host = invocation.value(of: "host") ?? host
        port = try invocation.integer("port", in: 0...65535) ?? port
        maxDepth = try invocation.integer("max-depth", in: 0...Int.max)
        maxTokens = try invocation.integer("max-tokens", in: 0...Int.max)
        maxAliases = try invocation.integer("max-aliases", in: 0...Int.max)
        maxFields = try invocation.integer("max-fields", in: 0...Int.max)
        maxBatch = try invocation.integer("max-batch", in: 1...Int.max)
        maxBodyBytes = try invocation.integer("max-body-bytes", in: 0...Int.max)
        maxUploadBytes = try invocation.integer("max-upload-bytes", in: 0...Int.max)
        maxFiles = try invocation.integer("max-files", in: 0...Int.max)
        maxHeaderBytes = try invocation.integer("max-header-bytes", in: 1...Int.max)
        maxHeaderCount = try invocation.integer("max-header-count", in: 1...Int.max)
        maxRequestLineBytes = try invocation.integer("max-request-line-bytes", in: 1...Int.max)
        maxConnections = try invocation.integer("max-connections", in: 1...Int.max)
        idleTimeoutSeconds = try invocation.integer("idle-timeout", in: 1...Int.max)
        readTimeoutSeconds = try invocation.integer("read-timeout", in: 1...Int.max)
        webSocketInitTimeoutSeconds = try invocation.integer("ws-init-timeout", in: 1...Int.max) ?? webSocketInitTimeoutSeconds
        webSocketPingSeconds = try invocation.integer("ws-ping", in: 0...Int.max)
        webSocketKeepAliveSeconds = try invocation.integer("ws-keep-alive", in: 0...Int.max)
        maxWebSocketMessageBytes = try invocation.integer("max-ws-message-bytes", in: 1...Int.max)
        corsOrigins = invocation.values["cors"] ?? []
        if let level = invocation.value(of: "log-level") {
            guard let parsed = LogLevel.allCases.first(where: { $0.description == level }) else {
                throw usageError("option '--log-level' must be debug, info, warning or error, not '\(level)'")
            }
            logLevel = parsed
        }
        if let format = invocation.value(of: "log-format") {
            guard let parsed = LogFormat(rawValue: format) else { throw usageError("option '--log-format' must be text or json, not '\(format)'") }
            logFormat = parsed
        }
        let keys: [JWTKeySource] = [
            invocation.value(of: "jwt-secret-file").map(JWTKeySource.secretFile),
            invocation.value(of: "jwt-public-key-file").map(JWTKeySource.publicKeyFile),
            invocation.value(of: "jwks-file").map(JWTKeySource.keySetFile),
        ].compactMap { $0 }
        guard keys.count <= 1 else {
            throw usageError("options '--jwt-secret-file', '--jwt-public-key-file' and '--jwks-file' exclude each other")
        }
        jwtKey = keys.first ?? (environment("QUILL_JWT_SECRET").map { $0.isEmpty ? nil : JWTKeySource.secretVariable } ?? nil)
        jwtIssuer = invocation.value(of: "jwt-issuer")
        jwtAudience = invocation.value(of: "jwt-audience")
        jwtLeewaySeconds = try invocation.integer("jwt-leeway", in: 0...86_400)
        if jwtKey == nil, jwtIssuer != nil || jwtAudience != nil || jwtLeewaySeconds != nil {
            throw usageError(
                "options '--jwt-issuer', '--jwt-audience' and '--jwt-leeway' need a JWT key (--jwt-secret-file, --jwt-public-key-file or --jwks-file)"
            )
        }
        apiKeyFile = invocation.value(of: "api-key-file")
        if let text = invocation.value(of: "rate-limit") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let requests = Int(parts[0]), let seconds = Int(parts[1]), requests >= 1, (1...86_400).contains(seconds)
            else { throw usageError("option '--rate-limit' needs N/SECONDS (requests per seconds, like 100/60), not '\(text)'") }
            rateLimit = RateLimitOption(requests: requests, seconds: seconds)
        }
        trustedDocumentsFile = invocation.value(of: "persisted-queries-only")
    }

    /// Whether the options name a way to authenticate callers.
    var authenticates: Bool { jwtKey != nil || apiKeyFile != nil }
}
