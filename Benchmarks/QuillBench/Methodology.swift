import Foundation

/// How long to warm up, how long one sample should take, how many samples to take,
/// and which clock times them.
///
/// The node script receives the same numbers, so both sides are measured alike.
struct Methodology: Sendable {
    var warmUp: Double
    var sampleTarget: Double
    var samples: Int
    var clock = BenchClock.wall

    /// Samples of about 15 ms; the median of 21 of them.
    static let standard = Methodology(warmUp: 0.3, sampleTarget: 0.015, samples: 21)
    /// A smoke run, or a short run under a profiler.
    static let quick = Methodology(warmUp: 0.1, sampleTarget: 0.002, samples: 5)
}

/// What a sample's time is: elapsed wall time, or CPU time of the whole process
/// (steadier on a loaded machine, since time spent descheduled does not count).
enum BenchClock: String, Sendable {
    case wall
    case cpu

    /// Nanoseconds since an arbitrary start: CLOCK_MONOTONIC or CLOCK_PROCESS_CPUTIME_ID.
    func now() -> UInt64 {
        var time = timespec()
        clock_gettime(self == .wall ? CLOCK_MONOTONIC : CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// The median time of one iteration, with how it was measured.
struct Timing: Sendable {
    let medianMicroseconds: Double
    let iterationsPerSample: Int
}

extension Methodology {
    /// Warms `run` up, calibrates the iterations per sample, and returns the median per-iteration time.
    func measure(_ run: () throws -> Int) rethrows -> Timing {
        // Warm-up in doubling batches; the last (largest, warmest) batch estimates one iteration's time.
        var batch = 1
        var perIteration = 0.0
        let warmUpEnd = BenchClock.wall.now() + UInt64(warmUp * 1e9)
        repeat {
            perIteration = try time(run, iterations: batch) / Double(batch)
            batch *= 2
        } while BenchClock.wall.now() < warmUpEnd
        let iterations = max(1, Int((sampleTarget / max(perIteration, 1e-9)).rounded()))
        var times: [Double] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples {
            times.append(try time(run, iterations: iterations) / Double(iterations))
        }
        return Timing(medianMicroseconds: median(times) * 1e6, iterationsPerSample: iterations)
    }

    /// Seconds that `iterations` runs take on `clock`.
    private func time(_ run: () throws -> Int, iterations: Int) rethrows -> Double {
        var sink = 0
        let start = clock.now()
        for _ in 0..<iterations {
            sink &+= try run()
        }
        let end = clock.now()
        blackHole(sink)
        return Double(end - start) / 1e9
    }
}

/// The middle value (mean of the two middle values for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Takes a value the optimizer must assume is used.
@inline(never) @_optimize(none)
func blackHole(_ value: Int) {}
