import QuillHTTP
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connected, non-blocking TCP socket whose reads and writes, when they cannot go on,
/// wait for the `SocketReactor` rather than block a thread.
package final class ClientSocket: Sendable {
    package let fd: Int32
    private let timeout: Duration?
    private let isClosed = Atomic<Bool>(false)

    /// Adopts a connected socket (made non-blocking here); `timeout` bounds every wait.
    package init(adopting fd: Int32, timeout: Duration?) {
        self.fd = fd
        self.timeout = timeout
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        #if canImport(Darwin)
        Socket.setOption(fd, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
        Socket.setOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
    }

    /// Connects to `host` (a name, or an IPv4 or IPv6 literal) and `port`.
    package static func connect(host: String, port: Int, timeout: Duration?) async throws -> ClientSocket {
        let (storage, length, family): (sockaddr_storage, socklen_t, Int32)
        do {
            (storage, length, family) = try SocketAddress.resolve(host: host, port: port)
        } catch {
            throw HTTPClientError.cannotResolve(host: host)
        }
        let fd = socket(family, streamSocketType, 0)
        guard fd >= 0 else { throw HTTPClientError.cannotConnect(host: host, port: port, errno: currentErrno()) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let client = ClientSocket(adopting: fd, timeout: timeout)
        var address = storage
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemConnect(fd, $0, length) }
        }
        if result != 0 {
            let error = currentErrno()
            guard error == EINPROGRESS || error == EINTR else {
                client.close()
                throw HTTPClientError.cannotConnect(host: host, port: port, errno: error)
            }
            // A loopback connection is usually made by now: no need to wait for the reactor.
            var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            if poll(&descriptor, 1, 0) <= 0 {
                do {
                    try await SocketReactor.shared.wait(for: fd, .writable, timeout: timeout)
                } catch {
                    client.close()
                    throw error
                }
            }
            var code: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &size)
            if code != 0 {
                client.close()
                throw HTTPClientError.cannotConnect(host: host, port: port, errno: code)
            }
        }
        return client
    }

    deinit { close() }

    /// Reads what has arrived into `buffer` (waiting for something, at most `timeout`,
    /// which defaults to the socket's); 0 at the end of the stream (the peer closed, or
    /// reset, the connection).
    package func read(into buffer: inout [UInt8], timeout: Duration?? = nil) async throws -> Int {
        let timeout = timeout ?? self.timeout
        while true {
            guard !isClosed.load(ordering: .relaxed) else { throw HTTPClientError.closed }
            let result = buffer.withUnsafeMutableBytes { Socket.read(fd, into: $0) }
            switch result {
            case .done(let count): return count
            case .closed: return 0
            case .wouldBlock: try await SocketReactor.shared.wait(for: fd, .readable, timeout: timeout)
            }
        }
    }

    /// Sends all of `bytes`, waiting while the peer does not take them.
    package func write(_ bytes: [UInt8]) async throws {
        var offset = 0
        while offset < bytes.count {
            offset += try writeSome(bytes[offset...])
            if offset < bytes.count { try await SocketReactor.shared.wait(for: fd, .writable, timeout: timeout) }
        }
    }

    /// Sends what the socket takes now, without waiting; how many bytes that was.
    package func writeSome(_ bytes: ArraySlice<UInt8>) throws -> Int {
        guard !isClosed.load(ordering: .relaxed) else { throw HTTPClientError.closed }
        switch bytes.withUnsafeBytes({ Socket.write(fd, $0) }) {
        case .done(let count): return count
        case .wouldBlock: return 0
        case .closed: throw HTTPClientError.sendFailed(errno: currentErrno())
        }
    }

    /// Whether bytes (or the end of the stream) wait to be read.
    package var isReadable: Bool {
        guard !isClosed.load(ordering: .relaxed) else { return false }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Fixes the send buffer's size (the kernel doubles it).
    package func setSendBufferSize(_ bytes: Int) {
        Socket.setOption(fd, SOL_SOCKET, SO_SNDBUF, Int32(bytes))
    }

    /// Sends the end of the stream: nothing more will be written, reading goes on.
    package func shutdownWrite() {
        guard !isClosed.load(ordering: .relaxed) else { return }
        Socket.shutdownWrite(fd)
    }

    /// Closes the socket (through the reactor); waits on it fail with `.closed`.
    package func close() {
        guard !isClosed.exchange(true, ordering: .relaxed) else { return }
        SocketReactor.shared.close(fd)
    }
}

/// The system's `connect`, which `ClientSocket.connect` shadows.
private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    #if canImport(Glibc)
    Glibc.connect(fd, address, length)
    #else
    Darwin.connect(fd, address, length)
    #endif
}
