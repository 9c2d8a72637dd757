import Foundation

/// A response as `ServeHTTPClient` read it.
struct ServeHTTPResponse {
    var status: Int
    /// Header names lowercased.
    var headers: [String: String]
    var body: String
}

/// One blocking HTTP/1.1 request over a fresh IPv4 loopback connection (`Connection: close`),
/// so that the tests talk to `quill serve` over a real socket without curl.
enum ServeHTTPClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func request(
        _ method: String, port: UInt16, path: String, headers: [String: String] = [:], body: String = ""
    ) throws -> ServeHTTPResponse {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.utf8.count)\r\n" }
        let reply = try exchange(Array((head + "\r\n" + body).utf8), port: port)
        guard let end = reply.firstRange(of: Array("\r\n\r\n".utf8)) else {
            throw Failure(description: "no response head in \(String(decoding: reply, as: UTF8.self))")
        }
        let lines = String(decoding: reply[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines[0].split(separator: " ")
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
            throw Failure(description: "bad status line: \(lines[0])")
        }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var bodyBytes = Array(reply[end.upperBound...])
        if fields["transfer-encoding"]?.lowercased() == "chunked" { bodyBytes = try dechunk(bodyBytes) }
        return ServeHTTPResponse(status: status, headers: fields, body: String(decoding: bodyBytes, as: UTF8.self))
    }

    /// The data of a chunked body (no trailers expected).
    private static func dechunk(_ bytes: [UInt8]) throws -> [UInt8] {
        var data: [UInt8] = []
        var rest = bytes[...]
        while let lineEnd = rest.firstRange(of: Array("\r\n".utf8)) {
            let sizeText = String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self).prefix { $0 != ";" }
            guard let size = Int(sizeText, radix: 16) else { throw Failure(description: "bad chunk size \(sizeText)") }
            if size == 0 { return data }
            let start = lineEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size + 2 else { throw Failure(description: "short chunk") }
            data += rest[start..<rest.index(start, offsetBy: size)]
            rest = rest[rest.index(start, offsetBy: size + 2)...]
        }
        throw Failure(description: "chunked body without its last chunk")
    }

    /// Sends `request` to 127.0.0.1:`port` and reads until the server closes (10 s receive timeout).
    private static func exchange(_ request: [UInt8], port: UInt16) throws -> [UInt8] {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect to port \(port): errno \(errno)") }
        var sent = 0
        while sent < request.count {
            let written = request[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failure(description: "write: errno \(errno)") }
            sent += written
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count >= 0 else { throw Failure(description: "read: errno \(errno) after \(reply.count) bytes") }
            if count == 0 { return reply }
            reply += buffer[..<count]
        }
    }
}
