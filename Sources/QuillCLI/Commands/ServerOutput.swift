#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import QuillHTTP

/// Standard output and error for what `quill dev` and `quill serve` print while they
/// serve (reloads, the request log): each message written whole, so that lines from
/// different threads do not interleave.
struct ServerOutput: Sendable {
    func write(_ text: String) { writeAll(text, to: STDOUT_FILENO) }

    func writeError(_ text: String) { writeAll(text, to: STDERR_FILENO) }

    /// A logger writing `LEVEL: message` lines to standard error.
    func logger(level: LogLevel) -> Logger {
        Logger(level: level) { level, message in writeAll("\(level): \(message)\n", to: STDERR_FILENO) }
    }
}

/// The base URL of a server listening on `host:port` (an IPv6 host in brackets).
func baseURL(host: String, port: Int) -> String {
    "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
}
