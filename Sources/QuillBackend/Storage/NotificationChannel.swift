/// Messages that committed transactions send to every process listening on one
/// database (PostgreSQL's `NOTIFY`): how mutations reach the subscribers of other processes.
package protocol NotificationChannel: Sendable {
    /// Sends `payload` when the transaction `database` runs in commits (never if it rolls back).
    func send(_ payload: [UInt8], in database: any SQLExecutor) throws
    /// Calls `receive` with every payload sent from now on, by any process, in commit
    /// order, until the listener returned is stopped; returns once it listens.
    func listen(_ receive: @escaping @Sendable ([UInt8]) -> Void) throws -> any NotificationListener
}

/// A listener on a `NotificationChannel`.
package protocol NotificationListener: Sendable {
    /// Stops listening; `receive` is not called once this returns.
    func stop()
}
