#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client over a loopback TCP socket for the end-to-end tests (and,
/// in `SocketClient+Streams.swift`, a reader of streamed bodies and WebSocket frames).
/// Non-blocking with short sleeps, so waiting never holds a thread the server's tasks
/// need; every read gives up after `timeout`.
final class SocketClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    private let fd: Int32
    /// Bytes read and not yet taken.
    var buffer: [UInt8] = []
    private let timeout: Duration

    init(port: Int, timeout: Duration = .seconds(30)) throws {
        self.timeout = timeout
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            _ = close(fd)
            throw Failure(description: "connect failed: errno \(errno)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
    }

    deinit { _ = close(fd) }

    /// Sends a request with `Content-Length` when it has a body.
    func send(_ method: String, _ target: String, headers: [(String, String)] = [], body: String? = nil) throws {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        try sendRaw(Array(text.utf8))
    }

    /// Sends `bytes` as they are.
    func sendRaw(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "write failed: errno \(errno)") }
            offset += count
        }
    }

    /// Reads one response with a `Content-Length` body (what the GraphQL server sends).
    func readResponse() async throws -> Response {
        let headEnd = try await fill { buffer in Self.find(Array("\r\n\r\n".utf8), in: buffer).map { $0 + 4 } }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        var lines = head.split(separator: "\r\n").makeIterator()
        guard let statusLine = lines.next(), let status = Int(statusLine.split(separator: " ")[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        var headers: [(name: String, value: String)] = []
        while let line = lines.next(), let colon = line.firstIndex(of: ":") {
            headers.append((String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " })))
        }
        let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        let end = try await fill { buffer in buffer.count >= headEnd + length ? headEnd + length : nil }
        let body = Array(buffer[headEnd..<end])
        buffer.removeFirst(end)
        return Response(status: status, headers: headers, body: body)
    }

    /// Reads until `complete` finds the end of what is wanted in the buffer.
    func fill(until complete: ([UInt8]) -> Int?) async throws -> Int {
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            if let end = complete(buffer) { return end }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 {
                throw Failure(description: "the server closed the connection")
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                guard ContinuousClock.now < deadline else { throw Failure(description: "timed out") }
                try await Task.sleep(for: .milliseconds(2))
            } else {
                throw Failure(description: "read failed: errno \(errno)")
            }
        }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
