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
        let url = request.url!
        let data: Foundation.Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
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
