import QuillHTTP

/// Log lines collected from any thread, which a test can wait for.
public final class LogLines: Sendable {
    private let lines = Observed<[String]>([])

    public init() {}

    public var all: [String] { lines.value }

    public func append(_ line: String) { lines.update { $0.append(line) } }

    /// A logger at debug level whose lines (`level: message`) come here.
    public var logger: Logger { Logger(level: .debug) { level, line in self.append("\(level): \(line)") } }

    /// Waits for a line containing `text` (one logged already counts); false after
    /// `timeout`, a guard against a hang.
    public func wait(for text: String, timeout: Double = failureGuard) async -> Bool {
        await wait(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Waits until the lines so far meet `condition`; false after `timeout`.
    public func wait(timeout: Double = failureGuard, until condition: @escaping @Sendable ([String]) -> Bool) async -> Bool {
        await lines.wait(timeout: timeout, until: condition)
    }
}
