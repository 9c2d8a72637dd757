#if canImport(Darwin)
import Foundation

/// On Apple platforms the body streams through URLSession's `bytes(for:)`.
func sendStreaming(_ request: StreamingHTTPRequest) async throws -> StreamingHTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = "POST"
    urlRequest.timeoutInterval = request.idleTimeout
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = Data(request.body)
    let bytes: URLSession.AsyncBytes
    let response: URLResponse
    do {
        (bytes, response) = try await URLSession.shared.bytes(for: urlRequest)
    } catch {
        throw TransportError(url: request.url, underlying: error)
    }
    guard let http = response as? HTTPURLResponse else { throw TransportError(url: request.url, underlying: URLError(.badServerResponse)) }
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
        if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
    }
    let url = request.url
    let (body, continuation) = AsyncThrowingStream.makeStream(of: [UInt8].self)
    let reader = Task {
        do {
            // AsyncBytes gives a byte at a time (from its own buffer); each goes on at once,
            // since a part may end at any byte.
            for try await byte in bytes { continuation.yield([byte]) }
            continuation.finish()
        } catch {
            continuation.finish(throwing: TransportError(url: url, underlying: error))
        }
    }
    continuation.onTermination = { _ in reader.cancel() }
    return StreamingHTTPResponse(status: http.statusCode, headers: fields, body: body)
}
#endif
