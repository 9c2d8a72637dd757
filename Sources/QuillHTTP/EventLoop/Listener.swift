#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens non-blocking, close-on-exec listening sockets.
package enum Listener {
    /// A socket listening on `host`:`port` with SO_REUSEADDR and SO_REUSEPORT (so each event
    /// loop can have its own listener on one port); an IPv6 wildcard also takes IPv4.
    package static func open(host: String, port: Int, backlog: Int32 = 1024) throws(SocketError) -> Int32 {
        let fd = try bound(host: host, port: port, reusePort: true)
        guard listen(fd, backlog) == 0 else {
            let error = SocketError(call: "listen")
            _ = systemClose(fd)
            throw error
        }
        #if canImport(Darwin)
        Socket.setNonBlockingCloseOnExec(fd)
        #endif
        return fd
    }

    /// Throws `EADDRINUSE` when any socket, SO_REUSEPORT or not, listens on `host`:`port`:
    /// SO_REUSEPORT lets any process of the same user share a port, which a server that
    /// did not ask for it must refuse rather than answer half of another one's requests.
    package static func checkFree(host: String, port: Int) throws(SocketError) {
        _ = systemClose(try bound(host: host, port: port, reusePort: false))
    }

    private static func bound(host: String, port: Int, reusePort: Bool) throws(SocketError) -> Int32 {
        let (storage, length, family) = try SocketAddress.resolve(host: host, port: port)
        #if canImport(Glibc)
        let fd = socket(family, nonBlockingStreamSocketType, 0)
        #else
        let fd = socket(family, streamSocketType, 0)
        #endif
        guard fd >= 0 else { throw SocketError(call: "socket") }
        Socket.setOption(fd, SOL_SOCKET, SO_REUSEADDR, 1)
        if reusePort { Socket.setOption(fd, SOL_SOCKET, SO_REUSEPORT, 1) }
        if family == AF_INET6 { Socket.setOption(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, 0) }
        var address = storage
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else {
            let error = SocketError(call: "bind(\(host):\(port))")
            _ = systemClose(fd)
            throw error
        }
        return fd
    }
}
