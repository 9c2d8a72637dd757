import QuillSync

/// The body of a request that the responder reads as it arrives (see
/// `HTTPResponder.streamsBody`): its chunks in order, then the end, or the error that
/// cut it short (413 beyond `maxStreamedBodyBytes`, a malformed chunk, the peer gone).
/// One consumer. The connection stops reading while `limit` bytes wait unread, so a body
/// never sits in memory whole.
public final class HTTPRequestBody: AsyncSequence, Sendable {
    public typealias Element = [UInt8]

    /// Above this many unread bytes the connection stops reading.
    static let limit = 1 << 20

    private struct State {
        var chunks: [[UInt8]] = []
        var unread = 0
        var end: Result<Void, any Error>?
        var waiter: CheckedContinuation<[UInt8]?, any Error>?
    }

    private let state = Locked(State())
    /// Called when the unread bytes fall below half the limit.
    private let drained: @Sendable () -> Void

    /// A body the server fills; `drained` tells it to read again.
    init(drained: @escaping @Sendable () -> Void) {
        self.drained = drained
    }

    /// A body of `chunks`, whole: for tests and responders called directly.
    public convenience init(_ chunks: [[UInt8]]) {
        self.init(drained: {})
        for chunk in chunks { append(chunk) }
        finish()
    }

    /// Whether the responder has fallen `limit` bytes behind.
    var isFull: Bool { state.withLock { $0.unread >= Self.limit } }

    func append(_ chunk: [UInt8]) {
        guard !chunk.isEmpty else { return }
        let waiter = state.withLock { state -> CheckedContinuation<[UInt8]?, any Error>? in
            guard state.end == nil else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.chunks.append(chunk)
            state.unread += chunk.count
            return nil
        }
        waiter?.resume(returning: chunk)
    }

    /// The body ended.
    func finish() { end(.success(())) }

    /// The body will not arrive whole.
    func fail(_ error: any Error) { end(.failure(error)) }

    private func end(_ result: Result<Void, any Error>) {
        let waiter = state.withLock { state -> CheckedContinuation<[UInt8]?, any Error>? in
            guard state.end == nil else { return nil }
            state.end = result
            defer { state.waiter = nil }
            return state.waiter
        }
        switch result {
        case .success: waiter?.resume(returning: nil)
        case .failure(let error): waiter?.resume(throwing: error)
        }
    }

    /// The next chunk; nil at the end.
    func next() async throws -> [UInt8]? {
        try await withCheckedThrowingContinuation { continuation in
            enum Next {
                case chunk([UInt8], drained: Bool)
                case end(Result<Void, any Error>)
                case wait
            }
            let next = state.withLock { state -> Next in
                if !state.chunks.isEmpty {
                    let chunk = state.chunks.removeFirst()
                    let wasAbove = state.unread >= Self.limit / 2
                    state.unread -= chunk.count
                    return .chunk(chunk, drained: wasAbove && state.unread < Self.limit / 2)
                }
                if let end = state.end { return .end(end) }
                state.waiter = continuation
                return .wait
            }
            switch next {
            case .chunk(let chunk, let drained):
                if drained { self.drained() }
                continuation.resume(returning: chunk)
            case .end(.success): continuation.resume(returning: nil)
            case .end(.failure(let error)): continuation.resume(throwing: error)
            case .wait: break
            }
        }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(body: self) }

    public struct Iterator: AsyncIteratorProtocol {
        let body: HTTPRequestBody

        public mutating func next() async throws -> [UInt8]? {
            try await body.next()
        }
    }
}

/// Why a streamed request body did not arrive whole: 413 beyond the limit, 400 for a
/// malformed body or a peer that left, 503 when the server shut down.
public struct HTTPRequestBodyError: Error, Sendable, Hashable {
    public let status: HTTPStatus
}
