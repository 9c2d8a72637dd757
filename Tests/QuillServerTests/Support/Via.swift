import QuillHTTP
import QuillHTTPClient
import QuillTestSupport
import Testing

/// How a test's request reaches the server: straight to `respond(to:)`, or as bytes over a
/// real socket to an `HTTPServer` on an ephemeral loopback port (the end-to-end path).
enum Via: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case responder, socket

    var testDescription: String { rawValue }
}

/// The answer to `request` by the way `via` says.
func answer(_ server: some HTTPResponder, _ via: Via, _ request: HTTPRequest) async -> Answer {
    switch via {
    case .responder:
        return await answer(server, request)
    case .socket:
        do {
            return try await answerOverSocket(server, request)
        } catch {
            Issue.record("over a socket: \(error)")
            return Answer(response: HTTPResponse(status: 0), wasImmediate: false)
        }
    }
}

/// Serves `responder` on a fresh loopback server, sends `request` over a socket, reads the
/// response (with its `Content-Length` body) and stops the server.
private func answerOverSocket(_ responder: some HTTPResponder, _ request: HTTPRequest) async throws -> Answer {
    try await withServer(testConfiguration(loops: 1), responder: responder) { server in
        let client = try await HTTPClientConnection.connect(port: server.port)
        let sendsBody = request.method == .post || !request.body.isEmpty
        try await client.sendRequest(
            request.method.rawValue, request.head.target, headers: request.headers.map { ($0.name, $0.value) },
            body: sendsBody ? String(decoding: request.body, as: UTF8.self) : nil)
        let response = try await client.readResponse()
        return Answer(response: HTTPResponse(status: response.status, headers: response.headers, body: response.body), wasImmediate: false)
    }
}
