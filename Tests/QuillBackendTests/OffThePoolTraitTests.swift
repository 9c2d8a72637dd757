import Dispatch
import Foundation
import QuillSync
import Testing

/// The trait the backend's suites carry: their tasks may block more threads at once than
/// Swift's concurrency pool has (one per core) and still all run.
@Suite(.offThePool) struct OffThePoolTraitTests {
    /// Blocks each thread that calls `wait` until `count` have (30 s at most); whether all came.
    final class Barrier: Sendable {
        let count: Int
        private let arrived = Locked(0)
        private let released = DispatchSemaphore(value: 0)

        init(count: Int) { self.count = count }

        func wait() -> Bool {
            let last = arrived.withLock { arrived in
                arrived += 1
                return arrived == count
            }
            guard !last else {
                for _ in 1..<count { released.signal() }
                return true
            }
            return released.wait(timeout: .now() + 30) == .success
        }
    }

    @Test func moreTasksBlockAtOnceThanThePoolHasThreads() async {
        let barrier = Barrier(count: ProcessInfo.processInfo.activeProcessorCount + 2)
        let met = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<barrier.count { group.addTask { barrier.wait() } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(met == barrier.count)
    }
}
