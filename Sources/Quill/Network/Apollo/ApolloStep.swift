import QuillSync

/// An Apollo interceptor's turn on the async chain: the wait for its completion (or its
/// `proceedAsync`, `retry`, `cancel`), and what the rest of the chain returned.
final class ApolloStep<Operation: GraphQLOperation>: Sendable {
    typealias Outcome = InterceptorResult<Operation>

    private struct State {
        var continuation: CheckedContinuation<Outcome, any Error>?
        var outcome: Outcome?
        var isFinished = false
        var isCancelled = false
        var inner: Task<Void, Never>?
    }

    private let state: Locked<State>
    /// Whether the interceptor runs after the fetch (it has the rest of the chain's outcome).
    let isAfterFetch: Bool

    /// A step before the fetch, or after it with what the rest of the chain returned.
    init(after outcome: Outcome? = nil) {
        state = Locked(State(outcome: outcome))
        isAfterFetch = outcome != nil
    }

    /// Calls `start` (which hands the interceptor its chain and completion), then waits
    /// for the step to end; cancelling the task cancels the step.
    func run(_ start: () -> Void) async throws -> Outcome {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let finished = state.withLock { state in
                    if !state.isFinished { state.continuation = continuation }
                    return state.isFinished
                }
                if finished { return continuation.resume(throwing: CancellationError()) }
                start()
            }
        } onCancel: {
            cancel()
        }
    }

    var isCancelled: Bool { state.value.isCancelled }

    /// What the rest of the chain returned (nil before it ran, or when it did not).
    var outcome: Outcome? { state.value.outcome }

    /// Runs the rest of the chain in a task of its own, keeping what it returns.
    func proceed(_ body: @escaping @Sendable () async throws -> Outcome, then: @escaping @Sendable (Result<Outcome, any Error>) -> Void) {
        let task = Task {
            do {
                let outcome = try await body()
                state.withLock { $0.outcome = outcome }
                then(.success(outcome))
            } catch {
                then(.failure(error))
            }
        }
        state.withLock { $0.inner = task }
    }

    /// Ends the step with the interceptor's result (the response stays the one fetched).
    func complete(_ result: Result<GraphQLResult<Operation.Data>, any Error>) {
        switch result {
        case .success(let value):
            var outcome = outcome ?? Outcome(response: nil)
            outcome.result = value
            finish(.success(outcome))
        case .failure(let error): finish(.failure(error))
        }
    }

    /// Ends the step; the first end wins.
    func finish(_ result: Result<Outcome, any Error>) {
        let continuation = state.withLock { state in
            state.isFinished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    func cancel() {
        let inner = state.withLock { state in
            state.isCancelled = true
            return state.inner
        }
        inner?.cancel()
        finish(.failure(CancellationError()))
    }
}

/// Thrown up the chain by `RequestChain.retry`: the transport runs the chain again from
/// its first interceptor with `request`.
struct ChainRetry<Operation: GraphQLOperation>: Error {
    let request: GraphQLHTTPRequest<Operation>
}
