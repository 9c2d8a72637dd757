import GraphQL
import QuillHTTP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error for what `quill dev` and `quill serve` print while they
/// serve (reloads, the request log): each message written whole, so that lines from
/// different threads do not interleave.
struct ServerOutput: Sendable {
    func write(_ text: String) { writeAll(text, to: STDOUT_FILENO) }

    func writeError(_ text: String) { writeAll(text, to: STDERR_FILENO) }

    /// A logger writing `LEVEL: message` lines, or JSON objects, to standard error.
    func logger(level: LogLevel, format: ServerOptions.LogFormat = .text) -> Logger {
        switch format {
        case .text: Logger(level: level) { level, message in writeAll("\(level): \(message)\n", to: STDERR_FILENO) }
        case .json: Logger(level: level) { level, message in writeAll(Self.jsonLine(level, message, time: Self.now()), to: STDERR_FILENO) }
        }
    }

    /// A log line as a JSON object: `time` and `level`, then the members of a message that
    /// is a JSON object (the request log's), or else the message as `message`.
    static func jsonLine(_ level: LogLevel, _ message: String, time: String) -> String {
        var line: JSONObject = ["time": .string(time), "level": .string(level.description)]
        if message.hasPrefix("{"), case .object(let members)? = try? JSONReader().read(message) {
            line.members += members.members
        } else {
            line.append("message", .string(message))
        }
        return String(decoding: JSONValue.object(line).serialized(), as: UTF8.self) + "\n"
    }

    /// The time now in UTC, as RFC 3339 with milliseconds (`2025-01-02T03:04:05.678Z`).
    static func now() -> String {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        var seconds = time_t(time.tv_sec)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let milliseconds = Int(time.tv_nsec) / 1_000_000
        let fraction = milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : "\(milliseconds)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)Z"
    }
}

/// The base URL of a server listening on `host:port` (an IPv6 host in brackets).
func baseURL(host: String, port: Int) -> String {
    "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
}
