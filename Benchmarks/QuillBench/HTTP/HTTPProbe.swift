import Foundation
import QuillHTTP
import QuillHTTPClient

/// One HTTP/1.1 POST over a fresh loopback connection, to check what a server answers
/// before wrk times it.
enum HTTPProbe {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// POSTs `body` as application/json to `url` (`http://HOST:PORT/PATH`) and returns the
    /// status and the body (which must have a Content-Length, as wrk's responses do).
    static func post(_ url: String, body: String) async throws -> (status: HTTPStatus, body: [UInt8]) {
        guard let parsed = URL(string: url), let host = parsed.host, let port = parsed.port else {
            throw Failure(description: "not a URL with a host and a port: \(url)")
        }
        let connection = try await HTTPClientConnection.connect(host: host, port: port)
        defer { connection.close() }
        let response = try await connection.request(
            .post(parsed.path.isEmpty ? "/" : parsed.path, body: Array(body.utf8), headers: ["Connection": "close"]))
        guard response.headers["Content-Length"] != nil else { throw Failure(description: "no Content-Length from \(url)") }
        return (response.status, response.body)
    }
}
