import Foundation

/// A value that changes (what a process printed, its exit) and that a test waits on:
/// `wait` resumes as soon as the value meets a condition, with no polling.
final class Watched<Value: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var value: Value
    private var waiters: [UUID: (condition: (Value) -> Bool, continuation: CheckedContinuation<Value?, Never>)] = [:]

    init(_ value: Value) {
        self.value = value
    }

    var current: Value { lock.withLock { value } }

    func update(_ change: (inout Value) -> Void) {
        let resumed: [(CheckedContinuation<Value?, Never>, Value)] = lock.withLock {
            change(&value)
            let met = waiters.filter { $0.value.condition(value) }
            for id in met.keys { waiters[id] = nil }
            return met.values.map { ($0.continuation, value) }
        }
        for (continuation, value) in resumed { continuation.resume(returning: value) }
    }

    /// The value once `condition` holds (now, or after a later update); nil if the task is
    /// cancelled first.
    func wait(until condition: @escaping @Sendable (Value) -> Bool) async -> Value? {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now: Value?? = lock.withLock {
                    if condition(value) { return .some(value) }
                    if Task.isCancelled { return .some(nil) }
                    waiters[id] = (condition, continuation)
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.continuation.resume(returning: nil)
        }
    }
}
