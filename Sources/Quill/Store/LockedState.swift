import Synchronization

/// The store's state behind a lock.
///
/// `@unchecked Sendable`: the value is only touched inside `withLock`, under the mutex.
/// Unlike `Mutex<Value>` itself, the closure may lend the value to code that is not
/// `Sendable` for the closure's duration, which transactions need (they are invalidated
/// when the closure returns).
final class LockedState<Value>: @unchecked Sendable {
    private let mutex = Mutex(())
    private var value: Value

    init(_ value: sending Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body(&value) }
    }
}
