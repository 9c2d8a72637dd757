import Dispatch

/// Runs `body`, which blocks (a cluster's `initdb`, `pg_ctl`, `psql`, a database call), on a
/// thread outside Swift's concurrency pool and waits for it there: the pool has a thread
/// per core, and a test blocking them starves every other test's tasks.
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
    }
}

/// A task executor whose jobs run on Dispatch's global queue, outside Swift's concurrency
/// pool: tasks that prefer it (`withTaskExecutorPreference`) may block (a database call,
/// a cluster's setup) without holding one of the pool's threads, which the other tests'
/// tasks need. Dispatch adds threads while its threads are blocked; the pool does not.
public final class BlockingWorkExecutor: TaskExecutor {
    public static let shared = BlockingWorkExecutor()

    private init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job), executor = asUnownedTaskExecutor()
        DispatchQueue.global().async { job.runSynchronously(on: executor) }
    }
}
