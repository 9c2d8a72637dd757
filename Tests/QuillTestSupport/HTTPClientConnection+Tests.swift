import QuillHTTP1
import QuillHTTPClient

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the server tests need of the client beyond its API: raw requests and reads, as
/// the bytes were sent, for protocol tests.
extension HTTPClientConnection {
    /// A connection to a test server on the loopback (or `host`); every wait gives up after
    /// `timeout`, a guard against a hang.
    public static func connect(port: Int, host: String = "127.0.0.1", timeout: Double = failureGuard) async throws
        -> HTTPClientConnection
    {
        try await connect(host: host, port: port, configuration: Configuration(timeout: timeout))
    }

    /// Sends `text`'s bytes as they are.
    public func send(_ text: String) async throws {
        try await write(Array(text.utf8))
    }

    /// Sends a request from raw parts (`Host` and, with a body, `Content-Length` added).
    public func sendRequest(_ method: String, _ target: String, headers: [(String, String)] = [], body: String? = nil)
        async throws
    {
        let fields = HTTPHeaders(headers.map { HTTPField(name: $0.0, value: $0.1) })
        try await send(
            HTTPClientRequest(
                method: HTTPMethod(rawValue: method), target: target, headers: fields, body: body.map { Array($0.utf8) }))
    }

    /// Reads the next response whole, an interim one (`100 Continue`) included; `head` when
    /// it answers a HEAD request sent as raw bytes (the client cannot tell).
    public func readResponse(head: Bool = false) async throws -> HTTPClientResponse {
        if head { expectResponse(to: .head) }
        let responseHead = try await responseHead(interim: true)
        var body: [UInt8] = []
        while let chunk = try await bodyChunk() { body += chunk }
        return HTTPClientResponse(head: responseHead, body: body, trailers: trailers)
    }

    /// The next response's head as text (its status line and fields as they came, without
    /// the blank line), leaving its body to `readBody()`.
    public func readHead() async throws -> String {
        let head = try await responseHead(interim: true)
        var text = "HTTP/\(head.version.major).\(head.version.minor) \(head.status) \(head.reason)"
        for field in head.headers { text += "\r\n\(field.name): \(field.value)" }
        return text
    }

    /// The rest of the current response's body (after `readHead()`), decoded.
    public func readBody() async throws -> String {
        var body: [UInt8] = []
        while let chunk = try await bodyChunk() { body += chunk }
        return String(decoding: body, as: UTF8.self)
    }

    /// Reads until `text` arrived; returns everything up to and including it.
    public func read(through text: String) async throws -> String {
        let needle = Array(text.utf8)
        var received: [UInt8] = []
        while true {
            let bytes = try await read()
            guard !bytes.isEmpty else { throw HTTPClientError.connectionClosed }
            received += bytes
            if let found = received.firstRange(of: needle) {
                unread(Array(received[found.upperBound...]))
                return String(decoding: received[..<found.upperBound], as: UTF8.self)
            }
        }
    }

    /// Reads exactly `count` bytes.
    public func read(count: Int) async throws -> [UInt8] {
        var received: [UInt8] = []
        while received.count < count {
            let bytes = try await read()
            guard !bytes.isEmpty else { throw HTTPClientError.connectionClosed }
            received += bytes
        }
        unread(Array(received[count...]))
        return Array(received.prefix(count))
    }

    /// Fixes the socket's send buffer (the kernel doubles it), so that what a peer that
    /// stops reading has taken is bounded by its own buffers.
    public nonisolated func setSendBufferSize(_ bytes: Int) {
        socket.setSendBufferSize(bytes)
    }

    /// Sends `bytes` as the peer takes them and returns how many it took: all of them, or
    /// fewer once it has taken nothing for `stall` (the kernel's buffers full: a peer that
    /// stopped reading; measured from its last progress, so a slow machine only waits).
    public func sendUntilStalled(_ bytes: ArraySlice<UInt8>, stall: Double) async throws -> Int {
        var sent = 0
        while sent < bytes.count {
            let accepted = try socket.writeSome(bytes[(bytes.startIndex + sent)...])
            sent += accepted
            if accepted == 0 {
                do {
                    try await SocketReactor.shared.wait(for: socket.fd, .writable, timeout: stall)
                } catch HTTPClientError.timedOut {
                    break
                }
            }
        }
        return sent
    }
}

extension HTTPClientResponse {
    /// The first value of the named field.
    public func header(_ name: String) -> String? { headers[name] }
}

/// Whether this machine can bind ::1 (containers without IPv6 cannot).
public let hasIPv6Loopback: Bool = {
    let fd = POSIX.tcpSocket(family: AF_INET6)
    guard fd >= 0 else { return false }
    defer { POSIX.close(fd) }
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    inet_pton(AF_INET6, "::1", &address.sin6_addr)
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
    } == 0
}()
