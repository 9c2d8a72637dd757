#if !canImport(Darwin)
import Foundation
import QuillHTTP1
import QuillHTTPClient

extension StreamingHTTPRequest {
    /// Sends the request through QuillHTTPClient, on Linux: over TLS (OpenSSL) for
    /// `https://`, trusting `trustedCAFile` too, which FoundationNetworking cannot be told.
    func sendThroughHTTPClient() async throws -> StreamingHTTPResponse {
        try await sendStreaming(self)
    }
}

private func sendStreaming(_ request: StreamingHTTPRequest) async throws -> StreamingHTTPResponse {
    let url = request.url
    let scheme = url.scheme?.lowercased()
    guard scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else {
        throw TransportError(url: url, underlying: StreamingHTTPError(description: "\(url.absoluteString) is not an http:// or https:// URL"))
    }
    let tls = scheme == "https" ? TLSConfiguration(trustedCAFile: request.trustedCAFile) : nil
    var target = url.path.isEmpty ? "/" : url.path
    if let query = url.query { target += "?" + query }
    var headers = HTTPHeaders()
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { headers.append(name: name, value: value) }
    let connection: HTTPClientConnection
    let head: HTTPResponseHead
    do {
        connection = try await HTTPClientConnection.connect(
            host: host, port: url.port ?? (tls == nil ? 80 : 443),
            configuration: HTTPClientConnection.Configuration(timeout: request.idleTimeout, tls: tls))
        try await connection.send(.post(target, body: request.body, headers: headers))
        head = try await connection.responseHead()
    } catch {
        throw TransportError(url: url, underlying: StreamingHTTPError(description: String(describing: error)))
    }
    var fields: [String: String] = [:]
    for field in head.headers { fields[field.name.lowercased()] = field.value }
    let (body, continuation) = AsyncThrowingStream.makeStream(of: [UInt8].self)
    let reader = Task {
        do {
            while let chunk = try await connection.bodyChunk() { continuation.yield(chunk) }
            continuation.finish()
        } catch {
            continuation.finish(throwing: TransportError(url: url, underlying: StreamingHTTPError(description: String(describing: error))))
        }
        connection.close()
    }
    continuation.onTermination = { _ in
        reader.cancel()
        connection.close()
    }
    return StreamingHTTPResponse(status: head.status.code, headers: fields, body: body)
}
#endif
