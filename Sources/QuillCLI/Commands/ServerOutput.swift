#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import QuillHTTP
import Synchronization

/// Standard output and error for what `quill dev` and `quill serve` print while they
/// serve (reloads, the request log): one `write` call per message, so lines from different threads do not interleave.
struct ServerOutput: Sendable {
    func write(_ text: String) { emit(text, to: STDOUT_FILENO) }

    func writeError(_ text: String) { emit(text, to: STDERR_FILENO) }

    /// A logger writing `LEVEL: message` lines to standard error.
    func logger(level: LogLevel) -> Logger {
        Logger(level: level) { level, message in emit("\(level): \(message)\n", to: STDERR_FILENO) }
    }
}

/// Writes all of `text` to a file descriptor, retrying short and interrupted writes.
private func emit(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
