import CQuillSpawn
import QuillHTTP
import QuillHTTPClient
import QuillSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process for a test or the benchmark, started with `posix_spawn`
/// (`cquill_spawn`) rather than Foundation's `Process`, whose `run()` can crash on Linux in
/// a process with many descriptors open (as a test run with its sockets has).
///
/// Its standard output and errors come through pipes, read as they arrive (so neither can
/// fill up and block it) into `output` and `errors`, which a test can wait on; its exit is
/// an event too (a pidfd on Linux; on Darwin, which has none, `waitpid` is asked every
/// 10 ms). Every wait takes a timeout, a guard against a hang, never what decides.
public final class ChildProcess: Sendable {
    /// How a process ended.
    public enum Termination: Sendable, Hashable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        /// The exit code, or 128 + the signal, as a shell reports it.
        public var status: Int32 {
            switch self {
            case .exited(let code): code
            case .signalled(let signal): 128 + signal
            }
        }

        public var description: String {
            switch self {
            case .exited(let code): "exit status \(code)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    /// What a process that ran to its end did.
    public struct Result: Sendable {
        public var termination: Termination
        public var output: [UInt8]
        public var errors: [UInt8]

        public var status: Int32 { termination.status }
        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorsText: String { String(decoding: errors, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    public let pid: pid_t
    /// The command, for messages.
    public let command: String
    private let outputBytes = Observed<[UInt8]>([])
    private let errorBytes = Observed<[UInt8]>([])
    private let termination = Observed<Termination?>(nil)

    /// Starts `executable` (a path) with `arguments`, in `directory` (this process's when
    /// nil), with this process's environment plus `environment`; `input` is written to its
    /// standard input, which is then closed (nil: /dev/null). With `inheritErrors`, its
    /// standard error is this process's (progress shows as it comes) and `errors` stays empty.
    public init(
        _ executable: String, _ arguments: [String] = [], environment: [String: String] = [:], directory: String? = nil,
        input: [UInt8]? = nil, inheritErrors: Bool = false
    ) throws {
        command = ([executable] + arguments).joined(separator: " ")
        let streams = try Streams(input: input != nil, inheritErrors: inheritErrors)
        pid = try Self.spawn(executable, arguments, environment: environment, directory: directory, streams: streams)
        let pidfd = cquill_pidfd_open(pid)
        let (pid, outputBytes, errorBytes, termination) = (pid, outputBytes, errorBytes, termination)
        var readers = [Task { await PipeReader.read(streams.output, into: outputBytes) }]
        if let errors = streams.errors { readers.append(Task { await PipeReader.read(errors, into: errorBytes) }) }
        if let input, let fd = streams.input { Task { await PipeReader.write(input, to: fd) } }
        let readerTasks = readers
        Task {
            let ended = await Self.reap(pid, pidfd: pidfd)
            // The output is complete once the exit is known: what is left is read, not waited for
            // (a grandchild may hold the pipes).
            for reader in readerTasks { reader.cancel() }
            for reader in readerTasks { await reader.value }
            termination.update { $0 = ended }
        }
    }

    /// Everything the process wrote to its standard output so far.
    public var output: String { String(decoding: outputBytes.value, as: UTF8.self) }
    /// Everything the process wrote to its standard error so far.
    public var errors: String { String(decoding: errorBytes.value, as: UTF8.self) }
    /// How it ended, once it has (and its output is read).
    public var ended: Termination? { termination.value }

    /// Waits until the output so far meets `condition`; false if the process ends first or
    /// after `timeout`.
    @discardableResult
    public func waitForOutput(timeout: Double = failureGuard, until condition: @escaping @Sendable (String) -> Bool) async -> Bool {
        await waitFor(outputBytes, timeout: timeout, condition)
    }

    /// The output once it holds at least `count` lines (or the process ended, or
    /// `timeout` passed): a test compares what a process announced after waiting for all
    /// of it, not what had arrived at one moment.
    public func output(lines count: Int, timeout: Double = failureGuard) async -> String {
        await waitForOutput(timeout: timeout) { $0.utf8.count(where: { $0 == UInt8(ascii: "\n") }) >= count }
        return output
    }

    /// Waits until standard error so far meets `condition`; false if the process ends first or
    /// after `timeout`.
    @discardableResult
    public func waitForErrors(timeout: Double = failureGuard, until condition: @escaping @Sendable (String) -> Bool) async -> Bool {
        await waitFor(errorBytes, timeout: timeout, condition)
    }

    private func waitFor(_ bytes: Observed<[UInt8]>, timeout: Double, _ condition: @escaping @Sendable (String) -> Bool) async -> Bool {
        // Whichever comes first: the text, or the end (after which no more comes).
        let termination = termination
        let race = Observed(0)
        let watchers = [
            Task {
                await bytes.wait(timeout: timeout) { condition(String(decoding: $0, as: UTF8.self)) }
                race.update { $0 += 1 }
            },
            Task {
                await termination.wait(timeout: timeout) { $0 != nil }
                race.update { $0 += 1 }
            },
        ]
        await race.wait(timeout: timeout) { $0 > 0 }
        for watcher in watchers { watcher.cancel() }
        return condition(String(decoding: bytes.value, as: UTF8.self))
    }

    /// Sends `signal` (unless the process has ended).
    public func signal(_ signal: Int32) {
        if termination.value == nil { kill(pid, signal) }
    }

    /// Waits for the process to end (and its output to be read); nil if it still runs
    /// after `timeout`.
    @discardableResult
    public func wait(timeout: Double = failureGuard) async -> Termination? {
        await termination.wait(timeout: timeout) { $0 != nil }
        return termination.value
    }

    /// Sends `signal`, waits up to `grace` for the end, then kills the process; how it ended.
    @discardableResult
    public func stop(_ signal: Int32 = SIGTERM, grace: Double = failureGuard) async -> Termination {
        self.signal(signal)
        if let ended = await wait(timeout: grace) { return ended }
        kill(pid, SIGKILL)
        while true {
            if let ended = await wait(timeout: 60) { return ended }
        }
    }

    /// Runs `executable` to its end and returns what it did; stops it and throws after
    /// `timeout`.
    public static func run(
        _ executable: String, _ arguments: [String] = [], environment: [String: String] = [:], directory: String? = nil,
        input: [UInt8]? = nil, inheritErrors: Bool = false, timeout: Double = 300
    ) async throws -> Result {
        let process = try ChildProcess(
            executable, arguments, environment: environment, directory: directory, input: input, inheritErrors: inheritErrors)
        guard let ended = await process.wait(timeout: timeout) else {
            await process.stop(grace: 5)
            throw Failure(description: "\(process.command) did not finish within \(timeout)")
        }
        return Result(termination: ended, output: process.outputBytes.value, errors: process.errorBytes.value)
    }

    /// `run`, blocking the calling thread until the process ends (with `poll`, on the
    /// pipes and the pidfd: no sleeps), for synchronous callers.
    public static func runBlocking(
        _ executable: String, _ arguments: [String] = [], environment: [String: String] = [:], directory: String? = nil,
        input: [UInt8]? = nil, timeout: Double = 300
    ) throws -> Result {
        let command = ([executable] + arguments).joined(separator: " ")
        let streams = try Streams(input: input != nil, inheritErrors: false)
        let pid = try spawn(executable, arguments, environment: environment, directory: directory, streams: streams)
        let pidfd = cquill_pidfd_open(pid)
        defer { if pidfd >= 0 { _ = systemClose(pidfd) } }
        var blocking = BlockingStreams(streams: streams, input: input ?? [])
        let deadline = MonotonicInstant.now + timeout
        while true {
            if let ended = exitStatus(pid, blocking: false) {
                blocking.drain()
                return Result(termination: ended, output: blocking.output, errors: blocking.errors)
            }
            let left = deadline - .now
            guard left > 0 else {
                kill(pid, SIGTERM)
                blocking.close()
                if !blocking.waitForExit(pid, pidfd: pidfd, milliseconds: 5_000) { kill(pid, SIGKILL) }
                _ = exitStatus(pid, blocking: true)
                throw Failure(description: "\(command) did not finish within \(timeout) seconds")
            }
            // Without a pidfd (Darwin), waitpid is asked again every 10 ms.
            let milliseconds = pidfd >= 0 ? Int32(clamping: Int64(left * 1000) + 1) : 10
            blocking.poll(pidfd: pidfd, milliseconds: milliseconds)
        }
    }

    // MARK: Starting and ending

    /// The pipes of a child's standard streams: the parent's ends, and the child's.
    fileprivate struct Streams: Sendable {
        /// The parent's ends: where it writes the input, and reads the output and errors.
        var input: Int32?
        var output: Int32
        /// nil when the child writes to this process's standard error.
        var errors: Int32?
        /// The child's standard input, output and errors (-1: /dev/null).
        var childStreams: (Int32, Int32, Int32)
        /// The ends the child gets; closed in the parent once it started.
        var childEnds: [Int32]

        init(input hasInput: Bool, inheritErrors: Bool) throws {
            var ends: [Int32] = []
            func pipe() throws -> (read: Int32, write: Int32) {
                var fds: [Int32] = [0, 0]
                guard cquill_pipe(&fds) == 0 else {
                    for fd in ends { _ = systemClose(fd) }
                    throw Failure(description: "pipe failed: errno \(currentErrno())")
                }
                ends += fds
                return (fds[0], fds[1])
            }
            let output = try pipe()
            let errors = inheritErrors ? nil : try pipe()
            let input = hasInput ? try pipe() : nil
            self.input = input?.write
            self.output = output.read
            self.errors = errors?.read
            childStreams = (input?.read ?? -1, output.write, errors?.write ?? 2)
            childEnds = [input?.read, output.write, errors?.write].compactMap { $0 }
        }
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], directory: String?, streams: Streams
    ) throws -> pid_t {
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
        let (input, output, errors) = streams.childStreams
        let code = cquill_spawn(&pid, executable, argv, envp, directory, input, output, errors)
        for fd in streams.childEnds { _ = systemClose(fd) }
        guard code == 0 else {
            for fd in [streams.input, streams.output, streams.errors].compactMap({ $0 }) { _ = systemClose(fd) }
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(code)))")
        }
        return pid
    }

    /// Waits for `pid` to end: on its pidfd, or by asking every 10 ms without one.
    private static func reap(_ pid: pid_t, pidfd: Int32) async -> Termination {
        if pidfd >= 0 {
            defer { SocketReactor.shared.close(pidfd) }
            while true {
                _ = try? await SocketReactor.shared.wait(for: pidfd, .readable, timeout: nil)
                if let ended = exitStatus(pid, blocking: false) { return ended }
            }
        }
        while true {
            if let ended = exitStatus(pid, blocking: false) { return ended }
            try? await Task.sleep(seconds: 0.01)
        }
    }

    /// The `waitpid` status of `pid` once it has ended; nil while it runs (unless `blocking`).
    private static func exitStatus(_ pid: pid_t, blocking: Bool) -> Termination? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { break }
            if result < 0 && currentErrno() == EINTR { continue }
            return nil
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}

/// Reads and writes a child's pipes without blocking, waiting on the client's reactor.
private enum PipeReader {
    /// Reads `fd` into `bytes` until the end of the stream, or until the task is cancelled
    /// (the process ended): then what is left is read without waiting. Closes `fd`.
    static func read(_ fd: Int32, into bytes: Observed<[UInt8]>) async {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.update { $0 += buffer[..<count] }
                continue
            }
            if count < 0 && currentErrno() == EINTR { continue }
            guard count < 0 && (currentErrno() == EAGAIN || currentErrno() == EWOULDBLOCK), !Task.isCancelled else { break }
            do {
                try await SocketReactor.shared.wait(for: fd, .readable, timeout: nil)
            } catch {
                if Task.isCancelled { continue }  // one more read, without waiting
                break
            }
        }
        SocketReactor.shared.close(fd)
    }

