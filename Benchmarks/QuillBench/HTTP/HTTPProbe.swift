import Foundation

/// One blocking HTTP/1.1 POST over a fresh loopback connection, to check what a
/// server answers before wrk times it.
enum HTTPProbe {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// POSTs `body` as application/json to `url` (`http://127.0.0.1:PORT/PATH`) and
    /// returns the status and the body (which must have a Content-Length).
    static func post(_ url: String, body: String) throws -> (status: Int, body: [UInt8]) {
        guard let parsed = URL(string: url), let host = parsed.host, let port = parsed.port else {
            throw Failure(description: "not a URL with a host and a port: \(url)")
        }
        let request = Array(
            """
            POST \(parsed.path.isEmpty ? "/" : parsed.path) HTTP/1.1\r
            Host: \(host):\(port)\r
            Content-Type: application/json\r
            Content-Length: \(body.utf8.count)\r
            Connection: close\r
            \r
            \(body)
            """.utf8)
        let reply = try exchange(request, host: host, port: UInt16(port))
        guard let end = reply.firstRange(of: Array("\r\n\r\n".utf8)) else {
            throw Failure(description: "no response head from \(url)")
        }
        let head = String(decoding: reply[..<end.lowerBound], as: UTF8.self).lowercased()
        let statusLine = head.prefix { $0 != "\r" }.split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line from \(url): \(statusLine.joined(separator: " "))")
        }
        guard let lengthLine = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { throw Failure(description: "no Content-Length from \(url)") }
        let bodyBytes = Array(reply[end.upperBound...])
        guard bodyBytes.count == length else {
            throw Failure(description: "\(url) sent \(bodyBytes.count) body bytes, Content-Length \(length)")
        }
        return (status, bodyBytes)
    }

    /// Sends `request` to `host`:`port` (IPv4) and reads until the server closes.
    private static func exchange(_ request: [UInt8], host: String, port: UInt16) throws -> [UInt8] {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw Failure(description: "not an IPv4 address: \(host)")
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect to \(host):\(port): errno \(errno)") }
        var sent = 0
        while sent < request.count {
            let written = request[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failure(description: "write: errno \(errno)") }
            sent += written
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count >= 0 else { throw Failure(description: "read: errno \(errno)") }
            if count == 0 { return reply }
            reply += buffer[..<count]
        }
    }
}
