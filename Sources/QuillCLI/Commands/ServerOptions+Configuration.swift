import GraphQL
import QuillAuth
import QuillHTTP
import QuillServer

/// The server configurations the shared options stand for.
extension ServerOptions {
    /// The GraphQL side: limits (0 turns one off), introspection, batches, uploads, CORS, the request
    /// log, rate limits, the WebSocket subprotocols' timeouts, keep-alives and limits. The
    /// files the options name (keys, the manifest) are `readFiles`' to read.
    func serverConfiguration(logger: Logger) -> GraphQLServerConfiguration {
        var limits = GraphQLLimits()
        limits.introspection = introspection
        if let maxDepth { limits.maxDepth = maxDepth == 0 ? nil : maxDepth }
        if let maxTokens { limits.maxTokens = maxTokens == 0 ? nil : maxTokens }
        if let maxAliases { limits.maxAliases = maxAliases == 0 ? nil : maxAliases }
        if let maxFields { limits.maxFields = maxFields == 0 ? nil : maxFields }
        let cors =
            corsOrigins.isEmpty
            ? nil : CORSConfiguration(allowedOrigins: corsOrigins.contains("*") ? .any : .list(corsOrigins))
        var configuration = GraphQLServerConfiguration(
            service: GraphQLServiceConfiguration(limits: limits), cors: cors, logger: logger, maxBatchSize: maxBatch)
        configuration.logFormat = logFormat == .json ? .json : .text
        configuration.uploads = uploads
        configuration.rateLimit = rateLimit.map { RateLimit(requests: $0.requests, seconds: $0.seconds) }
        if let webSocketInitTimeoutSeconds {
            configuration.subscriptions.webSocket.connectionInitWaitTimeout = Double(webSocketInitTimeoutSeconds)
        }
        if let webSocketKeepAliveSeconds {
            configuration.subscriptions.webSocket.keepAliveInterval = webSocketKeepAliveSeconds == 0 ? nil : Double(webSocketKeepAliveSeconds)
        }
        if let maxWebSocketMessageBytes {
            configuration.subscriptions.webSocket.limits = .init(
                maxFrameSize: maxWebSocketMessageBytes, maxMessageSize: maxWebSocketMessageBytes)
        }
        return configuration
    }

    /// The uploads' limits.
    var uploads: UploadConfiguration {
        var uploads = UploadConfiguration()
        if let maxUploadBytes { uploads.maxFileBytes = maxUploadBytes }
        if let maxFiles { uploads.maxFiles = maxFiles }
        return uploads
    }

    /// The HTTP side: address, parser limits (an upload's body: what its limits allow), connections, timeouts, WebSocket pings.
    func httpConfiguration(logger: Logger) -> HTTPServer.Configuration {
        var configuration = HTTPServer.Configuration(host: host, port: port, logger: logger)
        if let maxBodyBytes { configuration.limits.maxBodyBytes = maxBodyBytes }
        configuration.limits.maxStreamedBodyBytes = uploads.maxRequestBytes
        if let maxHeaderBytes { configuration.limits.maxHeaderBytes = maxHeaderBytes }
        if let maxHeaderCount { configuration.limits.maxHeaderCount = maxHeaderCount }
        if let maxRequestLineBytes { configuration.limits.maxRequestLineLength = maxRequestLineBytes }
        if let maxConnections { configuration.maxConnections = maxConnections }
        if let idleTimeoutSeconds { configuration.idleTimeout = Double(idleTimeoutSeconds) }
        if let readTimeoutSeconds { configuration.readTimeout = Double(readTimeoutSeconds) }
        if let webSocketPingSeconds { configuration.webSocketPingInterval = Double(webSocketPingSeconds) }
        return configuration
    }

    /// Reads the files the options name into `configuration`: the JWT key and the API keys
    /// (its authenticator) and the trusted documents. On a file that cannot be read or
    /// holds no valid keys or manifest, says so on the console and returns false.
    func readFiles(into configuration: inout GraphQLServerConfiguration, console: any Console, environment: (String) -> String?) -> Bool {
        let fail = { (option: String, path: String, problem: String) -> Bool in
            console.writeError("quill: \(option)\(path.isEmpty ? "" : " " + path): \(problem)\n")
            return false
        }
        var authenticator: Authenticator?
        if let jwtKey {
            let (option, path, contents): (String, String, String?)
            switch jwtKey {
            case .secretFile(let file): (option, path, contents) = ("--jwt-secret-file", file, console.readInput(file))
            case .secretVariable: (option, path, contents) = ("QUILL_JWT_SECRET", "", environment("QUILL_JWT_SECRET"))
            case .publicKeyFile(let file): (option, path, contents) = ("--jwt-public-key-file", file, console.readInput(file))
            case .keySetFile(let file): (option, path, contents) = ("--jwks-file", file, console.readInput(file))
            }
            guard let contents else { return false }
            do throws(KeyConfigurationError) {
                var verifier: JWTVerifier
                switch jwtKey {
                case .secretFile, .secretVariable:
                    // The key is the bytes, less one trailing newline: not decoded.
                    verifier = try .secret(Array((contents.hasSuffix("\n") ? contents.dropLast() : contents[...]).utf8))
                case .publicKeyFile: verifier = try .publicKey(pem: Array(contents.utf8))
                case .keySetFile: verifier = try .keySet(json: Array(contents.utf8))
                }
                verifier.issuer = jwtIssuer
                verifier.audience = jwtAudience
                if let jwtLeewaySeconds { verifier.leeway = Double(jwtLeewaySeconds) }
                authenticator = Authenticator(jwt: verifier)
            } catch {
                return fail(option, path, error.message)
            }
        }
        if let apiKeyFile {
            guard let contents = console.readInput(apiKeyFile) else { return false }
            do throws(KeyConfigurationError) {
                var withKeys = authenticator ?? Authenticator()
                withKeys.apiKeys = try APIKeys(file: contents)
                authenticator = withKeys
            } catch {
                return fail("--api-key-file", apiKeyFile, error.message)
            }
        }
        configuration.authenticator = authenticator
        if let trustedDocumentsFile {
            guard let contents = console.readInput(trustedDocumentsFile) else { return false }
            do throws(GraphQLError) {
                configuration.service.trustedDocuments = try OperationManifest(json: Array(contents.utf8))
            } catch {
                return fail("--persisted-queries-only", trustedDocumentsFile, error.message)
            }
        }
        return true
    }
}
