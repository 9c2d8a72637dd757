import Foundation

/// The report of `quill-bench fanout`: the fan-out's latency percentiles, the two delivery
/// rates and their ratio against the target (the GraphQL path within 2x of the floor).
struct FanoutReport {
    let options: FanoutOptions
    let fanout: FanoutMeasurement
    let quillRate: RateMeasurement
    let floorRate: RateMeasurement
    let frameBytes: Int
    let load: String

    static let targetRatio = 2.0

    var table: String {
        let samples = fanout.samples
        func row(_ from: String, _ to: String, _ nanoseconds: [Double]) -> [String] {
            let sorted = nanoseconds.sorted()
            return [from, to] + [0.5, 0.99, 1].map { String(format: "%.3f", Self.percentile($0, of: sorted) / 1e6) }
        }
        let latency = HTTPReport.aligned([
            ["from", "to", "p50 ms", "p99 ms", "max ms"],
            row("mutation sent", "its response", samples.map { Double($0.response) }),
            row("mutation sent", "last delivery", samples.map { Double($0.lastDelivery) }),
            row("its response", "last delivery", samples.map { Double($0.afterResponse) }),
        ])
        let perDelivery = fanout.serverCPUMicrosecondsPerMutation.map { $0 / Double(options.subscribers) }
        let cpu =
            "CPU per mutation: quill dev \(Self.format(fanout.serverCPUMicrosecondsPerMutation, "%.0f")) µs "
            + "(\(Self.format(perDelivery, "%.1f")) µs per delivery), quill-bench \(String(format: "%.0f", fanout.clientCPUMicrosecondsPerMutation)) µs"
        func rateRow(_ name: String, _ transport: String, _ rate: RateMeasurement) -> [String] {
            [
                name, transport, String(format: "%.0f", rate.eventsPerSecond), Self.format(rate.serverCPUMicrosecondsPerEvent, "%.2f"),
                String(format: "%.2f", rate.clientCPUMicrosecondsPerEvent), String(format: "%.0f%%", rate.clientBusy * 100),
            ]
        }
        let rates = HTTPReport.aligned([
            ["server", "socket", "events/s", "server CPU µs/event", "client CPU µs/event", "client busy"],
            rateRow("quill dev", "graphql-transport-ws", quillRate),
            rateRow("floor", "bare WebSocket, QuillHTTP", floorRate),
        ])
        let ratio = floorRate.eventsPerSecond / quillRate.eventsPerSecond
        let cpuRatio = quillRate.serverCPUMicrosecondsPerEvent.flatMap { quill in
            floorRate.serverCPUMicrosecondsPerEvent.map { quill / $0 }
        }
        return """
            fan-out: one mutation (updateConference) to \(options.subscribers) subscribers over \(options.sockets) sockets, \
            \(options.mutations) mutations after \(options.warmUpMutations) warm-up; load \(load)
            \(latency)
            \(cpu)

            delivery rate: \(options.events) events to 1 subscriber over 1 socket, median of \(options.bursts) bursts; \
            \(frameBytes)-byte next frames
            \(rates)

            verdict (target: the GraphQL path within \(String(format: "%.0f", Self.targetRatio))x of the floor): \
            floor/quill \(String(format: "%.2f", ratio))x events/s (\(ratio <= Self.targetRatio ? "met" : "not met")); \
            server CPU per event \(Self.format(cpuRatio, "%.2f"))x the floor's
            """
    }

    /// The nearest-rank percentile `fraction` of `sorted` (ascending, not empty).
    static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        sorted[max(0, min(sorted.count - 1, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
    }

    private static func format(_ value: Double?, _ format: String) -> String {
        value.map { String(format: format, $0) } ?? "?"
    }
}
