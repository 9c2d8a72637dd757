import QuillHTTP
import QuillSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a read or write on a non-blocking socket did: moved bytes, met the end of the
/// stream, or must wait for the socket to become readable or writable (TLS may need either).
enum SocketProgress: Sendable {
    case done(Int)
    case end
    case wait(SocketReactor.Readiness)
}

/// A connected, non-blocking TCP socket, with TLS or without, whose reads and writes, when
/// they cannot go on, wait for the `SocketReactor` rather than block a thread.
package final class ClientSocket: Sendable {
    package let fd: Int32
    private let timeout: Double?
    private let isClosed = Locked<Bool>(false)
    private let tls: ClientTLS?

    /// Adopts a connected socket (made non-blocking here); `timeout` bounds every wait.
    package convenience init(adopting fd: Int32, timeout: Double?) {
        self.init(adopting: fd, timeout: timeout, tls: nil)
    }

    private init(adopting fd: Int32, timeout: Double?, tls: ClientTLS?) {
        self.fd = fd
        self.timeout = timeout
        self.tls = tls
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        #if canImport(Darwin)
        Socket.setOption(fd, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
        Socket.setOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
    }

    /// Connects to `host` (a name, or an IPv4 or IPv6 literal) and `port`, then runs the TLS
    /// handshake if `tls` is given.
    package static func connect(host: String, port: Int, timeout: Double?, tls: TLSConfiguration? = nil) async throws
        -> ClientSocket
    {
        let (storage, length, family): (sockaddr_storage, socklen_t, Int32)
        do {
            (storage, length, family) = try SocketAddress.resolve(host: host, port: port)
        } catch {
            throw HTTPClientError.cannotResolve(host: host)
        }
        let fd = socket(family, streamSocketType, 0)
        guard fd >= 0 else { throw HTTPClientError.cannotConnect(host: host, port: port, errno: currentErrno()) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let session: ClientTLS?
        do {
            #if canImport(COpenSSL)
            session = try tls.map { configuration throws(HTTPClientError) in
                try TLSSession(host: host, configuration: configuration, fd: fd)
            }
            #else
            if tls != nil { throw HTTPClientError.tls(host: host, reason: "TLS needs OpenSSL (Linux)") }
            session = nil
            #endif
        } catch {
            _ = systemClose(fd)
            throw error
        }
        let client = ClientSocket(adopting: fd, timeout: timeout, tls: session)
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
        do {
            try await client.handshake()
        } catch {
            client.close()
            throw error
        }
        return client
    }

    /// Runs the TLS handshake to its end (nothing without TLS).
    private func handshake() async throws {
        #if canImport(COpenSSL)
        guard let tls else { return }
        while let readiness = try tls.handshake() {
            try await SocketReactor.shared.wait(for: fd, readiness, timeout: timeout)
        }
        #endif
    }

    deinit { close() }

    /// Reads what has arrived into `buffer` (waiting for something, at most `timeout`,
    /// which defaults to the socket's); 0 at the end of the stream (the peer closed, or
    /// reset, the connection).
    package func read(into buffer: inout [UInt8], timeout: Double?? = nil) async throws -> Int {
        let timeout = timeout ?? self.timeout
        while true {
            guard !isClosed.value else { throw HTTPClientError.closed }
            switch try buffer.withUnsafeMutableBytes({ try readSome(into: $0) }) {
            case .done(let count): return count
            case .end: return 0
            case .wait(let readiness): try await SocketReactor.shared.wait(for: fd, readiness, timeout: timeout)
            }
        }
    }

    private func readSome(into buffer: UnsafeMutableRawBufferPointer) throws -> SocketProgress {
        #if canImport(COpenSSL)
        if let tls { return try tls.read(into: buffer) }
        #endif
        switch Socket.read(fd, into: buffer) {
        case .done(let count): return .done(count)
        case .closed: return .end
        case .wouldBlock: return .wait(.readable)
        }
    }

    /// Sends all of `bytes`, waiting while the peer does not take them.
    package func write(_ bytes: [UInt8]) async throws {
        var offset = 0
        while offset < bytes.count {
            switch try sendSome(bytes[offset...]) {
            case .done(let count): offset += count
            case .end: throw HTTPClientError.sendFailed(errno: EPIPE)
            case .wait(let readiness): try await SocketReactor.shared.wait(for: fd, readiness, timeout: timeout)
            }
        }
    }

    /// Sends what the socket takes now, without waiting; how many bytes that was. (With
    /// TLS, bytes not taken must be offered again, first.)
    package func writeSome(_ bytes: ArraySlice<UInt8>) throws -> Int {
        guard !bytes.isEmpty, case .done(let count) = try sendSome(bytes) else { return 0 }
        return count
    }

    private func sendSome(_ bytes: ArraySlice<UInt8>) throws -> SocketProgress {
        guard !isClosed.value else { throw HTTPClientError.closed }
        #if canImport(COpenSSL)
        if let tls { return try bytes.withUnsafeBytes { try tls.write($0) } }
        #endif
        switch bytes.withUnsafeBytes({ Socket.write(fd, $0) }) {
        case .done(let count): return .done(count)
        case .wouldBlock: return .wait(.writable)
        case .closed: throw HTTPClientError.sendFailed(errno: currentErrno())
        }
    }

    /// Whether bytes (or the end of the stream) wait to be read (with TLS: decrypted bytes,
    /// or bytes of a record, which may hold none of the application's).
    package var isReadable: Bool {
        guard !isClosed.value else { return false }
        #if canImport(COpenSSL)
        if tls?.hasPending == true { return true }
        #endif
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Fixes the send buffer's size (the kernel doubles it).
    package func setSendBufferSize(_ bytes: Int) {
        Socket.setOption(fd, SOL_SOCKET, SO_SNDBUF, Int32(bytes))
    }

    /// Sends the end of the stream (after TLS's close_notify): nothing more will be written,
    /// reading goes on.
    package func shutdownWrite() {
        guard !isClosed.value else { return }
        #if canImport(COpenSSL)
        tls?.closeNotify()
        #endif
        Socket.shutdownWrite(fd)
    }

    /// Closes the socket (through the reactor, after TLS's close_notify); waits on it fail
    /// with `.closed`.
    package func close() {
        guard
            !isClosed.withLock({ closed in
                defer { closed = true }; return closed
            })
        else { return }
        #if canImport(COpenSSL)
        tls?.close()
        #endif
        SocketReactor.shared.close(fd)
    }
}

#if canImport(COpenSSL)
typealias ClientTLS = TLSSession
#else
/// Without OpenSSL (Apple platforms, where URLSession has TLS), no session.
typealias ClientTLS = Never
#endif

/// The system's `connect`, which `ClientSocket.connect` shadows.
private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    #if canImport(Glibc)
    Glibc.connect(fd, address, length)
    #else
    Darwin.connect(fd, address, length)
    #endif
}
