import Foundation
import QuillTestSupport

/// What one `wrk --latency` run measured.
struct WrkResult: Sendable, Equatable {
    var requestsPerSecond: Double
    var requests: Int
    var p50Microseconds: Double
    var p99Microseconds: Double
    /// connect + read + write + timeout errors.
    var socketErrors: Int
    /// Responses whose status is 400 or above ("Non-2xx or 3xx responses").
    var non2xx: Int
}

/// Runs `wrk` (Debian's `wrk`, 4.x) against one URL with one POST body.
struct Wrk {
    var threads: Int
    var connections: Int
    var timeoutSeconds: Int

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs wrk for `seconds` POSTing `body` as application/json to `url`.
    func run(url: String, body: String, seconds: Int) async throws -> WrkResult {
        let script = FileManager.default.temporaryDirectory
            .appendingPathComponent("quill-bench-wrk-\(ProcessInfo.processInfo.processIdentifier).lua")
        try Wrk.luaScript(body: body).write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let process = try ChildProcess(
            "/usr/bin/env",
            [
                "wrk", "-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--timeout", "\(timeoutSeconds)s", "--latency", "-s", script.path, url,
            ], inheritErrors: true)
        ChildProcesses.add(process.pid)
        defer { ChildProcesses.remove(process.pid) }
        // wrk stops itself after `seconds`; the rest is a guard against a hang.
        guard let ended = await process.wait(timeout: Double(seconds + timeoutSeconds + 60)) else {
            await process.stop(grace: 5)
            throw Failure(description: "wrk did not finish")
        }
        guard ended == .exited(0) else {
            throw Failure(description: "wrk ended with \(ended): \(process.output)")
        }
        return try Wrk.parse(process.output)
    }

    /// A wrk script that sends every request as a POST of `body`.
    static func luaScript(body: String) -> String {
        """
        wrk.method = "POST"
        wrk.headers["Content-Type"] = "application/json"
        wrk.body = \(luaString(body))

        """
    }

    /// `text` as a Lua string literal with three-digit decimal escapes for anything but printable ASCII.
    private static func luaString(_ text: String) -> String {
        var literal = "\""
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                literal.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                literal += "\\" + String(repeating: "0", count: 3 - String(byte).count) + String(byte)
            }
        }
        return literal + "\""
    }

    /// Reads the report wrk prints with `--latency`.
    static func parse(_ output: String) throws -> WrkResult {
        var result = WrkResult(
            requestsPerSecond: .nan, requests: -1, p50Microseconds: .nan, p99Microseconds: .nan, socketErrors: 0,
            non2xx: 0)
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = words.first else { continue }
            switch first {
            case "Requests/sec:" where words.count == 2:
                result.requestsPerSecond = Double(words[1]) ?? .nan
            case "50%" where words.count == 2:
                result.p50Microseconds = microseconds(words[1]) ?? .nan
            case "99%" where words.count == 2:
                result.p99Microseconds = microseconds(words[1]) ?? .nan
            case "Socket" where line.contains("errors:"):
                // "Socket errors: connect 0, read 0, write 0, timeout 0"
                result.socketErrors = words.compactMap { Int($0.filter(\.isNumber)) }.reduce(0, +)
            case "Non-2xx":
                result.non2xx = words.last.flatMap { Int($0) } ?? -1
            case _ where words.count > 2 && words[1] == "requests" && words[2] == "in":
                result.requests = Int(first) ?? -1
            default:
                continue
            }
        }
        guard !result.requestsPerSecond.isNaN, !result.p50Microseconds.isNaN, !result.p99Microseconds.isNaN,
            result.requests >= 0
        else { throw Failure(description: "unexpected wrk output:\n\(output)") }
        return result
    }

    /// A wrk duration such as `250.00us`, `1.23ms` or `2.00s`, in microseconds.
    static func microseconds(_ text: Substring) -> Double? {
        let units: [(String, Double)] = [("us", 1), ("ms", 1e3), ("m", 60e6), ("s", 1e6)]
        for (suffix, scale) in units where text.hasSuffix(suffix) {
            return Double(text.dropLast(suffix.count)).map { $0 * scale }
        }
        return nil
    }
}
