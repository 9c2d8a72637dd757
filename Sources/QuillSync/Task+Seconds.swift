extension Task where Success == Never, Failure == Never {
    /// Suspends for `seconds`: `Task.sleep(for:)` takes a `Duration`, which needs macOS 13
    /// and iOS 16. Throws `CancellationError` when the task is cancelled.
    public static func sleep(seconds: Double) async throws {
        // At most a million seconds, so that the nanoseconds fit in a UInt64.
        try await sleep(nanoseconds: UInt64(min(max(0, seconds), 1_000_000) * 1_000_000_000))
    }
}
