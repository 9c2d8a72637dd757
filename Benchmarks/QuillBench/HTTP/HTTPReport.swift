import Foundation

/// One scenario's outcome: Quill's measurement and the peer's, when measured.
struct HTTPRow {
    let name: String
    let quill: ServerMeasurement?
    let peer: ServerMeasurement?

    /// Quill's requests/s over the peer's.
    var ratio: Double? {
        guard let quill, let peer, peer.wrk.requestsPerSecond > 0 else { return nil }
        return quill.wrk.requestsPerSecond / peer.wrk.requestsPerSecond
    }

    /// The peer's server CPU time per request over Quill's.
    var cpuRatio: Double? {
        guard let quill = quill?.cpuMicrosecondsPerRequest, let peer = peer?.cpuMicrosecondsPerRequest, quill > 0
        else { return nil }
        return peer / quill
    }
}

enum HTTPReport {
    /// Quill's `__typename` requests/s over its static response's, when both were measured.
    static func typenameOfStatic(_ rows: [HTTPRow]) -> Double? {
        guard let floor = rows.first(where: { $0.name == "static" })?.quill?.wrk.requestsPerSecond,
            let typename = rows.first(where: { $0.name == "__typename" })?.quill?.wrk.requestsPerSecond,
            floor > 0
        else { return nil }
        return typename / floor
    }

    /// One line per server and scenario, then the ratios against the suite's targets.
    static func table(_ rows: [HTTPRow], suite: HTTPSuite = .serve) -> String {
        let header = [
            "scenario", "server", "req/s", "p50 ms", "p99 ms", "socket errors", "non-2xx", "peak RSS MB", "CPU µs/req",
        ]
        var cells: [[String]] = []
        for row in rows {
            for (server, measurement) in [("quill", row.quill), (Peer.name, row.peer)] {
                guard let measurement else { continue }
                let wrk = measurement.wrk
                cells.append([
                    row.name, server, String(format: "%.0f", wrk.requestsPerSecond),
                    String(format: "%.3f", wrk.p50Microseconds / 1e3), String(format: "%.3f", wrk.p99Microseconds / 1e3),
                    String(wrk.socketErrors), String(wrk.non2xx),
                    measurement.peakResidentKilobytes.map { String(format: "%.1f", Double($0) / 1024) } ?? "-",
                    measurement.cpuMicrosecondsPerRequest.map { String(format: "%.0f", $0) } ?? "-",
                ])
            }
        }
        let targets =
            suite == .serve
            ? "quill >= 3x \(Peer.name) req/s; __typename >= 60% of static" : "launches-server >= 5x \(Peer.name) req/s"
        var lines = [aligned([header] + cells), "", "ratios (targets: \(targets)):"]
        for row in rows {
            if let ratio = row.ratio {
                let cpu = row.cpuRatio.map { "; \(Peer.name) / quill CPU per request = \(String(format: "%.2f", $0))x" } ?? ""
                lines.append("  \(row.name): quill / \(Peer.name) req/s = \(String(format: "%.2f", ratio))x\(cpu)")
            } else if row.quill != nil, row.peer?.wrk.requests == 0 {
                lines.append("  \(row.name): \(Peer.name) answered no request in time")
            }
        }
        if let share = typenameOfStatic(rows) {
            lines.append("  __typename / static req/s = \(String(format: "%.0f", share * 100))%")
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON object per scenario and line: name, quill_rps, quill_p50_us, quill_p99_us,
    /// quill_socket_errors, quill_non_2xx, quill_rss_kb, quill_cpu_us_per_request, peer, the
    /// same with `peer_`, ratio and cpu_ratio (null when not measured); the `__typename`
    /// line also has `of_static`.
    static func jsonLines(_ rows: [HTTPRow], suite: HTTPSuite = .serve) -> String {
        rows.map { row in
            var fields = [("name", Report.jsonString((suite == .serve ? "http " : "launches ") + row.name))]
            fields += measurementFields("quill", row.quill)
            fields.append(("peer", Report.jsonString(Peer.name)))
            fields += measurementFields("peer", row.peer)
            fields.append(("ratio", Report.jsonNumber(row.ratio)))
            fields.append(("cpu_ratio", Report.jsonNumber(row.cpuRatio)))
            if row.name == "__typename" { fields.append(("of_static", Report.jsonNumber(typenameOfStatic(rows)))) }
            return "{" + fields.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"
        }.joined(separator: "\n")
    }

    static func measurementFields(_ prefix: String, _ measurement: ServerMeasurement?) -> [(String, String)] {
        let wrk = measurement?.wrk
        return [
            ("\(prefix)_rps", Report.jsonNumber(wrk?.requestsPerSecond)),
            ("\(prefix)_p50_us", Report.jsonNumber(wrk?.p50Microseconds)),
            ("\(prefix)_p99_us", Report.jsonNumber(wrk?.p99Microseconds)),
            ("\(prefix)_socket_errors", wrk.map { String($0.socketErrors) } ?? "null"),
            ("\(prefix)_non_2xx", wrk.map { String($0.non2xx) } ?? "null"),
            ("\(prefix)_rss_kb", measurement?.peakResidentKilobytes.map(String.init) ?? "null"),
            ("\(prefix)_cpu_us_per_request", Report.jsonNumber(measurement?.cpuMicrosecondsPerRequest)),
        ]
    }

    /// `lines` as columns: the first two left-aligned, the others right-aligned.
    static func aligned(_ lines: [[String]]) -> String {
        let widths = lines[0].indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        return lines.map { line in
            line.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
