import QuillHTTP
import QuillServer
import Testing

@testable import QuillCLI

/// `quill serve`'s command line, read into `ServeOptions`.
@Suite struct ServeOptionsTests {
    /// The options `arguments` (after `serve`) give, or the usage error.
    static func parse(_ arguments: [String]) throws(UsageError) -> ServeOptions {
        let serve = Command(name: "serve", abstract: "", options: ServeOptions.declarations) { _, _ in 0 }
        let root = Command(name: "quill", abstract: "", subcommands: [serve]) { _, _ in 0 }
        guard case .run(let invocation) = try ArgumentParser.parse(["serve"] + arguments, root: root) else {
            Issue.record("help instead of a run")
            return try ServeOptions(Invocation())
        }
        return try ServeOptions(invocation)
    }

    @Test func defaults() throws {
        let options = try Self.parse(["--schema", "s.graphql"])
        #expect(options == ServeOptions(schemaPath: "s.graphql"))
        #expect(options.host == "127.0.0.1")
        #expect(options.port == 4000)
        #expect(options.introspection && options.persistedQueries && options.playground)
        #expect(options.logLevel == .info)
        #expect(options.maxDepth == nil && options.maxBodyBytes == nil && options.corsOrigins.isEmpty)
    }

    @Test func everyOption() throws {
        let options = try Self.parse([
            "-s", "s.graphql", "-r", "d.json", "--host", "::", "-p", "0", "--max-depth", "5", "--max-tokens", "100",
            "--max-aliases", "0", "--max-fields", "50", "--no-introspection", "--max-batch", "3",
            "--max-body-bytes", "1024", "--max-upload-bytes", "4096", "--max-files", "2", "--max-header-bytes", "2048", "--max-header-count", "20",
            "--max-request-line-bytes", "512", "--max-connections", "10", "--idle-timeout", "30", "--read-timeout", "5", "--ws-init-timeout", "2",
            "--ws-ping", "0", "--ws-keep-alive", "0", "--max-ws-message-bytes", "4096", "--cors", "https://a.example", "--cors=https://b.example",
            "--log-level", "debug", "--no-persisted-queries", "--no-playground",
        ])
        var expected = ServeOptions(schemaPath: "s.graphql")
        expected.rootPath = "d.json"
        expected.host = "::"
        expected.port = 0
        expected.maxDepth = 5
        expected.maxTokens = 100
        expected.maxAliases = 0
        expected.maxFields = 50
        expected.introspection = false
        expected.maxBatch = 3
        expected.maxBodyBytes = 1024
        expected.maxUploadBytes = 4096
        expected.maxFiles = 2
        expected.maxHeaderBytes = 2048
        expected.maxHeaderCount = 20
        expected.maxRequestLineBytes = 512
        expected.maxConnections = 10
        expected.idleTimeoutSeconds = 30
        expected.readTimeoutSeconds = 5
        expected.webSocketInitTimeoutSeconds = 2
        expected.webSocketPingSeconds = 0
        expected.webSocketKeepAliveSeconds = 0
        expected.maxWebSocketMessageBytes = 4096
        expected.corsOrigins = ["https://a.example", "https://b.example"]
        expected.logLevel = .debug
        expected.persistedQueries = false
        expected.playground = false
        #expect(options == expected)
    }

