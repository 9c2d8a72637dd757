import QuillSync

/// A value that tasks wait on: `update` changes it and wakes the waits whose condition it
/// now meets. Tests wait on events with it, never on sleeps; a wait's timeout is only a
/// guard against a hang (tens of seconds), never what decides.
public final class Observed<Value: Sendable>: Sendable {
    private struct Waiter {
        var condition: @Sendable (Value) -> Bool
        var continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var value: Value
        var waiters: [Int: Waiter] = [:]
        /// Waits given up before their waiter was in place.
        var abandoned: Set<Int> = []
        var nextID = 0
    }

    private let state: Locked<State>

    public init(_ value: Value) {
        state = Locked(State(value: value))
    }

    public var value: Value { state.withLock { $0.value } }

    /// Changes the value and wakes the waits it satisfies.
    public func update(_ change: (inout Value) -> Void) {
        let woken = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            change(&state.value)
            let value = state.value
            let met = state.waiters.filter { $0.value.condition(value) }
            for id in met.keys { state.waiters[id] = nil }
            return met.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume(returning: true) }
    }

    /// Returns once `condition` holds for the value (at once if it does): true, or false
    /// after `timeout` or when the task is cancelled.
    @discardableResult
    public func wait(timeout: Double = failureGuard, until condition: @escaping @Sendable (Value) -> Bool) async -> Bool {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        let timer = Task {
            try? await Task.sleep(seconds: timeout)
            self.giveUp(id)
        }
        defer {
            timer.cancel()
            state.withLock { _ = $0.abandoned.remove(id) }
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let now: Bool? = state.withLock { state in
                    if condition(state.value) { return true }
                    if Task.isCancelled || state.abandoned.contains(id) { return false }
                    state.waiters[id] = Waiter(condition: condition, continuation: continuation)
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            giveUp(id)
        }
    }

    private func giveUp(_ id: Int) {
        let waiter = state.withLock { state in
            guard let waiter = state.waiters.removeValue(forKey: id) else {
                state.abandoned.insert(id)
                return Waiter?.none
            }
            return waiter
        }
        waiter?.continuation.resume(returning: false)
    }
}

/// A flag one task sets and others wait for.
public final class Flag: Sendable {
    private let observed = Observed(false)

    public init() {}

    public func set() { observed.update { $0 = true } }

    public var isSet: Bool { observed.value }

    /// Returns once the flag is set: true, or false after `timeout` (a guard against a
    /// hang) or when the task is cancelled.
    @discardableResult
    public func wait(timeout: Double = failureGuard) async -> Bool {
        await observed.wait(timeout: timeout) { $0 }
    }
}

/// What `body` returns, or nil if it has not returned after `timeout` (it is then
/// cancelled): for a wait that retries, where the timeout is an interval, not a verdict.
public func withTimeout<T: Sendable>(
    _ timeout: Double, _ body: @escaping @Sendable () async throws -> T
) async throws -> T? {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try? await Task.sleep(seconds: timeout)
            return nil
        }
        defer { group.cancelAll() }
        return try await group.next() ?? nil
    }
}
