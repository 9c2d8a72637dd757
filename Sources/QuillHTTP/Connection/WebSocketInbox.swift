import QuillSync

/// A WebSocket's incoming messages on their way to the session, counted, so the
/// connection stops reading from a peer that sends faster than the session takes them.
final class WebSocketInbox: @unchecked Sendable {
    // Safe to share: `iterator` is used only in `next`, which the `messages` stream calls
    // for its single consumer one call at a time; `backlog` is behind a lock; `continuation` is
    // Sendable.

    /// Above this many untaken messages the connection stops reading.
    static let limit = 64

    private let continuation: AsyncStream<WebSocketMessage>.Continuation
    private var iterator: AsyncStream<WebSocketMessage>.Iterator
    private let backlog = Locked<Int>(0)
    /// Called (from the session's task) when the backlog falls to half the limit.
    private let drained: @Sendable () -> Void

    init(drained: @escaping @Sendable () -> Void) {
        let (stream, continuation) = AsyncStream<WebSocketMessage>.makeStream()
        self.continuation = continuation
        iterator = stream.makeAsyncIterator()
        self.drained = drained
    }

    /// The stream the session reads.
    var messages: AsyncStream<WebSocketMessage> { AsyncStream(unfolding: { await self.next() }) }

    /// Whether the session has fallen behind by `limit` messages.
    var isFull: Bool { backlog.value >= Self.limit }

    func yield(_ message: WebSocketMessage) {
        backlog.withLock { $0 += 1 }
        continuation.yield(message)
    }

    /// Ends the stream after the messages already in it.
    func finish() { continuation.finish() }

    private func next() async -> WebSocketMessage? {
        guard let message = await iterator.next() else { return nil }
        if backlog.withLock({
            $0 -= 1; return $0
        }) == Self.limit / 2 {
            drained()
        }
        return message
    }
}
