import Dispatch

/// A completion handler held until it is called on the queue its caller chose.
///
/// `@unchecked Sendable`: the handler (often a closure of a view controller on the main
/// actor, not `Sendable`) is only ever called on `queue`, the queue the caller passed
/// (the main queue by default), exactly as Apollo iOS called its handlers; it is never
/// called from the task that produced the result.
struct CallbackHandler<Value>: @unchecked Sendable {
    let queue: DispatchQueue
    let handler: (Value) -> Void

    func callAsFunction(_ value: sending Value) {
        nonisolated(unsafe) let value = value
        queue.async { self.handler(value) }
    }
}
