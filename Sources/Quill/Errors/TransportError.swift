import Foundation

/// No response arrived: the connection failed, was lost mid-body, or timed out (the
/// request chain's `RetryInterceptor` retries these).
public struct TransportError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public let url: URL
    public let underlying: any Error

    public var description: String { "No response from \(url.absoluteString): \(underlying.localizedDescription)" }
    public var errorDescription: String? { description }
}
