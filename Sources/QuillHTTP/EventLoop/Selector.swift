#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Readiness of file descriptors, level-triggered: epoll on Linux, kqueue on Darwin.
/// Used only by its event loop's thread.
final class Selector {
    struct Event {
        var fd: Int32
        var readable: Bool
        var writable: Bool
        /// The peer hung up or the socket failed.
        var hangup: Bool
    }

    private let fd: Int32
    #if os(Linux)
    private let capacity = 256
    private let buffer = UnsafeMutableRawPointer.allocate(byteCount: 256 * Epoll.eventSize, alignment: 8)
    #else
    private var buffer = [kevent](repeating: kevent(), count: 256)
    #endif

    init() throws(SocketError) {
        #if os(Linux)
        fd = Epoll.create(Epoll.closeOnExec)
        #else
        fd = kqueue()
        #endif
        guard fd >= 0 else { throw SocketError(call: "epoll_create/kqueue") }
    }

    deinit {
        _ = systemClose(fd)
        #if os(Linux)
        buffer.deallocate()
        #endif
    }

    /// Starts watching `fd` for reading (and writing if `write`).
    func add(_ fd: Int32, read: Bool = true, write: Bool = false) {
        #if os(Linux)
        _ = Epoll.control(self.fd, Epoll.add, fd: fd, events: Self.mask(read: read, write: write))
        #else
        apply(fd, read: read, write: write, adding: true)
        #endif
    }

    /// Changes what `fd` is watched for.
    func modify(_ fd: Int32, read: Bool, write: Bool) {
        #if os(Linux)
        _ = Epoll.control(self.fd, Epoll.modify, fd: fd, events: Self.mask(read: read, write: write))
        #else
        apply(fd, read: read, write: write, adding: false)
        #endif
    }

    /// Stops watching `fd` (call before closing it).
    func remove(_ fd: Int32) {
        #if os(Linux)
        _ = Epoll.control(self.fd, Epoll.delete, fd: fd, events: 0)
        #else
        var changes = [
            kevent(ident: UInt(fd), filter: Int16(EVFILT_READ), flags: UInt16(EV_DELETE), fflags: 0, data: 0, udata: nil),
            kevent(ident: UInt(fd), filter: Int16(EVFILT_WRITE), flags: UInt16(EV_DELETE), fflags: 0, data: 0, udata: nil),
        ]
        _ = kevent(self.fd, &changes, 2, nil, 0, nil)
        #endif
    }

    /// Waits up to `timeoutMilliseconds` and replaces `events` with what is ready.
    func wait(timeoutMilliseconds: Int32, into events: inout [Event]) {
        events.removeAll(keepingCapacity: true)
        #if os(Linux)
        let count = Epoll.wait(fd, buffer, Int32(capacity), timeoutMilliseconds)
        guard count > 0 else { return }
        for index in 0..<Int(count) {
            let offset = index * Epoll.eventSize
            let flags = buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            let data = buffer.loadUnaligned(fromByteOffset: offset + Epoll.dataOffset, as: UInt64.self)
            events.append(
                Event(
                    fd: Int32(truncatingIfNeeded: data),
                    readable: flags & Epoll.eventIn != 0,
                    writable: flags & Epoll.eventOut != 0,
                    hangup: flags & (Epoll.eventError | Epoll.eventHangup) != 0))
        }
        #else
        var timeout = timespec(tv_sec: Int(timeoutMilliseconds / 1000), tv_nsec: Int(timeoutMilliseconds % 1000) * 1_000_000)
        let count = buffer.withUnsafeMutableBufferPointer {
            kevent(fd, nil, 0, $0.baseAddress, Int32($0.count), &timeout)
        }
        guard count > 0 else { return }
        for index in 0..<Int(count) {
            let event = buffer[index]
            events.append(
                Event(
                    fd: Int32(event.ident),
                    readable: event.filter == Int16(EVFILT_READ),
                    writable: event.filter == Int16(EVFILT_WRITE),
                    hangup: event.flags & UInt16(EV_ERROR) != 0))
        }
        #endif
    }

    #if os(Linux)
    private static func mask(read: Bool, write: Bool) -> UInt32 {
        (read ? Epoll.eventIn : 0) | (write ? Epoll.eventOut : 0)
    }
    #else
    private func apply(_ fd: Int32, read: Bool, write: Bool, adding: Bool) {
        let common = adding ? EV_ADD : 0
        var changes = [
            kevent(
                ident: UInt(fd), filter: Int16(EVFILT_READ), flags: UInt16(common | (read ? EV_ENABLE : EV_DISABLE)),
                fflags: 0, data: 0, udata: nil),
            kevent(
                ident: UInt(fd), filter: Int16(EVFILT_WRITE), flags: UInt16(EV_ADD | (write ? EV_ENABLE : EV_DISABLE)),
                fflags: 0, data: 0, udata: nil),
        ]
        _ = kevent(self.fd, &changes, 2, nil, 0, nil)
    }
    #endif
}
