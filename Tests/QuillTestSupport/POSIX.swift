#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few socket spellings that differ between Glibc and Darwin, for the test client
/// and socket tests.
public enum POSIX {
    #if canImport(Glibc)
    public static let streamType = Int32(SOCK_STREAM.rawValue)
    public static let sendFlags = Int32(MSG_NOSIGNAL)
    public static let shutdownWrite = Int32(SHUT_WR)
    #else
    public static let streamType = SOCK_STREAM
    public static let sendFlags: Int32 = 0
    public static let shutdownWrite = SHUT_WR
    #endif

    /// A new TCP socket that does not raise SIGPIPE.
    public static func tcpSocket(family: Int32) -> Int32 {
        let fd = socket(family, streamType, 0)
        #if canImport(Darwin)
        var on: Int32 = 1
        if fd >= 0 { _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size)) }
        #endif
        return fd
    }

    public static func close(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
    }

    public static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
        Glibc.send(fd, bytes.baseAddress, bytes.count, sendFlags)
        #else
        Darwin.send(fd, bytes.baseAddress, bytes.count, sendFlags)
        #endif
    }
}
