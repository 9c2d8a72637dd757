/// How long to warm up, how long one sample should take, and how many samples to take.
///
/// The node script receives the same numbers, so both sides are measured alike.
struct Methodology: Sendable {
    var warmUp: Duration
    var sampleTarget: Duration
    var samples: Int

    /// Samples of about 15 ms; the median of 21 of them.
    static let standard = Methodology(warmUp: .milliseconds(300), sampleTarget: .milliseconds(15), samples: 21)
    /// A smoke run, or a short run under a profiler.
    static let quick = Methodology(warmUp: .milliseconds(20), sampleTarget: .milliseconds(2), samples: 5)
}

/// The median time of one iteration, with how it was measured.
struct Timing: Sendable {
    let medianMicroseconds: Double
    let iterationsPerSample: Int
}

extension Methodology {
    /// Warms `run` up, calibrates the iterations per sample, and returns the median per-iteration time.
    func measure(_ run: () throws -> Int) rethrows -> Timing {
        let clock = ContinuousClock()
        // Warm-up in doubling batches; the last (largest, warmest) batch estimates one iteration's time.
        var batch = 1
        var perIteration = 0.0
        let warmUpEnd = clock.now + warmUp
        repeat {
            let elapsed = try clock.measure { try runBatch(run, iterations: batch) }
            perIteration = elapsed.seconds / Double(batch)
            batch *= 2
        } while clock.now < warmUpEnd
        let iterations = max(1, Int((sampleTarget.seconds / max(perIteration, 1e-9)).rounded()))
        var times: [Double] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples {
            let elapsed = try clock.measure { try runBatch(run, iterations: iterations) }
            times.append(elapsed.seconds / Double(iterations))
        }
        return Timing(medianMicroseconds: median(times) * 1e6, iterationsPerSample: iterations)
    }

    private func runBatch(_ run: () throws -> Int, iterations: Int) rethrows {
        var sink = 0
        for _ in 0..<iterations {
            sink &+= try run()
        }
        blackHole(sink)
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

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
