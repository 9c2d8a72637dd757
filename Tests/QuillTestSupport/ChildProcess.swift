#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CQuillSpawn

/// Runs a program to its end for a test, its standard streams from and to files, with
/// `posix_spawn` (`cquill_spawn`) rather than Foundation's `Process`, whose `run()` can
/// crash on Linux in a process with many descriptors open (as a test run with its
/// sockets has).
public enum ChildProcess {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` (a path) with `arguments`; the environment is this process's,
    /// with `environment` added. Waits up to `timeout`, then stops it (SIGTERM, and
    /// SIGKILL 5 s later) and throws. Returns the exit status, or 128 + the signal that
    /// ended it.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
        output: String, errors: String, timeout: Duration
    ) throws -> Int32 {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") { variables[String(text[..<equals])] = String(text[text.index(after: equals)...]) }
            entry += 1
        }
        variables.merge(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = cquill_spawn(&pid, executable, argv, envp, input, output, errors)
        guard code == 0 else { throw Failure(description: "cannot start \(executable): errno \(code)") }
        let deadline = ContinuousClock.now + timeout
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return Self.exitStatus(status) }
            if result < 0 && errno != EINTR { throw Failure(description: "waitpid failed: errno \(errno)") }
            if ContinuousClock.now > deadline {
                kill(pid, SIGTERM)
                let killDeadline = ContinuousClock.now + .seconds(5)
                while waitpid(pid, &status, WNOHANG) == 0 {
                    if ContinuousClock.now > killDeadline {
                        kill(pid, SIGKILL)
                        _ = waitpid(pid, &status, 0)
                        break
                    }
                    usleep(10_000)
                }
                throw Failure(description: "\(executable) \(arguments.joined(separator: " ")) did not finish within \(timeout)")
            }
            usleep(5_000)
        }
    }

    /// The exit code in a `waitpid` status, or 128 + the signal that ended the process.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
