import QuillHTTP

/// A server configuration for tests: loopback, an ephemeral port, a quick grace period, and
/// timeouts and WebSocket pings only as often as `failureGuard` unless a test asks (a
/// production default would fire in a test that merely waits long for a core).
public func testConfiguration(
    loops: Int = 2, limits: HTTPParserLimits = .init(), maxConnections: Int = 10_000,
    idleTimeout: Double = failureGuard, readTimeout: Double = failureGuard,
    gracePeriod: Double = 2, host: String = "127.0.0.1"
) -> HTTPServer.Configuration {
    HTTPServer.Configuration(
        host: host, port: 0, loopCount: loops, limits: limits, maxConnections: maxConnections,
        idleTimeout: idleTimeout, readTimeout: readTimeout, shutdownGracePeriod: gracePeriod,
        webSocketPingInterval: failureGuard)
}

/// Starts an `HTTPServer` for `responder`, runs `body` with it and always shuts it down.
@discardableResult
public func withServer<Result>(
    _ configuration: HTTPServer.Configuration = testConfiguration(), responder: some HTTPResponder,
    _ body: (HTTPServer) async throws -> Result
) async throws -> Result {
    let server = HTTPServer(configuration: configuration, responder: responder)
    try server.start()
    return try await withCleanup({ try await body(server) }, cleanup: { await server.shutdown() })
}

/// A responder made of a closure.
public struct ClosureResponder: HTTPResponder {
    let handler: @Sendable (HTTPRequest) -> HTTPReply

    public init(_ handler: @escaping @Sendable (HTTPRequest) -> HTTPReply) {
        self.handler = handler
    }

    public func respond(to request: HTTPRequest) -> HTTPReply { handler(request) }
}

extension HTTPServer.Configuration {
    /// Makes `changes` count every change of the server's open connections, so that a test
    /// waits for a count as an event: `await changes.wait { _ in server.openConnections == 2 }`.
    public mutating func observeConnections(_ changes: Observed<Int>) {
        openConnectionsObserver = { _ in changes.update { $0 += 1 } }
    }
}
