import Testing

@testable import QuillHTTP

/// When a WebSocket peer is pinged and when it is given up on.
@Suite struct WebSocketLivenessTests {
    static let second: UInt64 = 1_000_000_000

    static func action(
        _ now: UInt64, received: UInt64, pinged: UInt64?, interval: UInt64 = 30 * second, reading: Bool = true
    ) -> WebSocketLiveness.Action {
        WebSocketLiveness.action(
            now: now * second, lastReceived: received * second, pingSentAt: pinged.map { $0 * second }, interval: interval,
            reading: reading)
    }

    @Test func aQuietPeerIsPingedAfterTheInterval() {
        #expect(Self.action(130, received: 100, pinged: nil) == .none)
        #expect(Self.action(131, received: 100, pinged: nil) == .ping)
    }

    @Test func anUnansweredPingClosesAfterTheInterval() {
        #expect(Self.action(150, received: 100, pinged: 131) == .none)
        #expect(Self.action(162, received: 100, pinged: 131) == .close)
    }

    @Test func anyBytesAfterThePingAnswerIt() {
        // The pong (or any frame) came at 140: the next ping is due 30 s after it.
        #expect(Self.action(162, received: 140, pinged: 131) == .none)
        #expect(Self.action(171, received: 140, pinged: 131) == .ping)
    }

    @Test func aZeroIntervalNeverPingsNorCloses() {
        #expect(Self.action(1000, received: 0, pinged: nil, interval: 0) == .none)
        #expect(Self.action(1000, received: 0, pinged: 1, interval: 0) == .none)
    }

    @Test func aPeerIsNotSilentWhileThisEndDoesNotRead() {
        // The session fell behind at 100 and nothing was read since: neither a ping nor a
        // close, however long; the silence counts from now.
        #expect(Self.action(131, received: 100, pinged: nil, reading: false) == .restart)
        #expect(Self.action(162, received: 100, pinged: 131, reading: false) == .restart)
    }
}
