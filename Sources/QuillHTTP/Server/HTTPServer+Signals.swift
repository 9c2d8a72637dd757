extension HTTPServer {
    /// Starts the server (unless `start` was called, e.g. to print the port first), serves
    /// until the process gets SIGINT or SIGTERM, then shuts down gracefully. The two
    /// signals are caught from the call on (`TerminationSignals`), so a repeated signal
    /// cannot cut the shutdown short; one that comes before the call (between `start` and
    /// `run`) has its default action.
    public func run() async throws(SocketError) {
        let signals = TerminationSignals()
        if !isStarted { try start() }
        let number = await signals.next()
        configuration.logger.log(.info, "got signal \(number); shutting down")
        await shutdown()
    }
}
