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

extension StreamingHTTPResponse {
    /// The whole body, for a response that is not a stream (an error).
    func collectBody(limit: Int = 1 << 20) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        for try await chunk in body where bytes.count < limit { bytes += chunk }
        return bytes
    }
}
