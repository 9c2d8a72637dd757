import CQuillSystem

/// Readiness of file descriptors, level-triggered: epoll on Linux, kqueue on Darwin, both
/// in C (CQuillSelector.h). Used only by its event loop's thread.
package final class Selector {
    package struct Event: Equatable {
        package var fd: Int32
        package var readable: Bool
        package var writable: Bool
        /// The peer hung up or the socket failed.
        package var hangup: Bool
    }

    private let fd: Int32
    private let capacity = Int(CQUILL_SELECTOR_CAPACITY)
    private let buffer: UnsafeMutablePointer<cquill_selector_event>

    package init() throws(SocketError) {
        fd = cquill_selector_create()
        guard fd >= 0 else { throw SocketError(call: "epoll_create/kqueue") }
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        _ = systemClose(fd)
        buffer.deallocate()
    }

    /// Starts watching `fd` for reading (and writing if `write`).
    package func add(_ fd: Int32, read: Bool = true, write: Bool = false) {
        _ = cquill_selector_watch(self.fd, fd, true, read, write)
    }

    /// Changes what `fd` is watched for.
    package func modify(_ fd: Int32, read: Bool, write: Bool) {
        _ = cquill_selector_watch(self.fd, fd, false, read, write)
    }

    /// Stops watching `fd` (call before closing it).
    package func remove(_ fd: Int32) {
        _ = cquill_selector_remove(self.fd, fd)
    }

    /// Waits up to `timeoutMilliseconds` and replaces `events` with what is ready.
    package func wait(timeoutMilliseconds: Int32, into events: inout [Event]) {
        events.removeAll(keepingCapacity: true)
        let count = cquill_selector_wait(fd, buffer, Int32(capacity), timeoutMilliseconds)
        guard count > 0 else { return }
        for index in 0..<Int(count) {
            let event = buffer[index]
            events.append(Event(fd: event.fd, readable: event.readable, writable: event.writable, hangup: event.hangup))
        }
    }
}
