import GraphQL
import QuillHTTP
import QuillSync
import QuillTestSupport
import Testing

@testable import QuillServer

@Suite struct MetricsTests {
    /// The Prometheus client's own parser (prometheus-client, PyPI) reads what /metrics serves.
    static let parse = """
        import json, sys
        from prometheus_client.parser import text_string_to_metric_families
        samples = []
        for family in text_string_to_metric_families(sys.stdin.read()):
            for sample in family.samples:
                samples.append([family.type, sample.name, sample.labels, "%g" % sample.value])
        json.dump(samples, sys.stdout, sort_keys=True)
        """

    @Test func requestsAreCountedByStatusAndServedToPrometheus() async throws {
        let metrics = ServerMetrics()
        metrics.register(ServerMetrics.Gauge(name: "quill_http_open_connections", help: "Open connections.") { 3 })
        metrics.register(
            ServerMetrics.Gauge(name: "quill_database_connections", help: "Connections of the pool.") {
                [([("state", "in_use")], 1), ([("state", "idle")], 4)]
            })
        let server = try makeTestServer { $0.metrics = metrics }
        _ = await answer(server, post(#"{"query":"{ hello }"}"#))
        _ = await answer(server, post(#"{"query":"{ slow }"}"#))
        _ = await answer(server, httpRequest(.get, "/missing"))
        let scrape = await answer(server, httpRequest(.get, "/metrics"))
        #expect(scrape.status == 200)
        #expect(scrape.contentType == "text/plain; version=0.0.4; charset=utf-8")
        #expect(scrape.text.contains("quill_http_requests_total{status=\"200\"} 2\n"))
        #expect(scrape.text.contains("quill_http_requests_total{status=\"404\"} 1\n"))
        #expect(scrape.text.contains("quill_http_request_duration_seconds_count 3\n"))
        #expect(scrape.text.contains("quill_database_connections{state=\"in_use\"} 1\n"))
        let parsed = try await Python.run(Self.parse, input: scrape.text)
        let samples = try JSONReader().read(parsed)
        #expect(samples.arrayValue?.contains(["counter", "quill_http_requests_total", ["status": "200"], "2"]) == true)
        #expect(samples.arrayValue?.contains(["histogram", "quill_http_request_duration_seconds_bucket", ["le": "+Inf"], "3"]) == true)
        #expect(samples.arrayValue?.contains(["histogram", "quill_http_request_duration_seconds_count", [:], "3"]) == true)
        #expect(samples.arrayValue?.contains(["gauge", "quill_http_open_connections", [:], "3"]) == true)
        #expect(samples.arrayValue?.contains(["gauge", "quill_database_connections", ["state": "idle"], "4"]) == true)
        // The scrape itself is counted once it is answered.
        #expect(await answer(server, httpRequest(.get, "/metrics")).text.contains("quill_http_requests_total{status=\"200\"} 3\n"))
    }

    @Test func theHistogramIsCumulative() {
        let metrics = ServerMetrics()
        metrics.record(status: 200, seconds: 0.000_5)
        metrics.record(status: 200, seconds: 0.030)
        metrics.record(status: 500, seconds: 20)
        let text = metrics.text()
        #expect(text.contains("quill_http_request_duration_seconds_bucket{le=\"0.001\"} 1\n"))
        #expect(text.contains("quill_http_request_duration_seconds_bucket{le=\"0.025\"} 1\n"))
        #expect(text.contains("quill_http_request_duration_seconds_bucket{le=\"0.05\"} 2\n"))
        #expect(text.contains("quill_http_request_duration_seconds_bucket{le=\"10.0\"} 2\n"))
        #expect(text.contains("quill_http_request_duration_seconds_bucket{le=\"+Inf\"} 3\n"))
        #expect(text.contains("quill_http_requests_total{status=\"500\"} 1\n"))
    }

    @Test func theHealthRouteAsksItsCheck() async throws {
        var server = try makeTestServer()
        let problem = Locked<String?>(nil)
        server.routes.append(.health { problem.withLock { $0 } })
        let healthy = await answer(server, httpRequest(.get, "/healthz"))
        #expect(healthy.status == 200)
        #expect(healthy.text == "ok\n")
        problem.withLock { $0 = "the database does not answer" }
        let unhealthy = await answer(server, httpRequest(.get, "/healthz"))
        #expect(unhealthy.status == 503)
        #expect(unhealthy.text == "unavailable: the database does not answer\n")
    }
}
