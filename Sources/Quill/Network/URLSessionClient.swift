import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends HTTP requests with `URLSession` (FoundationNetworking's on Linux).
public final class URLSessionClient: Sendable {
    private let session: URLSession

    public init(configuration: URLSessionConfiguration = .ephemeral) {
        session = URLSession(configuration: configuration)
    }

    deinit {
        invalidate()
    }

    /// Lets the requests under way finish, then frees the session; no request may follow.
    public func invalidate() {
        session.finishTasksAndInvalidate()
    }

    /// The response to `request`; a failure to get one whole is a `TransportError`.
    public func send(_ request: URLRequest) async throws -> GraphQLHTTPResponse {
        try await response(to: request) { try await session.data(for: request) }
    }

    /// The response to `request` with the body in `file`, read as it is sent.
    func upload(_ request: URLRequest, fromFile file: URL) async throws -> GraphQLHTTPResponse {
        try await response(to: request) { try await session.upload(for: request, fromFile: file) }
    }

    private func response(to request: URLRequest, _ load: () async throws -> (Foundation.Data, URLResponse)) async throws -> GraphQLHTTPResponse {
        let url = request.url!
        let data: Foundation.Data
        let response: URLResponse
        do {
            (data, response) = try await load()
        } catch {
            if error is CancellationError { throw error }
            throw TransportError(url: url, underlying: error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportError(url: url, underlying: URLError(.badServerResponse))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return GraphQLHTTPResponse(url: url, status: http.statusCode, headers: headers, body: Array(data))
    }
}
