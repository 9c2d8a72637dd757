#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few socket spellings that differ between Glibc and Darwin, for socket tests.
public enum POSIX {
    #if canImport(Glibc)
    public static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
    public static let streamType = SOCK_STREAM
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

    /// A TCP socket bound to a free loopback port and not listening (without
    /// SO_REUSEPORT): it holds the port, and nobody accepts on it. Nil if binding failed.
    public static func boundLoopbackSocket() -> (fd: Int32, port: Int)? {
        let fd = tcpSocket(family: AF_INET)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard fd >= 0, bound else {
            close(fd)
            return nil
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A port nothing listens on now (the kernel's choice for port 0).
    public static func freeLoopbackPort() -> Int {
        guard let (fd, port) = boundLoopbackSocket() else { return 0 }
        close(fd)
        return port
    }

    /// A new directory `/tmp/<prefix>-XXXXXX` (mode 0700); its path.
    public static func makeTemporaryDirectory(prefix: String) throws(POSIXFailure) -> String {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXFailure(description: "mkdtemp failed: errno \(errno)") }
        return String(cString: made)
    }

    /// Writes `text` to the file at `path` (replacing it), or appends it.
    public static func write(_ text: String, to path: String, append: Bool = false) throws(POSIXFailure) {
        guard let file = fopen(path, append ? "a" : "w") else { throw POSIXFailure(description: "cannot write \(path): errno \(errno)") }
        fputs(text, file)
        fclose(file)
    }

    public static func close(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
    }
}

/// A system call that failed, and why.
public struct POSIXFailure: Error, CustomStringConvertible {
    public var description: String
}
