import CQuillSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, with its `errno`.
public struct SocketError: Error, CustomStringConvertible, Sendable {
    public var call: String
    public var errno: Int32

    package init(call: String, errno: Int32 = currentErrno()) {
        self.call = call
        self.errno = errno
    }

    public var description: String { "\(call) failed: \(String(cString: strerror(errno)))" }
}

package func currentErrno() -> Int32 {
    #if canImport(Glibc)
    Glibc.errno
    #else
    Darwin.errno
    #endif
}

package func systemClose(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(fd)
    #else
    Darwin.close(fd)
    #endif
}

#if canImport(Glibc)
package let streamSocketType = Int32(SOCK_STREAM.rawValue)
/// A stream socket created non-blocking and close-on-exec in one call.
package let nonBlockingStreamSocketType = streamSocketType | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
#else
package let streamSocketType = SOCK_STREAM
#endif

/// Non-blocking socket calls on raw descriptors, for the event loop.
package enum Socket {
    /// The result of a read or write that may not complete.
    package enum IOResult {
        case done(Int)
        case wouldBlock
        /// The peer closed (read returned 0) or the socket failed.
        case closed
    }

    #if canImport(Darwin)
    /// What Linux's `SOCK_NONBLOCK | SOCK_CLOEXEC` (and `EFD_*`) flags do at creation.
    package static func setNonBlockingCloseOnExec(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    #endif

    package static func setOption(_ fd: Int32, _ level: Int32, _ name: Int32, _ value: Int32) {
        var value = value
        _ = setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// What `accept` found.
    package enum Accepted {
        case connection(fd: Int32, address: String)
        /// Nothing pending (or the attempt failed in a way retrying fixes).
        case none
        /// The process or system ran out of file descriptors.
        case outOfDescriptors
    }

    /// Accepts one pending connection as a non-blocking, close-on-exec socket, with its
    /// peer's address: one `accept4` on Linux, `accept` and `fcntl` on Darwin.
    package static func accept(_ listener: Int32) -> Accepted {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let fd = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                #if canImport(Glibc)
                cquill_accept_nonblocking(listener, address, &length)
                #else
                Darwin.accept(listener, address, &length)
                #endif
            }
        }
        guard fd >= 0 else {
            let error = currentErrno()
            return error == EMFILE || error == ENFILE ? .outOfDescriptors : .none
        }
        #if canImport(Darwin)
        setNonBlockingCloseOnExec(fd)
        setOption(fd, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
        setOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
        return .connection(fd: fd, address: SocketAddress.describe(storage))
    }

    package static func shutdownWrite(_ fd: Int32) {
        #if canImport(Glibc)
        _ = shutdown(fd, Int32(SHUT_WR))
        #else
        _ = shutdown(fd, SHUT_WR)
        #endif
    }

    package static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .done(count) }
            if count == 0 { return .closed }
            let error = currentErrno()
            if error == EINTR { continue }
            return error == EAGAIN || error == EWOULDBLOCK ? .wouldBlock : .closed
        }
    }

    package static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> IOResult {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        while true {
            let count = send(fd, bytes.baseAddress, bytes.count, flags)
            if count >= 0 { return .done(count) }
            let error = currentErrno()
            if error == EINTR { continue }
            return error == EAGAIN || error == EWOULDBLOCK ? .wouldBlock : .closed
        }
    }
}
