#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A moment of the system's monotonic clock, for deadlines and elapsed times:
/// `ContinuousClock` needs macOS 13 and iOS 16.
public struct MonotonicInstant: Comparable, Hashable, Sendable {
    /// Nanoseconds since the clock's origin (the system's boot, or so).
    public let nanoseconds: Int64

    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    public static var now: MonotonicInstant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return MonotonicInstant(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// `seconds` later (earlier when negative); capped at a million seconds either way.
    public static func + (instant: MonotonicInstant, seconds: Double) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: instant.nanoseconds + Int64(min(max(seconds, -1_000_000), 1_000_000) * 1_000_000_000))
    }

    /// The seconds from `earlier` to `later`.
    public static func - (later: MonotonicInstant, earlier: MonotonicInstant) -> Double {
        Double(later.nanoseconds - earlier.nanoseconds) / 1_000_000_000
    }

    public static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }
}
