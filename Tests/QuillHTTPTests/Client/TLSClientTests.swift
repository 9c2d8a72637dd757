import QuillHTTP
import QuillHTTPClient
import QuillTestSupport
import Testing

/// `HTTPClientConnection` and `WebSocketClient` over TLS (OpenSSL's libssl) through Debian's
/// stunnel in front of the HTTP server, with certificates the test makes: requests and
/// WebSocket messages both ways; certificates for another host, or from an unknown
/// authority, refused with the host and OpenSSL's verify result; a server that closes
/// during the handshake, stays silent in it, or speaks no TLS, an error rather than a hang.
@Suite(.timeLimit(.minutes(2)))
struct TLSClientTests {
    /// Answers a POST with its body reversed, a GET with its target.
    static let responder = ClosureResponder { request in
        if request.method == .post { return .response(HTTPResponse(status: 200, body: request.body.reversed())) }
        if request.head.target == "/ws" { return WebSocketClientTests.echo.respond(to: request) }
        return .response(HTTPResponse(status: 200, body: Array("you asked for \(request.head.target)".utf8)))
    }

    /// The HTTP server, with stunnel in front of it.
    private func withProxiedServer(_ body: (TLSProxy) async throws -> Void) async throws {
        try await withServer(responder: Self.responder) { server in
            try await withTLSProxy(forwardingTo: server.port, body)
        }
    }

    @Test(arguments: ["127.0.0.1", "localhost"]) func requestsOverOneConnection(host: String) async throws {
        try await withProxiedServer { proxy async throws in
            let connection = try await HTTPClientConnection.connect(
                host: host, port: proxy.port, configuration: .init(tls: proxy.trust))
            let first = try await connection.request(HTTPClientRequest(target: "/first"))
            #expect(first.status == .ok)
            #expect(first.text == "you asked for /first")
            // Larger than a TLS record and than the socket's buffers, both ways.
            let body = (0..<3_000_000).map { (index: Int) in UInt8(truncatingIfNeeded: index &* 7) }
            let second = try await connection.request(.post("/reverse", body: body, contentType: "application/octet-stream"))
            #expect(second.body == body.reversed())
            connection.close()
        }
    }

    @Test func aWebSocketOverTLS() async throws {
        try await withProxiedServer { proxy async throws in
            let socket = try await WebSocketClient.connect(
                host: "localhost", port: proxy.port, target: "/ws", subprotocols: ["echo"],
                connection: .init(tls: proxy.trust))
            try await socket.send(text: "hello")
            #expect(try await socket.receive() == .text("echo: hello"))
            try await socket.send(binary: [UInt8](repeating: 1, count: 100_000))
            #expect(try await socket.receive() == .text("100000 bytes"))
            try await socket.send(text: "bye")
            #expect(try await socket.receive() == nil)
            #expect(await socket.closeCode == .normalClosure)
        }
    }

    @Test func aCertificateForAnotherHostIsRefused() async throws {
        try await withProxiedServer { proxy async throws in
            for (host, reason) in [("localhost", "hostname mismatch"), ("127.0.0.1", "IP address mismatch")] {
                let error = await #expect(throws: HTTPClientError.tlsCertificate(host: host, reason: reason)) {
                    try await HTTPClientConnection.connect(host: host, port: proxy.otherHostPort, configuration: .init(tls: proxy.trust))
                }
                #expect(error?.description == "the TLS certificate of \(host) was refused: \(reason)")
            }
        }
    }

    @Test func aCertificateFromAnUntrustedAuthorityIsRefused() async throws {
        try await withProxiedServer { proxy async throws in
            await #expect(throws: HTTPClientError.tlsCertificate(host: "localhost", reason: "self-signed certificate")) {
                try await HTTPClientConnection.connect(host: "localhost", port: proxy.untrustedPort, configuration: .init(tls: proxy.trust))
            }
            // The test's CA is not the system's.
            await #expect(throws: HTTPClientError.tlsCertificate(host: "localhost", reason: "unable to get local issuer certificate")) {
                try await HTTPClientConnection.connect(host: "localhost", port: proxy.port, configuration: .init(tls: TLSConfiguration()))
            }
        }
    }

    @Test func aServerThatClosesDuringTheHandshakeIsAnError() async throws {
        let server = try RawServer()
        defer { server.close() }
        let connecting = Task {
            try await HTTPClientConnection.connect(host: "localhost", port: server.port, configuration: .init(tls: TLSConfiguration()))
        }
        let peer = try await server.accept()
        // The ClientHello, then nothing more.
        #expect(try await peer.read().first == 0x16)
        peer.close()
        await #expect(
            throws: HTTPClientError.tls(host: "localhost", reason: "the server closed the connection during the handshake")
        ) { try await connecting.value }
    }

    @Test func aServerSilentDuringTheHandshakeTimesOut() async throws {
        let server = try RawServer()
        defer { server.close() }
        let connecting = Task {
            try await HTTPClientConnection.connect(
                host: "localhost", port: server.port, configuration: .init(timeout: 0.3, tls: TLSConfiguration()))
        }
        let peer = try await server.accept()
        #expect(try await peer.read().first == 0x16)
        await #expect(throws: HTTPClientError.timedOut) { try await connecting.value }
        peer.close()
    }

    @Test func aServerThatSpeaksNoTLSIsAnError() async throws {
        try await withServer(responder: Self.responder) { server in
            let error = await #expect(throws: HTTPClientError.self) {
                try await HTTPClientConnection.connect(host: "localhost", port: server.port, configuration: .init(tls: TLSConfiguration()))
            }
            // "wrong version number" from the server's 400, or the closed connection after it.
            guard case .tls(let host, _)? = error else {
                Issue.record("not a TLS error: \(String(describing: error))")
                return
            }
            #expect(host == "localhost")
        }
    }

    @Test func aCAFileThatDoesNotLoadIsAnError() async throws {
        let error = await #expect(throws: HTTPClientError.self) {
            try await HTTPClientConnection.connect(
                host: "localhost", port: 1, configuration: .init(tls: TLSConfiguration(trustedCAFile: "/nonexistent/ca.pem")))
        }
        #expect(error?.description.hasPrefix("TLS with localhost failed: cannot load the trusted CA file /nonexistent/ca.pem") == true)
    }
}
