import Foundation

/// An HTTP response whose body is read as it arrives (a subscription's stream).
struct StreamingHTTPResponse: Sendable {
    var status: Int
    /// Names lowercased.
    var headers: [String: String]
    var body: AsyncThrowingStream<[UInt8], any Error>
}

/// A POST whose response is streamed.
struct StreamingHTTPRequest: Sendable {
    var url: URL
    var headers: [String: String]
    var body: [UInt8]
    /// How long the server may stay silent (its heartbeats keep a quiet stream alive).
    var idleTimeout: TimeInterval
    /// Certificate authorities trusted for `https://` as well as the system's (Linux only).
    var trustedCAFile: String?
}

/// What streams a body: URLSession's data delegate on Apple platforms; on Linux
/// QuillHTTPClient (`https://` trusting a private CA), the other there for its tests.
enum StreamingHTTPClient: Sendable {
    case urlSession
    #if !canImport(Darwin)
    case httpClient
    #endif

    static var platformDefault: StreamingHTTPClient {
        #if canImport(Darwin)
        .urlSession
        #else
        .httpClient
        #endif
    }

    func send(_ request: StreamingHTTPRequest) async throws -> StreamingHTTPResponse {
        switch self {
        case .urlSession: try await request.sendThroughURLSession()
        #if !canImport(Darwin)
        case .httpClient: try await request.sendThroughHTTPClient()
        #endif
        }
    }
}

extension StreamingHTTPResponse {
    /// The whole body, for a response that is not a stream (an error).
    func collectBody(limit: Int = 1 << 20) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        for try await chunk in body where bytes.count < limit { bytes += chunk }
        return bytes
    }
}
