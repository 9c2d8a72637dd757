/// Severity of a log line, least severe first.
public enum LogLevel: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case debug, info, warning, error

    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }

    public var description: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}

/// Writes log lines at or above `level` to `sink` (standard error by default in the CLI).
public struct Logger: Sendable {
    public var level: LogLevel
    private let sink: @Sendable (LogLevel, String) -> Void

    public init(level: LogLevel = .info, sink: @escaping @Sendable (LogLevel, String) -> Void) {
        self.level = level
        self.sink = sink
    }

    /// A logger that writes nothing.
    public static let disabled = Logger(level: .error) { _, _ in }

    public func isEnabled(_ level: LogLevel) -> Bool { level >= self.level }

    /// Logs `message` (built only when `level` is enabled).
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        if isEnabled(level) { sink(level, message()) }
    }
}
