/// Something in progress that can be stopped: a callback-style request or a watcher.
public protocol Cancellable: AnyObject, Sendable {
    func cancel()
}

/// A callback-style request: its task and whether it was cancelled.
final class RequestTask: Cancellable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    func cancel() {
        task.cancel()
    }
}
