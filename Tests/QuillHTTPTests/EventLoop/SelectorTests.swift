import QuillHTTPClient
import QuillSync
import QuillTestSupport
import Testing

@testable import QuillHTTP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The selector, the waker and accepting, on real descriptors without a server.
struct SelectorTests {
    /// A connected pair of stream sockets.
    struct Pair {
        let a: Int32
        let b: Int32

        init() throws {
            var fds: [Int32] = [-1, -1]
            try #require(socketpair(AF_UNIX, POSIX.streamType, 0, &fds) == 0)
            a = fds[0]
            b = fds[1]
        }
    }

    static func ready(_ selector: Selector) -> [Selector.Event] {
        var events: [Selector.Event] = []
        selector.wait(timeoutMilliseconds: 0, into: &events)
        return events
    }

    static func descriptorFlags(_ fd: Int32) -> (nonBlocking: Bool, closeOnExec: Bool) {
        (fcntl(fd, F_GETFL, 0) & O_NONBLOCK != 0, fcntl(fd, F_GETFD, 0) & FD_CLOEXEC != 0)
    }

    @Test func wakerIsReadableUntilDrained() throws {
        let selector = try Selector()
        let waker = try Waker()
        selector.add(waker.fd)
        #expect(Self.ready(selector).isEmpty)
        waker.wake()
        waker.wake()
        let events = Self.ready(selector)
        #expect(events.map(\.fd) == [waker.fd])
        #expect(events.first?.readable == true)
        waker.drain()
        #expect(Self.ready(selector).isEmpty)
        waker.wake()
        #expect(Self.ready(selector).map(\.fd) == [waker.fd])
    }

    @Test func reportsReadableWritableAndHangupByDescriptor() throws {
        let selector = try Selector()
        let pair = try Pair()
        defer { POSIX.close(pair.a) }
        selector.add(pair.a)
        #expect(Self.ready(selector).isEmpty)

        var byte: UInt8 = 7
        #expect(write(pair.b, &byte, 1) == 1)
        #expect(Self.ready(selector) == [Selector.Event(fd: pair.a, readable: true, writable: false, hangup: false)])

        selector.modify(pair.a, read: false, write: true)
        #expect(Self.ready(selector) == [Selector.Event(fd: pair.a, readable: false, writable: true, hangup: false)])

        selector.remove(pair.a)
        #expect(Self.ready(selector).isEmpty)

        #if os(Linux)
        selector.add(pair.a)
        POSIX.close(pair.b)
        let hungUp = Self.ready(selector)
        #expect(hungUp.map(\.fd) == [pair.a])
        #expect(hungUp.first?.hangup == true)
        #else
        POSIX.close(pair.b)
        #endif
    }

    @Test func acceptedAndListeningSocketsAreNonBlockingAndCloseOnExec() async throws {
        let listener = try Listener.open(host: "127.0.0.1", port: 0)
        defer { POSIX.close(listener) }
        #expect(Self.descriptorFlags(listener) == (true, true))
        guard case .none = Socket.accept(listener) else {
            Issue.record("accepted a connection nobody made")
            return
        }

        let client = try await HTTPClientConnection.connect(port: SocketAddress.boundPort(listener))
        defer { client.close() }
        let selector = try Selector()
        selector.add(listener)
        var events: [Selector.Event] = []
        selector.wait(timeoutMilliseconds: 5_000, into: &events)
        #expect(events.map(\.fd) == [listener])
        guard case .connection(let fd, let address) = Socket.accept(listener) else {
            Issue.record("no connection to accept")
            return
        }
        defer { POSIX.close(fd) }
        #expect(address.hasPrefix("127.0.0.1:"))
        #expect(Self.descriptorFlags(fd) == (true, true))
    }

    #if os(Linux)
    @Test func loopThreadsAreNamed() async throws {
        try await withServer(.init(port: 0, loopCount: 2), responder: HelloResponder()) { _ in
            // The loops name their threads as they start, which nothing signals: asked every
            // 10 ms, for 30 s at most (a guard).
            var names: [String] = []
            for _ in 0..<3000 {
                names = Self.threadNames().filter { $0.hasPrefix("quill-loop-") }
                if names.count >= 2 { break }
                try await Task.sleep(seconds: 0.01)
            }
            #expect(names.count >= 2)
        }
    }

    /// The names of this process's threads, from /proc.
    static func threadNames() -> [String] {
        guard let directory = opendir("/proc/self/task") else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let task = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard task.first?.isNumber == true, let file = fopen("/proc/self/task/\(task)/comm", "r") else { continue }
            var line = [CChar](repeating: 0, count: 64)
            if fgets(&line, 64, file) != nil {
                names.append(String(decoding: line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            fclose(file)
        }
        return names
    }
    #endif
}
