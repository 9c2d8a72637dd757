import Foundation
import QuillHTTP
import QuillSync
import QuillTestSupport

/// A server started as a child process that prints its URL (`http://HOST:PORT/…`) on
/// standard output once it listens.
final class ServerProcess {
    let name: String
    let process: ChildProcess
    /// The first URL the server printed.
    let url: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `executable arguments` and waits (up to `timeout`) for it to print a URL.
    init(name: String, executable: String, arguments: [String], environment: [String: String] = [:], timeout: Double = 30)
        async throws
    {
        self.name = name
        process = try ChildProcess(executable, arguments, environment: environment)
        ChildProcesses.add(process.pid)
        await process.waitForOutput(timeout: timeout) { Self.printedURL($0) != nil }
        guard let url = Self.printedURL(process.output) else {
            await process.stop(grace: 5)
            ChildProcesses.remove(process.pid)
            throw Failure(description: "\(name) printed no URL; its standard error:\n\(process.errors)")
        }
        self.url = url
    }

    /// The peak resident set of the process so far, in kilobytes (Linux's VmHWM).
    func peakResidentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    }

    /// The CPU time the process has used so far (user + system, all its threads), in
    /// microseconds: fields 14 and 15 of /proc/PID/stat.
    func cpuMicroseconds() -> Double? {
        Self.cpuMicroseconds(pid: process.pid)
    }

    /// The CPU time process `pid` has used so far, as `cpuMicroseconds()`.
    static func cpuMicroseconds(pid: pid_t) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let commandEnd = stat.lastIndex(of: ")")
        else { return nil }
        // After the command name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        let fields = stat[stat.index(after: commandEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) * 1e6 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Sends SIGTERM, waits up to 5 s, then SIGKILL; returns the exit status (nil if a
    /// signal ended it).
    @discardableResult
    func stop() async -> Int32? {
        defer { ChildProcesses.remove(process.pid) }
        guard case .exited(let code) = await process.stop(grace: 5) else { return nil }
        return code
    }

    /// Kills the process if it still runs.
    deinit {
        process.signal(SIGKILL)
        ChildProcesses.remove(process.pid)
    }

    func standardError() -> String { process.errors }

    private static func printedURL(_ text: String) -> String? {
        guard let start = text.range(of: "http://") else { return nil }
        let rest = text[start.lowerBound...]
        guard let end = rest.firstIndex(where: { $0 == " " || $0 == "\n" }) else { return nil }
        return String(rest[..<end])
    }
}

/// The servers and wrk processes still running, killed if quill-bench is interrupted.
enum ChildProcesses {
    private static let running = Locked<Set<pid_t>>([])

    static func add(_ pid: pid_t) { running.withLock { _ = $0.insert(pid) } }
    static func remove(_ pid: pid_t) { running.withLock { _ = $0.remove(pid) } }

    /// From now on: on SIGINT or SIGTERM, kills the running children and exits with status 130.
    static func killOnInterrupt() {
        let signals = TerminationSignals()
        _ = LoopThread {
            signals.wait()
            running.withLock { $0.forEach { kill($0, SIGKILL) } }
            exit(130)
        }
    }
}
