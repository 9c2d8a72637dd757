import QuillHTTP
import QuillServer

/// The server configurations `quill serve`'s options stand for.
extension ServeOptions {
    /// The GraphQL side: limits (0 turns one off), batches, persisted queries, the Playground,
    /// CORS, the request log, the WebSocket subprotocols' timeouts, keep-alives and limits.
    func serverConfiguration(logger: Logger) -> GraphQLServerConfiguration {
        var limits = GraphQLLimits()
        limits.introspection = introspection
        if let maxDepth { limits.maxDepth = maxDepth == 0 ? nil : maxDepth }
        if let maxTokens { limits.maxTokens = maxTokens == 0 ? nil : maxTokens }
        if let maxAliases { limits.maxAliases = maxAliases == 0 ? nil : maxAliases }
        if let maxFields { limits.maxFields = maxFields == 0 ? nil : maxFields }
        var service = GraphQLServiceConfiguration(limits: limits)
        if !persistedQueries { service.persistedQueryCapacity = nil }
        let cors = corsOrigins.isEmpty
            ? nil : CORSConfiguration(allowedOrigins: corsOrigins.contains("*") ? .any : .list(corsOrigins))
        var configuration = GraphQLServerConfiguration(
            service: service, playground: playground, cors: cors, logger: logger, maxBatchSize: maxBatch)
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

    /// The HTTP side: address, parser limits, connections, timeouts, WebSocket pings.
    func httpConfiguration(logger: Logger) -> HTTPServer.Configuration {
        var configuration = HTTPServer.Configuration(host: host, port: port, logger: logger)
        if let maxBodyBytes { configuration.limits.maxBodyBytes = maxBodyBytes }
        if let maxHeaderBytes { configuration.limits.maxHeaderBytes = maxHeaderBytes }
        if let maxHeaderCount { configuration.limits.maxHeaderCount = maxHeaderCount }
        if let maxRequestLineBytes { configuration.limits.maxRequestLineLength = maxRequestLineBytes }
        if let maxConnections { configuration.maxConnections = maxConnections }
        if let idleTimeoutSeconds { configuration.idleTimeout = Double(idleTimeoutSeconds) }
        if let readTimeoutSeconds { configuration.readTimeout = Double(readTimeoutSeconds) }
        if let webSocketPingSeconds { configuration.webSocketPingInterval = Double(webSocketPingSeconds) }
        return configuration
    }
}
