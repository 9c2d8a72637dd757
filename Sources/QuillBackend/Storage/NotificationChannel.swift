/// Messages that committed transactions send to every process listening on one
/// database (PostgreSQL's `NOTIFY`): how mutations reach the subscribers of other processes.
package protocol NotificationChannel: Sendable {
    /// Sends `payload` when the transaction `database` runs in commits (never if it rolls back).
    func send(_ payload: [UInt8], in database: any SQLExecutor) throws
    /// Calls `receive` with every payload sent from now on, by any process, in commit
    /// order, until the listener returned is stopped; returns once it listens. When its
    /// connection breaks it calls `changed(.lost)` (payloads sent until it listens again are
    /// missed) and listens again as soon as it can (`changed(.listening)`).
    func listen(
        _ receive: @escaping @Sendable ([UInt8]) -> Void, changed: @escaping @Sendable (ListenerState) -> Void
    ) throws -> any NotificationListener
}

/// Whether a `NotificationListener` hears what is sent.
package enum ListenerState: Sendable, Equatable {
    /// Its connection broke, for `reason`.
    case lost(reason: String)
    /// It listens again.
    case listening
}

/// A listener on a `NotificationChannel`.
package protocol NotificationListener: Sendable {
    /// Stops listening; `receive` is not called once this returns.
    func stop()
}
