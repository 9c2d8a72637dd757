import Foundation
import QuillSync

/// Makes node ids like Graphcool's cuids: collision-resistant strings that sort
/// in creation order, so ascending id is creation order.
///
/// An id is 25 lowercase base-36 characters: `c`, the time in milliseconds (9
/// characters, good until the year 5138), a counter (4), and randomness (11,
/// about 57 bits). Within one generator ids strictly increase, even within one
/// millisecond and if the clock steps back: the time used never decreases and
/// the counter orders ids in the same millisecond (when it runs out, the time
/// used moves on to the next millisecond). Across processes, ids made in
/// different milliseconds still sort by time, and the random part keeps them
/// distinct.
package final class IDGenerator: Sendable {
    /// The length of every id.
    package static let length = 25

    static let timeDigits = 9
    static let counterDigits = 4
    static let randomDigits = 11
    /// How many ids one millisecond holds: 36^4, what the counter's 4 digits can count.
    static let idsPerMillisecond = 1_679_616

    private struct State {
        var milliseconds: Int64 = 0
        var counter = 0
    }

    private let clock: @Sendable () -> Int64
    private let counterLimit: Int
    private let state: Locked<State>

    /// A generator reading `clock` (milliseconds since the epoch; the system clock by default).
    package convenience init(clock: @escaping @Sendable () -> Int64 = IDGenerator.systemMilliseconds) {
        self.init(clock: clock, counterLimit: Self.idsPerMillisecond)
    }

    /// A generator whose counter wraps at `counterLimit` (small in tests of the overflow).
    init(clock: @escaping @Sendable () -> Int64, counterLimit: Int) {
        self.clock = clock
        self.counterLimit = counterLimit
        self.state = Locked(State())
    }

    /// The next id.
    package func next() -> String {
        let now = clock()
        return state.withLock { state in
            if now > state.milliseconds {
                state.milliseconds = now
                state.counter = 0
            } else {
                state.counter += 1
                if state.counter == counterLimit {
                    state.milliseconds += 1
                    state.counter = 0
                }
            }
            var id = "c"
            id += Self.base36(UInt64(max(0, state.milliseconds)), digits: Self.timeDigits)
            id += Self.base36(UInt64(state.counter), digits: Self.counterDigits)
            let randomLimit: UInt64 = 131_621_703_842_267_136  // 36^11
            id += Self.base36(UInt64.random(in: 0..<randomLimit), digits: Self.randomDigits)
            return id
        }
    }

    /// `value` in lowercase base 36, left-padded with zeros (or keeping its low digits) to `digits`.
    static func base36(_ value: UInt64, digits: Int) -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var bytes = [UInt8](repeating: 0x30, count: digits)
        var rest = value
        for index in stride(from: digits - 1, through: 0, by: -1) {
            bytes[index] = alphabet[Int(rest % 36)]
            rest /= 36
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Milliseconds since 1970 from the system's real-time clock.
    @Sendable package static func systemMilliseconds() -> Int64 {
        Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
    }
}
