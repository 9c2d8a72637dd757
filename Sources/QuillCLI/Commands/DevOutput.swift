#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import QuillHTTP
import Synchronization

/// Standard output and error for what `quill dev` prints while it serves (reloads, the
/// request log): one `write` call per message, so lines from different threads do not interleave.
struct DevOutput: Sendable {
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

/// SIGINT and SIGTERM, caught from creation on (their default actions ignored) so that a
/// signal arriving while the server starts is not lost.
final class DevSignals {
    private let received = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    init() {
        let received = received
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { received.signal() }
            source.resume()
            return source
        }
    }

    /// Returns once either signal has arrived.
    func wait() {
        received.wait()
    }

    deinit {
        for source in sources { source.cancel() }
    }
}

/// Runs `body` in a task and blocks the calling thread (a command's) until it returns.
func waitFor<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let result = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let outcome: Result<T, any Error>
        do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
        result.withLock { $0 = outcome }
        done.signal()
    }
    done.wait()
    return try result.withLock { $0! }.get()
}

/// Runs `body` in a task and blocks the calling thread until it returns.
func waitFor(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await body()
        done.signal()
    }
    done.wait()
}
