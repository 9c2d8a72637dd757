#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few socket spellings that differ between Glibc and Darwin, for the test client.
enum POSIX {
    #if canImport(Glibc)
    static let streamType = Int32(SOCK_STREAM.rawValue)
    static let sendFlags = Int32(MSG_NOSIGNAL)
    static let shutdownWrite = Int32(SHUT_WR)
    #else
    static let streamType = SOCK_STREAM
    static let sendFlags: Int32 = 0
    static let shutdownWrite = SHUT_WR
    #endif

    /// A new TCP socket that does not raise SIGPIPE.
    static func tcpSocket(family: Int32) -> Int32 {
        let fd = socket(family, streamType, 0)
        #if canImport(Darwin)
        var on: Int32 = 1
        if fd >= 0 { _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size)) }
        #endif
        return fd
    }

    static func close(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
    }

    static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
        Glibc.send(fd, bytes.baseAddress, bytes.count, sendFlags)
        #else
        Darwin.send(fd, bytes.baseAddress, bytes.count, sendFlags)
        #endif
    }
}
