/// How long a test waits for something before it fails: a guard against a hang, never
/// what decides. Generous, because on a loaded two-core machine a build, a server and the
/// app under test share the cores.
public let failureGuard: Duration = .seconds(120)

/// A test's failure, said in words.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Runs `operation`, failing with `message` if it takes longer than `limit`.
func withFailureGuard<T: Sendable>(
    _ message: @escaping @autoclosure @Sendable () -> String, limit: Duration = failureGuard,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw TestFailure("\(message()) (waited \(limit))")
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
