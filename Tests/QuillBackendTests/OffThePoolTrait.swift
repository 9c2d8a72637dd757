import QuillTestSupport
import Testing

/// Runs each test of a suite on `BlockingWorkExecutor` rather than Swift's concurrency
/// pool: the backend's tests set up databases (PostgreSQL's cluster, schemas,
/// connections, migrations) and read them back in blocking calls, which would otherwise
/// hold the pool's few threads while other suites' tasks wait for one. Only `async`
/// tests move: Swift Testing runs a synchronous test function on the pool whatever the
/// preference, so a test that blocks for long must be `async` and wait off the pool
/// (as the differential tests wait for node through `ChildProcess.run`).
struct OffThePoolTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            try await withTaskExecutorPreference(BlockingWorkExecutor.shared) { try await function() }
        } else {
            try await function()
        }
    }
}

extension Trait where Self == OffThePoolTrait {
    /// The suite's tests run off Swift's concurrency pool (`OffThePoolTrait`).
    static var offThePool: Self { OffThePoolTrait() }
}
