#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

extension HTTPServer {
    /// Starts the server (unless `start` was called, e.g. to print the port first), serves
    /// until the process gets SIGINT or SIGTERM, then shuts down gracefully. The two
    /// signals' default actions are ignored from then on (a dispatch source receives them
    /// while this runs), so a repeated signal cannot cut the shutdown short.
    public func run() async throws(SocketError) {
        let queue = DispatchQueue(label: "quill.signals")
        let (signals, continuation) = AsyncStream<Int32>.makeStream()
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        defer { for source in sources { source.cancel() } }
        if !isStarted { try start() }
        for await number in signals {
            configuration.logger.log(.info, "got signal \(number); shutting down")
            break
        }
        await shutdown()
    }
}
