import QuillHTTPClient

/// A loopback server that answers each HTTP request with bytes a test scripts, exactly
/// as given (a truncated body, a wrong status, no HTTP at all), and then closes the
/// connection: for clients' tests of hostile or broken servers. Connections are taken
/// one at a time, on a `RawServer`.
public final class ScriptedHTTPServer: Sendable {
    /// What to do with a request: its index (from 0) and its text (head and body). A script
    /// that holds an answer back awaits an event (a `Flag`): it runs on the shared pool.
    public typealias Script = @Sendable (_ index: Int, _ request: String) async -> Reply

    public enum Reply: Sendable {
        /// Send these bytes, then close.
        case bytes([UInt8])
        /// Close at once without answering.
        case close
    }

    public let port: Int
    private let server: RawServer
    private let requests: Observed<[String]>
    private let loop: Task<Void, Never>

    public init(_ script: @escaping Script) throws {
        let server = try RawServer()
        let requests = Observed<[String]>([])
        self.server = server
        self.requests = requests
        port = server.port
        loop = Task {
            var index = 0
            // Ends when `stop` closes the listener (the accept throws).
            while let connection = try? await server.accept() {
                let request = (try? await Self.readRequest(connection)) ?? ""
                requests.update { $0.append(request) }
                if case .bytes(let bytes) = await script(index, request) { try? await connection.write(bytes) }
                connection.shutdownWrite()
                connection.close()
                index += 1
            }
        }
    }

    /// The requests received so far, in order.
    public var received: [String] { requests.value }

    /// Stops accepting. The loop is cancelled before the listener closes: a loop that had
    /// not yet started waiting would otherwise wait on the closed descriptor's number,
    /// which a socket opened meanwhile may have taken (the reactor's "two tasks wait to
    /// read one socket").
    public func stop() {
        loop.cancel()
        server.close()
    }

    deinit { stop() }

    /// The head and, by its `Content-Length`, the body of one request.
    private static func readRequest(_ connection: HTTPClientConnection) async throws -> String {
        let head = try await connection.read(through: "\r\n\r\n")
        let length =
            head.lowercased().split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).filter { $0 != " " }) } ?? 0
        let body = try await connection.read(count: length)
        return head + String(decoding: body, as: UTF8.self)
    }
}

extension ScriptedHTTPServer.Reply {
    /// An HTTP/1.1 response with `Content-Length` (give `declaredLength` to lie about it).
    public static func http(status: Int, reason: String = "OK", contentType: String = "application/json", body: String, declaredLength: Int? = nil)
        -> Self
    {
        let text =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(declaredLength ?? body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        return .bytes(Array(text.utf8))
    }
}
