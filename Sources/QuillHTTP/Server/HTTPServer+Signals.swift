#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

extension HTTPServer {
    /// Starts the server, serves until the process gets SIGINT or SIGTERM, then shuts down
    /// gracefully. The signals' default actions are ignored while it runs.
    public func run() async throws(SocketError) {
        try start()
        await Self.waitForTerminationSignal()
        configuration.logger.log(.info, "shutting down")
        await shutdown()
    }

    private static func waitForTerminationSignal() async {
        let queue = DispatchQueue(label: "quill.signals")
        let (signals, continuation) = AsyncStream<Int32>.makeStream()
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        for await _ in signals { break }
        for source in sources { source.cancel() }
    }
}
