import QuillSync

/// What every event loop of one server shares.
final class ServerContext: Sendable {
    let configuration: HTTPServer.Configuration
    let responder: any HTTPResponder
    let logger: Logger
    /// Connections open across all loops, for `maxConnections` and graceful shutdown.
    let openConnections = Locked<Int>(0)

    init(configuration: HTTPServer.Configuration, responder: any HTTPResponder) {
        self.configuration = configuration
        self.responder = responder
        logger = configuration.logger
    }

    /// Counts connections opened (`delta` 1) or closed (-1) and tells the observer, if any;
    /// returns the new count.
    @discardableResult
    func countConnections(_ delta: Int) -> Int {
        let count = openConnections.withLock {
            $0 += delta; return $0
        }
        configuration.openConnectionsObserver?(count)
        return count
    }
}
