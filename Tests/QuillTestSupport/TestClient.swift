#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A raw TCP client for the server tests: writes bytes exactly as given and reads
/// responses itself. Non-blocking, polling with short sleeps, so waiting never blocks
/// a thread the server's tasks need; every wait gives up after `timeout`.
public final class TestClient {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// A response as read from the wire.
    public struct Response {
        public var status: Int
        public var headers: [(name: String, value: String)]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }

        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    public let fd: Int32
    /// Bytes read but not consumed; a slice, so consuming from the front is cheap.
    private var buffer: ArraySlice<UInt8> = []
    private let timeout: Duration

    public init(port: Int, host: String = "127.0.0.1", timeout: Duration = .seconds(30)) throws {
        self.timeout = timeout
        let isV6 = host.contains(":")
        fd = POSIX.tcpSocket(family: isV6 ? AF_INET6 : AF_INET)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        var result: Int32
        if isV6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET6, host, &address.sin6_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET, host, &address.sin_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result == 0 else {
            POSIX.close(fd)
            throw Failure(description: "connect failed: errno \(errno)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
    }

    deinit { close() }

    private var isClosed = false

    public func close() {
        guard !isClosed else { return }
        isClosed = true
        POSIX.close(fd)
    }

    /// Sends EOF: the client will send nothing more but still reads.
    public func shutdownWrite() {
        _ = shutdown(fd, POSIX.shutdownWrite)
    }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { POSIX.send(fd, $0) }
            guard count > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            offset += count
        }
    }

    /// Sends what the socket takes now without waiting; returns how many bytes that was.
    public func sendSome(_ bytes: ArraySlice<UInt8>) throws -> Int {
        let count = bytes.withUnsafeBytes { POSIX.send(fd, $0) }
        if count >= 0 { return count }
        guard errno == EAGAIN || errno == EWOULDBLOCK else { throw Failure(description: "send failed: errno \(errno)") }
        return 0
    }

    /// Fixes the socket's send buffer (the kernel doubles it), so that what a peer that
    /// stops reading has taken is bounded by its own buffers, not by this one's growth.
    public func setSendBufferSize(_ bytes: Int) {
        var size = Int32(bytes)
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Sends `bytes` as the peer takes them and returns how many it took: all of them,
    /// or fewer once it has taken nothing for `stall`.
    public func sendUntilStalled(_ bytes: ArraySlice<UInt8>, stall: Duration) async throws -> Int {
        var sent = 0
        var lastProgress = ContinuousClock.now
        while sent < bytes.count {
            let accepted = try sendSome(bytes[(bytes.startIndex + sent)...])
            if accepted > 0 {
                sent += accepted
                lastProgress = .now
            } else if ContinuousClock.now - lastProgress > stall {
                break
            } else {
                try await Task.sleep(for: .milliseconds(2))
            }
        }
        return sent
    }

    /// Reads more bytes into the buffer; false at EOF, closing the socket as a client
    /// would. Throws on timeout.
    private func fill(until deadline: ContinuousClock.Instant) async throws -> Bool {
        if isClosed { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer += chunk[..<count]
                return true
            }
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                close()
                return false
            }
            if ContinuousClock.now > deadline { throw Failure(description: "timed out reading") }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Waits for exactly `count` raw bytes.
    public func readBytes(_ count: Int) async throws -> [UInt8] {
        let deadline = ContinuousClock.now + timeout
        while buffer.count < count {
            guard try await fill(until: deadline) else { throw Failure(description: "closed before \(count) bytes") }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer.prefix(count))
    }

    /// Whether bytes (or the end of the stream) wait to be read, without reading them.
    public var isReadable: Bool {
        if !buffer.isEmpty { return true }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Whatever bytes are buffered or arrive next (at least one); empty at EOF.
    public func readSome() async throws -> [UInt8] {
        if buffer.isEmpty {
            guard try await fill(until: ContinuousClock.now + timeout) else { return [] }
        }
        defer { buffer = [] }
        return Array(buffer)
    }

    /// Reads one response; `head` for the answer to a HEAD request (no body).
    public func readResponse(head: Bool = false) async throws -> Response {
        let deadline = ContinuousClock.now + timeout
        var end: Int?
        while true {
            end = headEnd()
            if end != nil { break }
            guard try await fill(until: deadline) else { throw Failure(description: "closed before a response head") }
        }
        let headText = String(decoding: buffer[..<end!], as: UTF8.self)
        buffer = buffer[(end! + 4)...]
        var lines = headText.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(headText)")
        }
        let headers = lines.map { line in
            let colon = line.firstIndex(of: ":")!
            return (name: String(line[..<colon]), value: String(line[line.index(after: colon)...].drop { $0 == " " }))
        }
        var response = Response(status: status, headers: headers, body: [])
        if head || status < 200 || status == 204 || status == 304 { return response }
        if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            response.body = try await readBytes(length)
        } else if response.header("Transfer-Encoding") == "chunked" {
            response.body = try await readChunks()
        } else {
            response.body = try await readToEnd()
        }
        return response
    }

    /// Every byte until the server closes the connection.
    public func readToEnd() async throws -> [UInt8] {
        let deadline = ContinuousClock.now + timeout
        while try await fill(until: deadline) {}
        defer { buffer = [] }
        return Array(buffer)
    }

    private func readChunks() async throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let line = try await readLine()
            guard let size = Int(line.split(separator: ";")[0], radix: 16) else {
                throw Failure(description: "bad chunk size \(line)")
            }
            if size == 0 {
                _ = try await readLine()
                return body
            }
            body += try await readBytes(size)
            _ = try await readBytes(2)
        }
    }

    private func readLine() async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let index = buffer.firstIndex(of: 10) {
                defer { buffer = buffer[(index + 1)...] }
                return String(decoding: buffer[..<index].filter { $0 != 13 }, as: UTF8.self)
            }
            guard try await fill(until: deadline) else { throw Failure(description: "closed mid-line") }
        }
    }

    private func headEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in buffer.startIndex...(buffer.endIndex - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }
}

extension TestClient {
    /// Whether this machine can bind ::1 (containers without IPv6 cannot).
    public static let hasIPv6Loopback: Bool = {
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
}

extension TestClient {
    /// Sends a request to 127.0.0.1, with `Content-Length` when it has a body.
    public func sendRequest(_ method: String, _ target: String, headers: [(String, String)] = [], body: String? = nil) throws {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Length: \(body.utf8.count)\r\n" }
        try send(text + "\r\n" + (body ?? ""))
    }

    /// Reads until `bytes` arrived; returns everything up to and including them.
    public func read(through bytes: String) async throws -> String {
        let needle = Array(bytes.utf8)
        let deadline = ContinuousClock.now + timeout
        while true {
            if let found = buffer.firstRange(of: needle) {
                defer { buffer = buffer[found.upperBound...] }
                return String(decoding: buffer[..<found.upperBound], as: UTF8.self)
            }
            guard try await fill(until: deadline) else { throw Failure(description: "closed before \(bytes.debugDescription)") }
        }
    }

    /// A response head (status line and fields, without the blank line), leaving its body unread.
    public func readHead() async throws -> String {
        String(try await read(through: "\r\n\r\n").dropLast(4))
    }

    /// A chunked body up to its last chunk, decoded (after `readHead`).
    public func readChunkedBody() async throws -> String {
        String(decoding: try await readChunks(), as: UTF8.self)
    }
}
