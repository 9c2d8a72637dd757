#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// A loopback server that answers each HTTP request with bytes a test scripts, exactly
/// as given (a truncated body, a wrong status, no HTTP at all), and then closes the
/// connection: for clients' tests of hostile or broken servers.
public final class ScriptedHTTPServer: Sendable {
    /// What to do with a request: its index (from 0) and its text (head and body).
    public typealias Script = @Sendable (_ index: Int, _ request: String) -> Reply

    public enum Reply: Sendable {
        /// Send these bytes, then close.
        case bytes([UInt8])
        /// Close at once without answering.
        case close
    }

    public let port: Int
    private let listener: Int32
    private let requests = Mutex<[String]>([])
    private let stopped = Mutex(false)

    public init(_ script: @escaping Script) throws {
        let fd = POSIX.tcpSocket(family: AF_INET)
        guard fd >= 0 else { throw ChildProcess.Failure(description: "socket failed") }
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            POSIX.close(fd)
            throw ChildProcess.Failure(description: "bind or listen failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in serve(script) }
    }

    /// The requests received so far, in order.
    public var received: [String] { requests.withLock { $0 } }

    /// Stops accepting (a blocked `accept` is woken by shutting the socket down).
    public func stop() {
        guard !stopped.withLock({ value in defer { value = true }; return value }) else { return }
        _ = shutdown(listener, Int32(SHUT_RDWR))
        POSIX.close(listener)
    }

    deinit { stop() }

    private func serve(_ script: Script) {
        var index = 0
        while !stopped.withLock({ $0 }) {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let request = readRequest(connection)
            requests.withLock { $0.append(request) }
            switch script(index, request) {
            case .bytes(let bytes):
                var offset = 0
                while offset < bytes.count {
                    let sent = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, noSignal) }
                    if sent <= 0 { break }
                    offset += sent
                }
            case .close:
                break
            }
            _ = shutdown(connection, Int32(SHUT_RDWR))
            POSIX.close(connection)
            index += 1
        }
    }

    /// The head and, by its `Content-Length`, the body of one request.
    private func readRequest(_ connection: Int32) -> String {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var expected: Int?
        while true {
            if let headEnd = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
                if expected == nil {
                    let head = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self).lowercased()
                    let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                    expected = headEnd.upperBound + length
                }
                if buffer.count >= expected! { break }
            }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            buffer += chunk[..<count]
        }
        return String(decoding: buffer, as: UTF8.self)
    }
}

#if canImport(Glibc)
private let noSignal = Int32(MSG_NOSIGNAL)
#else
private let noSignal: Int32 = 0
#endif

extension ScriptedHTTPServer.Reply {
    /// An HTTP/1.1 response with `Content-Length` (give `declaredLength` to lie about it).
    public static func http(status: Int, reason: String = "OK", contentType: String = "application/json", body: String, declaredLength: Int? = nil)
        -> Self
    {
        let text = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(declaredLength ?? body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        return .bytes(Array(text.utf8))
    }
}
