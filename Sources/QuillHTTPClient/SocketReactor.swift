import QuillHTTP
import QuillSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one thread that waits for the client's sockets to become readable or writable and
/// resumes the tasks awaiting them, so that a waiting client holds no thread of the
/// concurrency pool. Its selector is QuillHTTP's (epoll or kqueue), used only on its thread.
package final class SocketReactor: @unchecked Sendable {
    // Safe to share: `selector`, `registered` and `events` are used only on the reactor's
    // thread; `state` is behind a lock and `waker.wake` only writes to a descriptor.

    /// The process's reactor, started when first used.
    package static let shared = SocketReactor()

    package enum Readiness: Sendable {
        case readable, writable
    }

    private struct Waiter {
        var id: Int
        var continuation: CheckedContinuation<Void, any Error>
        /// Monotonic nanoseconds after which the wait fails with `.timedOut`.
        var deadline: MonotonicInstant?
    }

    private struct Interest {
        var reader: Waiter?
        var writer: Waiter?
    }

    private struct State {
        var interests: [Int32: Interest] = [:]
        /// Descriptors whose interests changed since the reactor last looked.
        var changed: Set<Int32> = []
        /// Descriptors to stop watching and close.
        var closing: [Int32] = []
        var nextID = 0
    }

    private let state = Locked(State())
    private let selector: Selector
    private let waker: Waker
    /// What the selector watches each descriptor for (reactor thread only).
    private var registered: [Int32: (read: Bool, write: Bool)] = [:]
    private var events: [Selector.Event] = []

    private init() {
        do {
            selector = try Selector()
            waker = try Waker()
        } catch {
            fatalError("cannot start the HTTP client's reactor: \(error)")
        }
        selector.add(waker.fd)
        _ = LoopThread { [self] in run() }
    }

    /// Returns once `fd` is ready for `readiness` (or has failed: the next call says how);
    /// throws `HTTPClientError.timedOut` after `timeout` seconds, `CancellationError` when the task
    /// is cancelled, and `HTTPClientError.closed` when the socket is closed meanwhile.
    package func wait(for fd: Int32, _ readiness: Readiness, timeout: Double?) async throws {
        let deadline = timeout.map { MonotonicInstant.now + max(0, $0) }
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { state in
                    if Task.isCancelled { return true }
                    let waiter = Waiter(id: id, continuation: continuation, deadline: deadline)
                    var interest = state.interests[fd] ?? Interest()
                    switch readiness {
                    case .readable:
                        precondition(interest.reader == nil, "two tasks wait to read one socket")
                        interest.reader = waiter
                    case .writable:
                        precondition(interest.writer == nil, "two tasks wait to write one socket")
                        interest.writer = waiter
                    }
                    state.interests[fd] = interest
                    state.changed.insert(fd)
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) } else { waker.wake() }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard var interest = state.interests[fd] else { return nil }
                var removed: Waiter?
                if interest.reader?.id == id { (removed, interest.reader) = (interest.reader, nil) }
                if interest.writer?.id == id { (removed, interest.writer) = (interest.writer, nil) }
                state.interests[fd] = interest
                state.changed.insert(fd)
                return removed
            }
            waiter?.continuation.resume(throwing: CancellationError())
            waker.wake()
        }
    }

    /// Closes `fd` once the reactor has stopped watching it (so no event of the old socket
    /// reaches a new one on the same number); tasks waiting on it fail with `.closed`.
    package func close(_ fd: Int32) {
        let interest = state.withLock { state in
            state.closing.append(fd)
            state.changed.remove(fd)
            return state.interests.removeValue(forKey: fd)
        }
        interest?.reader?.continuation.resume(throwing: HTTPClientError.closed)
        interest?.writer?.continuation.resume(throwing: HTTPClientError.closed)
        waker.wake()
    }

    private func run() {
        while true {
            let timeout = applyChanges()
            selector.wait(timeoutMilliseconds: timeout, into: &events)
            var ready: [Waiter] = []
            state.withLock { state in
                for event in events where event.fd != waker.fd {
                    guard var interest = state.interests[event.fd] else { continue }
                    // A hang-up or error wakes both: their next call reports it.
                    if event.readable || event.hangup, let reader = interest.reader {
                        ready.append(reader)
                        interest.reader = nil
                    }
                    if event.writable || event.hangup, let writer = interest.writer {
                        ready.append(writer)
                        interest.writer = nil
                    }
                    state.interests[event.fd] = interest
                    state.changed.insert(event.fd)
                }
            }
            if events.contains(where: { $0.fd == waker.fd }) { waker.drain() }
            for waiter in ready { waiter.continuation.resume() }
            expireDeadlines()
        }
    }

    /// Brings the selector up to date with the waiters, closes what was asked to close, and
    /// returns how long the selector may wait: until the nearest deadline, or a minute.
    private func applyChanges() -> Int32 {
        let (changes, closing, nearest) = state.withLock { state in
            var wanted: [(Int32, Bool, Bool)] = []
            for fd in state.changed {
                let interest = state.interests[fd]
                wanted.append((fd, interest?.reader != nil, interest?.writer != nil))
                if interest?.reader == nil && interest?.writer == nil { state.interests[fd] = nil }
            }
            state.changed.removeAll(keepingCapacity: true)
            let closing = state.closing
            state.closing.removeAll(keepingCapacity: true)
            var nearest: MonotonicInstant?
            for interest in state.interests.values {
                for deadline in [interest.reader?.deadline, interest.writer?.deadline].compactMap({ $0 }) {
                    nearest = min(nearest ?? deadline, deadline)
                }
            }
            return (wanted, closing, nearest)
        }
        for (fd, read, write) in changes {
            switch (registered[fd], read || write) {
            case (nil, true):
                selector.add(fd, read: read, write: write)
                registered[fd] = (read, write)
            case (let current?, true) where current != (read, write):
                selector.modify(fd, read: read, write: write)
                registered[fd] = (read, write)
            case (.some, false):
                // Not merely watched for nothing: a hang-up is reported whatever is watched.
                selector.remove(fd)
                registered[fd] = nil
            default:
                break
            }
        }
        for fd in closing {
            if registered.removeValue(forKey: fd) != nil { selector.remove(fd) }
            _ = systemClose(fd)
        }
        guard let nearest else { return 60_000 }
        let now = MonotonicInstant.now
        return nearest <= now ? 0 : Int32(clamping: (nearest.nanoseconds - now.nanoseconds) / 1_000_000 + 1)
    }

    /// Fails the waits whose deadline has passed.
    private func expireDeadlines() {
        let now = MonotonicInstant.now
        let expired = state.withLock { state -> [Waiter] in
            var expired: [Waiter] = []
            for (fd, var interest) in state.interests {
                var changed = false
                if let deadline = interest.reader?.deadline, deadline <= now {
                    expired.append(interest.reader!)
                    interest.reader = nil
                    changed = true
                }
                if let deadline = interest.writer?.deadline, deadline <= now {
                    expired.append(interest.writer!)
                    interest.writer = nil
                    changed = true
                }
                if changed {
                    state.interests[fd] = interest
                    state.changed.insert(fd)
                }
            }
            return expired
        }
        for waiter in expired { waiter.continuation.resume(throwing: HTTPClientError.timedOut) }
    }
}
