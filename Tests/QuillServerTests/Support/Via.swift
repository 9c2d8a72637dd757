import QuillHTTP
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
    let server = HTTPServer(
        configuration: HTTPServer.Configuration(host: "127.0.0.1", port: 0, loopCount: 1, shutdownGracePeriod: .seconds(2)),
        responder: responder)
    let port = try server.start()
    do {
        let client = try TestClient(port: port)
        let sendsBody = request.method == .post || !request.body.isEmpty
        try client.sendRequest(
            request.method.rawValue, request.head.target, headers: request.headers.map { ($0.name, $0.value) },
            body: sendsBody ? String(decoding: request.body, as: UTF8.self) : nil)
        let response = try await client.readResponse(head: request.method == .head)
        await server.shutdown()
        var headers = HTTPHeaders()
        for (name, value) in response.headers { headers.append(name: name, value: value) }
        return Answer(response: HTTPResponse(status: HTTPStatus(response.status), headers: headers, body: response.body), wasImmediate: false)
    } catch {
        await server.shutdown()
        throw error
    }
}
