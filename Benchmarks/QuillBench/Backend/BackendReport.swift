import Foundation

/// One query's outcome: SQL statements per request, in-process times, and the two servers under wrk.
struct BackendRow {
    let name: String
    let targetStatements: Int
    /// The statements the backend's observer saw for one request, BEGIN and COMMIT not counted.
    let statements: Int
    let floorStatements: Int
    let responseBytes: Int
    /// One request in-process: Quill's executor (the document parsed once) with the JSON
    /// response, and the floor's SQL with its JSON.
    let quillMicroseconds: Double
    let floorMicroseconds: Double
    var quillHTTP: ServerMeasurement?
    var floorHTTP: ServerMeasurement?
    /// The same request with an owner rule on every type and a token verified per request
    /// (SQLite); nil when not measured.
    var ownerMicroseconds: Double?

    /// Quill's time per request over the floor's, in-process (target: at most 2).
    var ratio: Double { quillMicroseconds / floorMicroseconds }

    /// The owner rule's time per request over the time without rules (target: at most 1.2).
    var ownerRatio: Double? { ownerMicroseconds.map { $0 / quillMicroseconds } }

    /// Quill's time per request over the floor's under wrk: the floor's requests/s over Quill's.
    var httpRatio: Double? {
        guard let quill = quillHTTP?.wrk.requestsPerSecond, let floor = floorHTTP?.wrk.requestsPerSecond, quill > 0
        else { return nil }
        return floor / quill
    }

    /// Quill's server CPU time per request over the floor's.
    var cpuRatio: Double? {
        guard let quill = quillHTTP?.cpuMicrosecondsPerRequest, let floor = floorHTTP?.cpuMicrosecondsPerRequest, floor > 0
        else { return nil }
        return quill / floor
    }
}

enum BackendReport {
    static let maxRatio = 2.0
    static let maxOwnerRatio = 1.2

    /// The in-process table, the HTTP table (when measured), then the verdicts.
    static func table(_ rows: [BackendRow]) -> String {
        var inProcess = [["query", "SQL/request", "target", "floor SQL", "bytes", "quill µs", "floor µs", "quill/floor"]]
        for row in rows {
            inProcess.append([
                row.name, String(row.statements), String(row.targetStatements), String(row.floorStatements),
                String(row.responseBytes), String(format: "%.1f", row.quillMicroseconds),
                String(format: "%.1f", row.floorMicroseconds), String(format: "%.2fx", row.ratio),
            ])
            if let owner = row.ownerMicroseconds, let ratio = row.ownerRatio {
                inProcess.append([
                    row.name + ", owner rule + token", "", "", "", "", String(format: "%.1f", owner), "",
                    String(format: "%.2fx quill", ratio),
                ])
            }
        }
        var lines = ["in-process (one request: execution and JSON; the floor: SQL and JSON):", HTTPReport.aligned(inProcess)]
        let http = rows.filter { $0.quillHTTP != nil || $0.floorHTTP != nil }
        if !http.isEmpty {
            var cells = [["query", "server", "req/s", "p50 ms", "p99 ms", "socket errors", "non-2xx", "peak RSS MB", "CPU µs/req"]]
            for row in http {
                for (server, measurement) in [("quill", row.quillHTTP), ("floor", row.floorHTTP)] {
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
            lines += [
                "", "over HTTP (wrk; quill: GraphQLServer + Backend, floor: the same SQL and JSON in an HTTPResponder):",
                HTTPReport.aligned(cells),
            ]
        }
        lines += [
            "",
            "verdicts (targets: AllConferences 2 and Conference(id:) 1 SQL statements per request; quill <= \(Int(maxRatio))x the floor's time per request):",
        ]
        for row in rows {
            var parts = [
                "\(row.statements) statements (target \(row.targetStatements): \(row.statements <= row.targetStatements ? "met" : "missed"))",
                String(format: "in-process %.2fx the floor (%@)", row.ratio, row.ratio <= maxRatio ? "met" : "missed"),
            ]
            if let ratio = row.httpRatio {
                parts.append(String(format: "over HTTP %.2fx the floor's time per request (%@)", ratio, ratio <= maxRatio ? "met" : "missed"))
            }
            if let cpu = row.cpuRatio { parts.append(String(format: "server CPU per request %.2fx", cpu)) }
            if let ratio = row.ownerRatio {
                parts.append(
                    String(
                        format: "owner rule with a token per request %.2fx without rules (target %.1fx: %@)", ratio, maxOwnerRatio,
                        ratio <= maxOwnerRatio ? "met" : "missed"))
            }
            lines.append("  \(row.name): " + parts.joined(separator: "; "))
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON object per query and line: name, statements, target_statements,
    /// floor_statements, bytes, quill_us, floor_us, ratio, then quill_rps … and floor_rps …
    /// (as `quill-bench http` writes them), http_ratio and cpu_ratio (null when not measured).
    static func jsonLines(_ rows: [BackendRow]) -> String {
        rows.map { row in
            var fields = [
                ("name", Report.jsonString("backend " + row.name)), ("statements", String(row.statements)),
                ("target_statements", String(row.targetStatements)), ("floor_statements", String(row.floorStatements)),
                ("bytes", String(row.responseBytes)), ("quill_us", Report.jsonNumber(row.quillMicroseconds)),
                ("floor_us", Report.jsonNumber(row.floorMicroseconds)), ("ratio", Report.jsonNumber(row.ratio)),
                ("owner_us", Report.jsonNumber(row.ownerMicroseconds)), ("owner_ratio", Report.jsonNumber(row.ownerRatio)),
            ]
            fields += HTTPReport.measurementFields("quill", row.quillHTTP)
            fields += HTTPReport.measurementFields("floor", row.floorHTTP)
            fields.append(("http_ratio", Report.jsonNumber(row.httpRatio)))
            fields.append(("cpu_ratio", Report.jsonNumber(row.cpuRatio)))
            return "{" + fields.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"
        }.joined(separator: "\n")
    }
}
