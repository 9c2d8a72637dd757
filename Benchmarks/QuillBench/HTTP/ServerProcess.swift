import Foundation
import Synchronization

/// A server started as a child process that prints its URL (`http://HOST:PORT/…`) on
/// standard output once it listens. Its streams go to files, so no pipe can fill up.
final class ServerProcess {
    let name: String
    let process = Process()
    /// The first URL the server printed.
    private(set) var url = ""
    private let output: URL
    private let errors: URL

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `executable arguments` and waits (up to `timeout`) for it to print a URL.
    init(name: String, executable: String, arguments: [String], environment: [String: String] = [:], timeout: Duration = .seconds(30)) throws {
        self.name = name
        let directory = FileManager.default.temporaryDirectory
        let stem = "quill-bench-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
        output = directory.appendingPathComponent(stem + ".out")
        errors = directory.appendingPathComponent(stem + ".err")
        try Data().write(to: output)
        try Data().write(to: errors)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        ChildProcesses.add(process.processIdentifier)
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let url = printedURL() {
                self.url = url
                return
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        stop()
        throw Failure(description: "\(name) printed no URL; its standard error:\n\(standardError())")
    }

    /// The peak resident set of the process so far, in kilobytes (Linux's VmHWM).
    func peakResidentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    }

    /// The CPU time the process has used so far (user + system, all its threads), in
    /// microseconds: fields 14 and 15 of /proc/PID/stat.
    func cpuMicroseconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let commandEnd = stat.lastIndex(of: ")")
        else { return nil }
        // After the command name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        let fields = stat[stat.index(after: commandEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) * 1e6 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Sends SIGTERM, waits up to 5 s, then SIGKILL; returns the exit status (nil if killed).
    @discardableResult
    func stop() -> Int32? {
        defer { ChildProcesses.remove(process.processIdentifier) }
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGTERM)
        let deadline = ContinuousClock.now + .seconds(5)
        while process.isRunning && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.removeItem(at: errors)
    }

    func standardError() -> String {
        (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }

    private func printedURL() -> String? {
        guard let text = try? String(contentsOf: output, encoding: .utf8),
            let start = text.range(of: "http://")
        else { return nil }
        let rest = text[start.lowerBound...]
        guard let end = rest.firstIndex(where: { $0 == " " || $0 == "\n" }) else { return nil }
        return String(rest[..<end])
    }
}

/// The servers and wrk processes still running, killed if quill-bench is interrupted.
enum ChildProcesses {
    private static let running = Mutex<Set<pid_t>>([])

    static func add(_ pid: pid_t) { running.withLock { _ = $0.insert(pid) } }
    static func remove(_ pid: pid_t) { running.withLock { _ = $0.remove(pid) } }

    /// Until the returned sources are released: on SIGINT or SIGTERM, kills the
    /// running children and exits with status 130.
    static func killOnInterrupt() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                running.withLock { $0.forEach { kill($0, SIGKILL) } }
                exit(130)
            }
            source.resume()
            return source
        }
    }
}
