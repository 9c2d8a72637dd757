import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program a test runs: the app under test or a server. Its output and errors are read
/// as they come (a thread each, so that neither pipe fills up), and its exit is an event a
/// test waits on, like the lines it prints (a thread waits for it). Started with
/// `posix_spawn`, not Foundation's `Process`: on Linux that one learns of an exit through
/// a SIGCHLD that another thread may swallow, and its child inherits the test thread's
/// signal mask, in which SIGTERM may be blocked.
public final class Program: Sendable {
    /// What a program that ran to its end did.
    public struct Result: Sendable, CustomStringConvertible {
        public let status: Int32
        public let output: String
        public let errors: String

        /// The printed lines.
        public var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

        public var description: String { "exit status \(status); output:\n\(output)errors:\n\(errors)" }
    }

    /// What the program did so far.
    private struct State: Sendable {
        var output = Data()
        var errors = Data()
        var openPipes = 2
        var status: Int32?

        var ended: Bool { status != nil && openPipes == 0 }
        var result: Result? {
            status.map { Result(status: $0, output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self)) }
        }
    }

    private static let spawning = NSLock()

    public let command: String
    private let state = Watched(State())
    private let pid: Int32

    /// Starts `executable` with `arguments` in `directory`, with this process's environment
    /// plus `environment`, and standard input from /dev/null. Without `capturingOutput`, its
    /// output and errors go to /dev/null too (a daemon it starts would hold the pipes open).
    public init(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:], capturingOutput: Bool = true
    ) throws {
        command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        // One spawn at a time: a pipe made while another program starts would be inherited
        // by it (until marked close-on-exec), which would hold its end open.
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        if capturingOutput {
            guard pipe(&output) == 0, pipe(&errors) == 0 else { throw TestFailure("no pipe for \(command): errno \(errno)") }
            for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturingOutput {
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        // Every signal unblocked and at its default action, whatever this thread's are.
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // posix_spawn cannot change directory portably: a shell does, then becomes the program.
        let words = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory.path, executable.path] + arguments
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let argv = words.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var spawnedPID: pid_t = 0
        let spawned = posix_spawn(&spawnedPID, "/bin/sh", &actions, &attributes, argv, envp)
        if capturingOutput {
            close(output[1])
            close(errors[1])
        }
        guard spawned == 0 else {
            if capturingOutput { close(output[0]); close(errors[0]) }
            throw TestFailure("cannot start \(command): error \(spawned)")
        }
        let pid = spawnedPID
        self.pid = pid
        let state = state
        if capturingOutput {
            Self.readToEnd(output[0], into: state, \.output)
            Self.readToEnd(errors[0], into: state, \.errors)
        } else {
            state.update { $0.openPipes = 0 }
        }
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            // WIFSIGNALED/WTERMSIG and WEXITSTATUS, which Swift does not import (macros).
            let signal = status & 0x7F
            state.update { $0.status = signal == 0 ? (status >> 8) & 0xFF : 128 + signal }
        }
    }

    /// Runs a program to its end.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:], capturingOutput: Bool = true
    ) async throws -> Result {
        try await Program(executable, arguments, in: directory, environment: environment, capturingOutput: capturingOutput).result()
    }

    /// The output once `condition` holds for it; fails if the program ends first.
    public func waitForOutput(_ what: String, until condition: @escaping @Sendable (String) -> Bool) async throws -> String {
        let (command, state) = (command, state)
        return try await withFailureGuard("\(command) did not print \(what)") {
            guard let now = await state.wait(until: { $0.ended || condition(String(decoding: $0.output, as: UTF8.self)) }) else {
                throw CancellationError()
            }
            let output = String(decoding: now.output, as: UTF8.self)
            guard condition(output) else { throw TestFailure("\(command) ended before it printed \(what): \(now.result!)") }
            return output
        }
    }

    /// What the program did, once it ended and closed its output.
    public func result() async throws -> Result {
        let (command, state) = (command, state)
        return try await withFailureGuard("\(command) did not end") {
            guard let result = await state.wait(until: \.ended)?.result else { throw CancellationError() }
            return result
        }
    }

    /// Sends SIGTERM (unless it ended) and waits for the end.
    @discardableResult
    public func stop() async throws -> Result {
        if state.current.status == nil { kill(pid, SIGTERM) }
        return try await result()
    }

    /// Reads `descriptor` to its end on a thread of its own, into `state`'s `stream`, and closes it.
    private static func readToEnd(_ descriptor: Int32, into state: Watched<State>, _ stream: WritableKeyPath<State, Data> & Sendable) {
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                state.update { $0[keyPath: stream].append(contentsOf: buffer[..<count]) }
            }
            close(descriptor)
            state.update { $0.openPipes -= 1 }
        }
    }
}
