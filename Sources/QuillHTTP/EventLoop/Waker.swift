import CQuillSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes an event loop blocked in its selector from another thread: an eventfd on Linux,
/// a pipe on Darwin. The loop watches `fd` for reading and calls `drain` when it is ready.
package struct Waker: ~Copyable {
    /// The descriptor the selector watches.
    package let fd: Int32
    /// Where `wake` writes: `fd` itself for an eventfd, the pipe's other end on Darwin.
    private let writeFD: Int32

    package init() throws(SocketError) {
        #if os(Linux)
        fd = eventfd(0, cquill_eventfd_flags)
        guard fd >= 0 else { throw SocketError(call: "eventfd") }
        writeFD = fd
        #else
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw SocketError(call: "pipe") }
        for end in fds { Socket.setNonBlockingCloseOnExec(end) }
        fd = fds[0]
        writeFD = fds[1]
        #endif
    }

    deinit {
        _ = systemClose(fd)
        if writeFD != fd { _ = systemClose(writeFD) }
    }

    /// Makes `fd` readable; callable from any thread.
    package func wake() {
        #if os(Linux)
        var one: UInt64 = 1
        _ = write(writeFD, &one, MemoryLayout<UInt64>.size)
        #else
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
        #endif
    }

    /// Consumes every pending wake-up, so `fd` is no longer readable.
    package func drain() {
        #if os(Linux)
        // One read resets an eventfd's counter.
        var count: UInt64 = 0
        _ = read(fd, &count, MemoryLayout<UInt64>.size)
        #else
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(fd, &bytes, bytes.count) > 0 {}
        #endif
    }
}