    /// Writes all of `bytes` to `fd` (as the child takes them), then closes it.
    static func write(_ bytes: [UInt8], to fd: Int32) async {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
            } else if count < 0 && (currentErrno() == EAGAIN || currentErrno() == EWOULDBLOCK || currentErrno() == EINTR) {
                guard (try? await SocketReactor.shared.wait(for: fd, .writable, timeout: nil)) != nil else { break }
            } else {
                break  // the child closed its input
            }
        }
        SocketReactor.shared.close(fd)
    }
}

/// A child's pipes for `ChildProcess.runBlocking`, served with `poll` on the calling thread.
private struct BlockingStreams {
    private var input: Int32?
    private var pending: ArraySlice<UInt8>
    private var outputFD: Int32?
    private var errorsFD: Int32?
    private(set) var output: [UInt8] = []
    private(set) var errors: [UInt8] = []

    init(streams: ChildProcess.Streams, input bytes: [UInt8]) {
        input = streams.input
        pending = bytes[...]
        outputFD = streams.output
        errorsFD = streams.errors
        for fd in [input, outputFD, errorsFD].compactMap({ $0 }) {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        }
        if pending.isEmpty { closeInput() }
    }

    /// Waits up to `milliseconds` for a stream (or the pidfd, when there is one) to be
    /// ready, and serves what is.
    mutating func poll(pidfd: Int32, milliseconds: Int32) {
        var fds: [pollfd] = []
        if let outputFD { fds.append(pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)) }
        if let errorsFD { fds.append(pollfd(fd: errorsFD, events: Int16(POLLIN), revents: 0)) }
        if let input { fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
        if pidfd >= 0 { fds.append(pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0)) }
        _ = systemPoll(&fds, milliseconds)
        writeAvailable()
        readAvailable()
    }

    /// Reads what is left (not waiting for more) and closes every pipe.
    mutating func drain() {
        readAvailable()
        close()
    }

    mutating func close() {
        closeInput()
        for fd in [outputFD, errorsFD].compactMap({ $0 }) { _ = systemClose(fd) }
        outputFD = nil
        errorsFD = nil
    }

    /// Waits up to `milliseconds` for `pid` to end, and reaps it; whether it ended.
    func waitForExit(_ pid: pid_t, pidfd: Int32, milliseconds: Int32) -> Bool {
        var left = milliseconds
        while left > 0 {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { return true }
            var fds = [pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0)]
            if pidfd >= 0 { _ = systemPoll(&fds, left) } else { usleep(10_000) }
            left -= pidfd >= 0 ? left : 10
        }
        return false
    }

    private mutating func readAvailable() {
        read(&outputFD, into: &output)
        read(&errorsFD, into: &errors)
    }

    private func readChunk(_ fd: Int32, into bytes: inout [UInt8]) -> Int {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
        if count > 0 { bytes += buffer[..<count] }
        return count
    }

    /// Reads `fd` until it would block; closes it at its end.
    private func read(_ fd: inout Int32?, into bytes: inout [UInt8]) {
        guard let open = fd else { return }
        while true {
            let count = readChunk(open, into: &bytes)
            if count > 0 { continue }
            if count < 0 && currentErrno() == EINTR { continue }
            if count == 0 || !(currentErrno() == EAGAIN || currentErrno() == EWOULDBLOCK) {
                _ = systemClose(open)
                fd = nil
            }
            return
        }
    }

    private mutating func writeAvailable() {
        guard let input else { return }
        while !pending.isEmpty {
            let count = pending.withUnsafeBytes { systemWrite(input, $0.baseAddress, $0.count) }
            if count > 0 {
                pending = pending.dropFirst(count)
            } else if count < 0 && currentErrno() == EINTR {
                continue
            } else {
                if count < 0 && (currentErrno() == EAGAIN || currentErrno() == EWOULDBLOCK) { return }
                break  // the child closed its input
            }
        }
        closeInput()
    }

    private mutating func closeInput() {
        if let input { _ = systemClose(input) }
        input = nil
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}

private func systemPoll(_ fds: inout [pollfd], _ milliseconds: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.poll(&fds, nfds_t(fds.count), milliseconds)
    #else
    Darwin.poll(&fds, nfds_t(fds.count), milliseconds)
    #endif
}
