import Dispatch
import Foundation

/// Runs `body`, which blocks (a cluster's `initdb`, `pg_ctl`, `psql`, a database call), on a
/// thread outside Swift's concurrency pool and waits for it there: the pool has a thread
/// per core, and a test blocking them starves every other test's tasks.
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
    }
}

/// A task executor with threads of its own, outside Swift's concurrency pool: tasks that
/// prefer it (`withTaskExecutorPreference`) may block (a database call, a cluster's setup)
/// without holding one of the pool's threads, which the other tests' tasks need. A job
/// finding no idle thread gets a new one at once (Dispatch's global queue adds threads
/// only slowly while its threads block, and its threads are shared with the pool's), so
/// blocked jobs never keep the others waiting; idle threads wait for the next job.
/// (Task executors need macOS 15: on older systems tests stay on the pool.)
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class BlockingWorkExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: `jobs` and `idle` are read and changed only with `condition` locked.
    public static let shared = BlockingWorkExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var idle = 0

    private init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        let spawn = idle < jobs.count
        if !spawn { condition.signal() }
        condition.unlock()
        if spawn {
            let thread = Thread { [self] in work() }
            thread.name = "BlockingWorkExecutor"
            thread.start()
        }
    }

    /// A thread's loop: the next job, or a wait for one.
    private func work() {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while jobs.isEmpty {
                idle += 1
                condition.wait()
                idle -= 1
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}
