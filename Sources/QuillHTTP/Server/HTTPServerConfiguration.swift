#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension HTTPServer {
    /// Where a server listens and the limits it enforces.
    public struct Configuration: Sendable {
        /// An IPv4 or IPv6 address (`127.0.0.1`, `::1`, `0.0.0.0`, `::`) or `localhost`.
        public var host: String
        /// 0 picks a free port; `HTTPServer.port` tells which.
        public var port: Int
        /// Event loops (threads); the number of active cores by default.
        public var loopCount: Int
        public var limits: HTTPParserLimits
        /// Connections beyond this are accepted and closed at once, with a log line.
        public var maxConnections: Int
        /// How long a keep-alive connection may wait for its next request, in seconds.
        public var idleTimeout: Double
        /// How long a request (head and body) may take to arrive once it has started, in
        /// seconds; slower clients get 408 and are closed.
        public var readTimeout: Double
        /// A streamed body's or WebSocket's writes wait while more output than this is unsent.
        public var outputBufferLimit: Int
        /// How long graceful shutdown lets in-flight requests finish before closing them, in seconds.
        public var shutdownGracePeriod: Double
        /// A WebSocket peer that sends nothing for this many seconds is pinged, and its
        /// connection is closed when it sends nothing for as long again (a vanished peer is
        /// noticed without waiting for a write to stall); 0 turns pings off.
        public var webSocketPingInterval: Double
        public var logger: Logger
        /// Whether other processes may listen on the same port beside this one (SO_REUSEPORT:
        /// the kernel spreads connections over them). By default a port something else
        /// listens on is refused with `EADDRINUSE`, as any server's would be.
        public var sharesPort = false
        /// Told the number of open connections each time it changes, from the loops'
        /// threads (tests wait on it rather than poll `HTTPServer.openConnections`).
        package var openConnectionsObserver: (@Sendable (Int) -> Void)?

        public init(
            host: String = "127.0.0.1", port: Int = 8080, loopCount: Int = Configuration.activeCores,
            limits: HTTPParserLimits = .init(), maxConnections: Int = 10_000,
            idleTimeout: Double = 60, readTimeout: Double = 30,
            outputBufferLimit: Int = 256 * 1024, shutdownGracePeriod: Double = 10,
            webSocketPingInterval: Double = 30, logger: Logger = .disabled
        ) {
            self.host = host
            self.port = port
            self.loopCount = loopCount
            self.limits = limits
            self.maxConnections = maxConnections
            self.idleTimeout = idleTimeout
            self.readTimeout = readTimeout
            self.outputBufferLimit = outputBufferLimit
            self.shutdownGracePeriod = shutdownGracePeriod
            self.webSocketPingInterval = webSocketPingInterval
            self.logger = logger
        }

        /// The number of processors online.
        public static var activeCores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

        var idleTimeoutNanoseconds: UInt64 { Self.nanoseconds(idleTimeout) }
        var readTimeoutNanoseconds: UInt64 { Self.nanoseconds(readTimeout) }
        var webSocketPingIntervalNanoseconds: UInt64 { Self.nanoseconds(webSocketPingInterval) }

        /// At most a million seconds.
        private static func nanoseconds(_ seconds: Double) -> UInt64 {
            UInt64(min(max(0, seconds), 1_000_000) * 1_000_000_000)
        }
    }
}
