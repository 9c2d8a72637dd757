import Foundation

/// Why a streamed HTTP response could not be read (inside a `TransportError`).
struct StreamingHTTPError: Error, Sendable, CustomStringConvertible, LocalizedError {
    let description: String
    var errorDescription: String? { description }
}
