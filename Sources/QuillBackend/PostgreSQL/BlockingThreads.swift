import QuillSync

/// Threads of the driver's own that run work which waits for the database, so that
/// Swift's concurrency pool never does: `run` queues a closure and suspends until one
/// of them has run it. As many threads as the pool has connections, so a thread never
/// waits for a connection another thread holds; work still waiting for a thread at its
/// timeout fails then as busy (the pool is exhausted), by a thread that only does that.
final class BlockingThreads: Sendable {
    private let queue: JobQueue

    init(count: Int) {
        queue = JobQueue()
        let queue = queue
        for _ in 0..<max(1, count) {
            startThread { queue.work() }
        }
        startThread { queue.expire() }
    }

    deinit { queue.stop() }

    /// Runs `body` on one of the threads; fails with `busy` when none took it within `timeout` seconds.
    func run<T: Sendable>(timeout: Double, busy: @escaping @Sendable () -> any Error, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            queue.add(
                JobQueue.Job(deadline: MonotonicInstant.now + timeout) { expired in
                    if expired {
                        continuation.resume(throwing: busy())
                    } else {
                        continuation.resume(with: Result { try body() })
                    }
                })
        }
    }
}

/// The jobs waiting for a thread, and the threads' loop.
private final class JobQueue: @unchecked Sendable {
    struct Job {
        let deadline: MonotonicInstant
        /// Runs the job, or (`true`) fails it for having waited too long.
        let run: @Sendable (_ expired: Bool) -> Void
    }

    private let condition = ThreadCondition()
    // Guarded by `condition`.
    private var jobs: [Job] = []
    private var head = 0
    private var stopping = false

    func add(_ job: Job) {
        condition.withLock {
            jobs.append(job)
            // Every thread: a signal could wake only the expiring one, which leaves the job to the workers.
            condition.broadcast()
        }
    }

    /// Ends the threads once the jobs queued are done.
    func stop() {
        condition.withLock {
            stopping = true
            condition.broadcast()
        }
    }

    /// A thread's loop: takes jobs in order until stopped.
    func work() {
        while let job = next() {
            job.run(MonotonicInstant.now > job.deadline)
        }
    }

    /// The expiring thread's loop: fails the oldest job once its deadline passed while it
    /// waited (jobs share one timeout, so the oldest expires first), until stopped.
    func expire() {
        while true {
            let expired: Job? = condition.withLock {
                while true {
                    if stopping { return nil }
                    guard head < jobs.count else {
                        _ = condition.wait(until: nil)
                        continue
                    }
                    let deadline = jobs[head].deadline
                    if MonotonicInstant.now > deadline { return take() }
                    _ = condition.wait(until: deadline)
                }
            }
            guard let expired else { return }
            expired.run(true)
        }
    }

    private func next() -> Job? {
        condition.withLock {
            while head == jobs.count {
                if stopping { return nil }
                _ = condition.wait(until: nil)
            }
            return take()
        }
    }

    /// The oldest job, taken off the queue; with the lock held and a job queued.
    private func take() -> Job {
        let job = jobs[head]
        head += 1
        if head > 64 && head * 2 > jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}