    @Test func configurations() throws {
        let options = try Self.parse([
            "-s", "s.graphql", "--host", "::1", "-p", "0", "--max-depth", "0", "--max-tokens", "100",
            "--max-fields", "50", "--no-introspection", "--max-batch", "3", "--max-body-bytes", "1024",
            "--max-upload-bytes", "4096", "--max-files", "2", "--max-header-bytes", "2048", "--max-header-count", "20", "--max-request-line-bytes",
            "512",
            "--max-connections", "10", "--idle-timeout", "30", "--read-timeout", "5",
            "--ws-init-timeout", "2", "--ws-ping", "15", "--ws-keep-alive", "5", "--max-ws-message-bytes", "4096", "--cors", "https://a.example",
            "--no-persisted-queries", "--no-playground",
        ])
        let server = options.serverConfiguration(logger: .disabled)
        let limits = GraphQLLimits(maxDepth: nil, maxTokens: 100, maxAliases: GraphQLLimits().maxAliases, maxFields: 50, introspection: false)
        #expect(server.service.limits == limits)
        #expect(server.service.persistedQueryCapacity == nil)
        #expect(server.maxBatchSize == 3)
        #expect(!server.playground)
        #expect(server.cors == CORSConfiguration(allowedOrigins: .list(["https://a.example"])))
        #expect(server.subscriptions.webSocket.connectionInitWaitTimeout == 2)
        #expect(server.subscriptions.webSocket.keepAliveInterval == 5)
        #expect(server.subscriptions.webSocket.limits.maxMessageSize == 4096)
        #expect(server.subscriptions.webSocket.limits.maxFrameSize == 4096)
        #expect(server.uploads.maxFileBytes == 4096 && server.uploads.maxFiles == 2)
        let http = options.httpConfiguration(logger: .disabled)
        #expect(http.limits.maxStreamedBodyBytes == server.uploads.maxRequestBytes)
        #expect(http.limits.maxStreamedBodyBytes > 2 * 4096 && http.limits.maxStreamedBodyBytes < 1024 * 1024 * 4)
        #expect(http.host == "::1" && http.port == 0)
        #expect(http.limits.maxBodyBytes == 1024 && http.limits.maxHeaderBytes == 2048)
        #expect(http.limits.maxHeaderCount == 20 && http.limits.maxRequestLineLength == 512)
        #expect(http.maxConnections == 10)
        #expect(http.idleTimeout == 30 && http.readTimeout == 5)
        #expect(http.webSocketPingInterval == 15)
    }

    @Test func defaultConfigurationsAreTheServers() throws {
        let options = try Self.parse(["-s", "s.graphql", "--cors", "*"])
        let server = options.serverConfiguration(logger: .disabled)
        #expect(server.service == GraphQLServiceConfiguration())
        #expect(server.maxBatchSize == nil && server.playground)
        #expect(server.cors == CORSConfiguration(allowedOrigins: .any))
        #expect(server.subscriptions.webSocket.keepAliveInterval == GraphQLWebSocket.Configuration().keepAliveInterval)
        let http = options.httpConfiguration(logger: .disabled)
        var defaults = HTTPServer.Configuration()
        // An upload's body may hold what the upload limits allow.
        defaults.limits.maxStreamedBodyBytes = UploadConfiguration().maxRequestBytes
        #expect(http.host == "127.0.0.1" && http.port == 4000)
        #expect(http.limits == defaults.limits && http.maxConnections == defaults.maxConnections)
        #expect(http.idleTimeout == defaults.idleTimeout && http.readTimeout == defaults.readTimeout)
        #expect(http.webSocketPingInterval == defaults.webSocketPingInterval)
    }

    @Test func missingSchema() {
        #expect(throws: UsageError("missing option '--schema'", commandPath: ["serve"])) {
            try Self.parse(["--port", "4001"])
        }
    }

    @Test(arguments: [
        (["--port", "65536"], "option '--port' needs an integer from 0 to 65535, not '65536'"),
        (["--port", "http"], "option '--port' needs an integer from 0 to 65535, not 'http'"),
        (["--max-depth", "-1"], "option '--max-depth' needs an integer at least 0, not '-1'"),
        (["--max-batch", "0"], "option '--max-batch' needs an integer at least 1, not '0'"),
        (["--max-connections", "0"], "option '--max-connections' needs an integer at least 1, not '0'"),
        (["--idle-timeout", "1.5"], "option '--idle-timeout' needs an integer at least 1, not '1.5'"),
        (["--log-level", "loud"], "option '--log-level' must be debug, info, warning or error, not 'loud'"),
    ])
    func badValues(arguments: [String], problem: String) {
        #expect(throws: UsageError(problem, commandPath: ["serve"])) {
            try Self.parse(["--schema", "s.graphql"] + arguments)
        }
    }
}
