import CQuillSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Readiness of file descriptors, level-triggered: epoll on Linux, kqueue on Darwin.
/// Used only by its event loop's thread.
package final class Selector {
    package struct Event: Equatable {
        package var fd: Int32
        package var readable: Bool
        package var writable: Bool
        /// The peer hung up or the socket failed.
        package var hangup: Bool
    }

    private let fd: Int32
    #if os(Linux)
    private let capacity = 256
    /// Filled by `epoll_wait`; sized by C, as `struct epoll_event` is packed on x86_64.
    private let buffer: UnsafeMutablePointer<epoll_event>
    #else
    private var buffer = [kevent](repeating: kevent(), count: 256)
    #endif

    package init() throws(SocketError) {
        #if os(Linux)
        fd = epoll_create1(cquill_epoll_cloexec)
        buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity * cquill_epoll_event_size(), alignment: 8)
            .bindMemory(to: epoll_event.self, capacity: capacity)
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
    package func add(_ fd: Int32, read: Bool = true, write: Bool = false) {
        #if os(Linux)
        _ = cquill_epoll_ctl(self.fd, EPOLL_CTL_ADD, fd, Self.mask(read: read, write: write))
        #else
        apply(fd, read: read, write: write, adding: true)
        #endif
    }

    /// Changes what `fd` is watched for.
    package func modify(_ fd: Int32, read: Bool, write: Bool) {
        #if os(Linux)
        _ = cquill_epoll_ctl(self.fd, EPOLL_CTL_MOD, fd, Self.mask(read: read, write: write))
        #else
        apply(fd, read: read, write: write, adding: false)
        #endif
    }

    /// Stops watching `fd` (call before closing it).
    package func remove(_ fd: Int32) {
        #if os(Linux)
        _ = cquill_epoll_ctl(self.fd, EPOLL_CTL_DEL, fd, 0)
        #else
        var changes = [
            kevent(ident: UInt(fd), filter: Int16(EVFILT_READ), flags: UInt16(EV_DELETE), fflags: 0, data: 0, udata: nil),
            kevent(ident: UInt(fd), filter: Int16(EVFILT_WRITE), flags: UInt16(EV_DELETE), fflags: 0, data: 0, udata: nil),
        ]
        _ = kevent(self.fd, &changes, 2, nil, 0, nil)
        #endif
    }

    /// Waits up to `timeoutMilliseconds` and replaces `events` with what is ready.
    package func wait(timeoutMilliseconds: Int32, into events: inout [Event]) {
        events.removeAll(keepingCapacity: true)
        #if os(Linux)
        let count = epoll_wait(fd, buffer, Int32(capacity), timeoutMilliseconds)
        guard count > 0 else { return }
        for index in 0..<count {
            let flags = cquill_epoll_event_flags(buffer, index)
            events.append(
                Event(
                    fd: cquill_epoll_event_fd(buffer, index),
                    readable: flags & cquill_epoll_in != 0,
                    writable: flags & cquill_epoll_out != 0,
                    hangup: flags & (cquill_epoll_err | cquill_epoll_hup) != 0))
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
        (read ? cquill_epoll_in : 0) | (write ? cquill_epoll_out : 0)
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
