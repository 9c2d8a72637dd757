import QuillHTTP
import QuillSync

/// What a server counts for `/metrics`, in Prometheus's text format: requests by status
/// and a histogram of their latency (`MetricsMiddleware`), and gauges read when scraped
/// (open connections, subscribers, a database pool: whatever the server registers).
public final class ServerMetrics: Sendable {
    /// A value read at each scrape, with its labels (`["state": "in_use"]`).
    public struct Gauge: Sendable {
        public var name: String
        public var help: String
        public var samples: @Sendable () -> [(labels: [(String, String)], value: Double)]

        /// A gauge of one unlabelled value.
        public init(name: String, help: String, value: @escaping @Sendable () -> Double) {
            self.init(name: name, help: help) { [([], value())] }
        }

        public init(name: String, help: String, samples: @escaping @Sendable () -> [(labels: [(String, String)], value: Double)]) {
            self.name = name
            self.help = help
            self.samples = samples
        }
    }

    /// The latency histogram's upper bounds, in seconds.
    static let buckets: [Double] = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private struct Counts {
        var requestsByStatus: [Int: Int] = [:]
        /// Requests per bucket (not cumulative; the last is beyond every bound).
        var latencies = [Int](repeating: 0, count: ServerMetrics.buckets.count + 1)
        var latencySum = 0.0
    }

    private let counts = Locked(Counts())
    private let gauges = Locked<[Gauge]>([])

    public init() {}

    /// Adds a gauge to what a scrape reports.
    public func register(_ gauge: Gauge) {
        gauges.withLock { $0.append(gauge) }
    }

    /// Counts one request answered with `status` after `seconds`.
    func record(status: Int, seconds: Double) {
        let bucket = Self.buckets.firstIndex { seconds <= $0 } ?? Self.buckets.count
        counts.withLock { counts in
            counts.requestsByStatus[status, default: 0] += 1
            counts.latencies[bucket] += 1
            counts.latencySum += seconds
        }
    }

    /// Everything, in the Prometheus text exposition format (version 0.0.4).
    public func text() -> String {
        let counts = counts.withLock { $0 }
        var text = """
            # HELP quill_http_requests_total HTTP requests answered, by status.
            # TYPE quill_http_requests_total counter

            """
        for (status, count) in counts.requestsByStatus.sorted(by: { $0.key < $1.key }) {
            text += "quill_http_requests_total{status=\"\(status)\"} \(count)\n"
        }
        text += """
            # HELP quill_http_request_duration_seconds Time to answer an HTTP request (until its response's head, for a stream).
            # TYPE quill_http_request_duration_seconds histogram

            """
        var cumulative = 0
        for (index, bound) in Self.buckets.enumerated() {
            cumulative += counts.latencies[index]
            text += "quill_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)\n"
        }
        cumulative += counts.latencies[Self.buckets.count]
        text += "quill_http_request_duration_seconds_bucket{le=\"+Inf\"} \(cumulative)\n"
        text += "quill_http_request_duration_seconds_sum \(counts.latencySum)\n"
        text += "quill_http_request_duration_seconds_count \(cumulative)\n"
        for gauge in gauges.withLock({ $0 }) {
            text += "# HELP \(gauge.name) \(gauge.help)\n# TYPE \(gauge.name) gauge\n"
            for sample in gauge.samples() {
                let labels = sample.labels.map { "\($0.0)=\"\(Self.escaped($0.1))\"" }.joined(separator: ",")
                text += gauge.name + (labels.isEmpty ? "" : "{\(labels)}") + " \(Self.number(sample.value))\n"
            }
        }
        return text
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A label value with `\\`, `"` and newlines escaped.
    private static func escaped(_ label: String) -> String {
        var escaped = ""
        for character in label {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

/// Counts every request by the status of its response and the time it took to make
/// (`ServerMetrics`); a WebSocket upgrade counts as 101 when accepted.
public struct MetricsMiddleware: ServerMiddleware {
    public let metrics: ServerMetrics

    public init(_ metrics: ServerMetrics) {
        self.metrics = metrics
    }

    public func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        let start = MonotonicInstant.now
        let reply = next(request)
        if case .webSocket = reply.http {
            metrics.record(status: 101, seconds: MonotonicInstant.now - start)
            return reply
        }
        let metrics = metrics
        return reply.mapResponse { response in
            metrics.record(status: response.status.code, seconds: MonotonicInstant.now - start)
            return response
        }
    }
}

extension ServerRoute {
    /// `GET /metrics`: the metrics in Prometheus's text format.
    public static func metrics(_ metrics: ServerMetrics, path: String = "/metrics") -> ServerRoute {
        ServerRoute(path: path, methods: [.get, .head]) { _ in
            .response(
                HTTPResponse(
                    status: .ok, headers: ["Content-Type": "text/plain; version=0.0.4; charset=utf-8"], body: Array(metrics.text().utf8)))
        }
    }

    /// `GET /healthz`: 200 `ok` when `check` finds nothing wrong, else 503 with what it found.
    public static func health(path: String = "/healthz", check: @escaping @Sendable () async -> String?) -> ServerRoute {
        ServerRoute(path: path, methods: [.get, .head]) { _ in
            ServerReply(
                .deferred {
                    if let problem = await check() { return .plainText(status: .serviceUnavailable, "unavailable: \(problem)\n") }
                    return .plainText(status: .ok, "ok\n")
                })
        }
    }
}
