#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import QuillHTTP

/// A raw TCP connection to a loopback port for the subscription end-to-end tests: they
/// read streamed (chunked) bodies and WebSocket frames, not whole responses. Reads are
/// non-blocking with short sleeps and give up after `timeout`.
final class LoopbackConnection {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let fd: Int32
    private var buffer: [UInt8] = []
    private let timeout: Duration

    init(port: Int, timeout: Duration = .seconds(10)) throws {
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

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "write failed: errno \(errno)") }
            offset += count
        }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// The response head (status line and fields, without the blank line).
    func receiveHead() async throws -> String {
        let head = try await take { buffer in Self.find(Array("\r\n\r\n".utf8), in: buffer).map { $0 + 4 } }
        return String(decoding: head.dropLast(4), as: UTF8.self)
    }

    /// A chunked body up to its last chunk, decoded.
    func receiveChunkedBody() async throws -> String {
        var body: [UInt8] = []
        while true {
            let sizeLine = try await take { buffer in Self.find(Array("\r\n".utf8), in: buffer).map { $0 + 2 } }
            guard let size = Int(String(decoding: sizeLine.dropLast(2), as: UTF8.self), radix: 16) else {
                throw Failure(description: "bad chunk size line")
            }
            let chunk = try await take { buffer in buffer.count >= size + 2 ? size + 2 : nil }
            if size == 0 { return String(decoding: body, as: UTF8.self) }
            body += chunk.dropLast(2)
        }
    }

    /// Reads until `bytes` arrived somewhere; returns everything up to and including them.
    func receive(through bytes: String) async throws -> String {
        let needle = Array(bytes.utf8)
        let taken = try await take { buffer in Self.find(needle, in: buffer).map { $0 + needle.count } }
        return String(decoding: taken, as: UTF8.self)
    }

    /// The next WebSocket events the server sent.
    func receiveWebSocketEvents(_ decoder: inout WebSocketFrameDecoder) async throws -> [WebSocketEvent] {
        while true {
            if !buffer.isEmpty {
                let events = decoder.feed(buffer)
                buffer = []
                if !events.isEmpty { return events }
            }
            _ = try await take { buffer in buffer.isEmpty ? nil : 0 }
        }
    }

    /// Reads until `complete` finds the end of what is wanted; removes and returns it.
    private func take(until complete: ([UInt8]) -> Int?) async throws -> [UInt8] {
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            if let end = complete(buffer) {
                let taken = Array(buffer[..<end])
                buffer.removeFirst(end)
                return taken
            }
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

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
