import QuillSync

/// Values one side sends (a callback, a watcher, another task) and a test awaits in
/// order; `next` waits for an event, with a deadline only as a guard against a hang.
public final class Inbox<Value: Sendable>: Sendable {
    public struct Timeout: Error, CustomStringConvertible {
        public let description: String
    }

    private struct State {
        var unread: [Value] = []
        var all: [Value] = []
        var waiter: (id: Int, continuation: CheckedContinuation<Value?, Never>)?
        var nextWaiter = 0
    }

    private let state = Locked(State())

    public init() {}

    public func send(_ value: Value) {
        let waiter = state.withLock { state -> CheckedContinuation<Value?, Never>? in
            state.all.append(value)
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter.continuation
            }
            state.unread.append(value)
            return nil
        }
        waiter?.resume(returning: value)
    }

    /// Everything sent so far.
    public var received: [Value] { state.withLock { $0.all } }

    /// How many values wait to be read.
    public var unreadCount: Int { state.withLock { $0.unread.count } }

    /// The next value not read yet; throws `Timeout` after `timeout` without one.
    public func next(timeout: Double = failureGuard, _ what: String = "a value") async throws -> Value {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        let timer = Task {
            try await Task.sleep(seconds: timeout)
            state.withLock { state -> CheckedContinuation<Value?, Never>? in
                guard state.waiter?.id == id else { return nil }
                defer { state.waiter = nil }
                return state.waiter?.continuation
            }?.resume(returning: nil)
        }
        defer { timer.cancel() }
        let value: Value? = await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Value?? in
                if !state.unread.isEmpty { return .some(state.unread.removeFirst()) }
                state.waiter = (id, continuation)
                return .none
            }
            if case .some(let value) = ready { continuation.resume(returning: value) }
        }
        guard let value else { throw Timeout(description: "no \(what) within \(timeout)") }
        return value
    }
}
