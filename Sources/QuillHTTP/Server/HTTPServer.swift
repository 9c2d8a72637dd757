import QuillSync

/// An HTTP/1.1 server: one event loop per core, each with its own listening socket on the
/// same port (SO_REUSEPORT), answering with an `HTTPResponder`.
///
/// The pieces: `EventLoop/` holds the thread, the selector (epoll or kqueue) and the
/// socket calls; `Connection/` holds `HTTPConnectionStateMachine` (pure: bytes in, bytes
/// and actions out) and `ServerConnection`, the shell that feeds it from the socket and
/// runs deferred replies, streamed bodies and WebSocket sessions in tasks that hand their
/// output back to the loop. SO_REUSEPORT listeners were measured against one acceptor
/// handing connections round-robin to the loops: the kernel's spreading was faster
/// (58 000 against 38 000–52 000 requests/s on the same loaded two-core machine).
///
/// A static responder and a server, for example:
/// ```swift
/// struct Hello: HTTPResponder {
///     func respond(to request: HTTPRequest) -> HTTPReply {
///         .response(HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Array("hello".utf8)))
///     }
/// }
/// let server = HTTPServer(configuration: .init(port: 8080), responder: Hello())
/// try await server.run()  // until SIGINT or SIGTERM, then a graceful shutdown
/// ```
public final class HTTPServer: Sendable {
    private struct Running {
        var loops: [EventLoop] = []
        var threads: [LoopThread] = []
        var port = 0
    }

    public let configuration: Configuration
    private let context: ServerContext
    private let running = Locked(Running())

    public init(configuration: Configuration = .init(), responder: some HTTPResponder) {
        self.configuration = configuration
        context = ServerContext(configuration: configuration, responder: responder)
    }

    /// The port listened on (the chosen one when the configuration says 0), or 0 before `start`.
    public var port: Int { running.withLock { $0.port } }

    /// Whether `start` succeeded and `shutdown` has not begun.
    public var isStarted: Bool { running.withLock { !$0.loops.isEmpty } }

    /// Connections open right now.
    public var openConnections: Int { context.openConnections.value }

    /// Binds and starts the event loops; returns the port listened on. Call it once, and
    /// `shutdown` before letting the server go: its threads run until then.
    @discardableResult
    public func start() throws(SocketError) -> Int {
        precondition(!isStarted, "HTTPServer.start called twice")
        let count = max(1, configuration.loopCount)
        var loops: [EventLoop] = []
        var port = configuration.port
        if port != 0, !configuration.sharesPort { try Listener.checkFree(host: configuration.host, port: port) }
        // Loops that never run close their listeners when they are released.
        for index in 0..<count {
            #if canImport(Darwin)
            // Darwin's SO_REUSEPORT does not spread connections; loop 0 accepts them all.
            let listener = index == 0 ? try Listener.open(host: configuration.host, port: port) : -1
            #else
            let listener = try Listener.open(host: configuration.host, port: port)
            #endif
            if index == 0 { port = SocketAddress.boundPort(listener) }
            loops.append(try EventLoop(context: context, listener: listener))
        }
        let threads = loops.map { loop in LoopThread { loop.run() } }
        running.withLock {
            $0.loops = loops
            $0.threads = threads
            $0.port = port
        }
        configuration.logger.log(.info, "listening on \(configuration.host):\(port) with \(count) event loops")
        return port
    }

    /// Graceful shutdown: stops accepting, closes idle connections, lets in-flight requests
    /// (deferred and streamed) finish within the grace period, then closes the rest.
    public func shutdown() async {
        let (loops, threads) = running.withLock { running in
            defer { running.loops = []; running.threads = [] }
            return (running.loops, running.threads)
        }
        guard !loops.isEmpty else { return }
        for loop in loops { loop.execute { $0.beginDraining() } }
        let deadline = MonotonicInstant.now + configuration.shutdownGracePeriod
        while openConnections > 0, MonotonicInstant.now < deadline {
            try? await Task.sleep(seconds: 0.010)
        }
        let left = openConnections
        if left > 0 { configuration.logger.log(.warning, "closing \(left) connections at the end of the grace period") }
        for loop in loops { loop.execute { $0.stop() } }
        for thread in threads { thread.join() }
        configuration.logger.log(.info, "server stopped")
    }
}
