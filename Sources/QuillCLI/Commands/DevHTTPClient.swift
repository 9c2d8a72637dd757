#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal blocking HTTP/1.1 client over one TCP connection: enough for `quill dev --run`
/// to send operations to the endpoint it serves, and for tests to read event streams.
final class DevHTTPClient {
    /// A connection, send or receive that failed (with the system's reason), or a malformed response.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    private let timeoutMilliseconds: Int32

    /// Connects to `host:port`; a read waiting longer than `timeoutSeconds` fails.
    init(host: String, port: Int, timeoutSeconds: Int = 30) throws(Failure) {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw Failure(description: "cannot resolve \(host)")
        }
        defer { freeaddrinfo(list) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        var connected: Int32 = -1
        while let address = entry, connected < 0 {
            let candidate = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            if candidate >= 0 {
                if connect(candidate, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 {
                    connected = candidate
                } else {
                    close(candidate)
                }
            }
            entry = address.pointee.ai_next
        }
        guard connected >= 0 else { throw Failure(description: "cannot connect to \(host):\(port): \(String(cString: strerror(errno)))") }
        descriptor = connected
        timeoutMilliseconds = Int32(clamping: timeoutSeconds * 1000)
    }

    deinit { close(descriptor) }

    /// Sends all of `bytes`.
    func sendAll(_ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw Failure(description: "send failed: \(String(cString: strerror(errno)))") }
            offset += written
        }
    }

    /// The next bytes received; empty once the server has closed the connection.
    func receiveSome() throws(Failure) -> [UInt8] {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var polled: Int32
        repeat { polled = poll(&ready, 1, timeoutMilliseconds) } while polled < 0 && errno == EINTR
        guard polled > 0 else { throw Failure(description: "no response within \(timeoutMilliseconds / 1000) s") }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Failure(description: "receive failed: \(String(cString: strerror(errno)))") }
            return Array(buffer[..<count])
        }
    }

    /// The request head of a POST of `body` to `path`, closing the connection after the response.
    static func postHead(host: String, port: Int, path: String, body: [UInt8], headers: [(String, String)] = []) -> [UInt8] {
        var head = "POST \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nContent-Type: application/json\r\n"
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8)
    }

    /// POSTs `body` (JSON) to `path` and returns the response's status and body.
    static func post(host: String, port: Int, path: String, body: [UInt8], headers: [(String, String)] = []) throws(Failure)
        -> (status: Int, body: [UInt8])
    {
        let client = try DevHTTPClient(host: host, port: port)
        try client.sendAll(postHead(host: host, port: port, path: path, body: body, headers: headers) + body)
        var received: [UInt8] = []
        while true {
            let chunk = try client.receiveSome()
            if chunk.isEmpty { break }
            received += chunk
        }
        return try parseResponse(received)
    }

    /// The status and body of a complete response (a `Content-Length` or chunked body).
    static func parseResponse(_ bytes: [UInt8]) throws(Failure) -> (status: Int, body: [UInt8]) {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw Failure(description: "incomplete response head")
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
        let fields = head.split(separator: " ", maxSplits: 2)
        guard fields.count >= 2, let status = Int(fields[1]) else { throw Failure(description: "malformed status line") }
        let body = Array(bytes[(end + separator.count)...])
        return (status, head.contains("\r\ntransfer-encoding: chunked") ? try dechunk(body) : body)
    }

    private static func dechunk(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var body: [UInt8] = []
        var index = 0
        while let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\r")) {
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText, radix: 16), lineEnd + 2 + size <= bytes.count else {
                throw Failure(description: "malformed chunked body")
            }
            if size == 0 { return body }
            body += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            index = lineEnd + 2 + size + 2
            guard index <= bytes.count else { break }
        }
        throw Failure(description: "incomplete chunked body")
    }
}
