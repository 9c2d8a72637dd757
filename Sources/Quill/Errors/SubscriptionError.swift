import Foundation

/// A subscription could not start or was ended by the server: the client's transport
/// carries none, or the server failed it with errors.
public struct SubscriptionError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public enum Reason: Sendable {
        /// The client's network transport (`transport`, its type) carries no subscriptions.
        case unavailable(transport: String)
        /// The server ended the subscription with errors (a multipart part with a null payload).
        case failed([GraphQLError])
    }

    public let reason: Reason
    /// The subscription's endpoint; nil when there was none to send it to.
    public let url: URL?

    public var description: String {
        switch reason {
        case .unavailable(let transport):
            "The client's network transport (\(transport)) carries no subscriptions; give the client a SubscriptionNetworkTransport"
        case .failed(let errors):
            "The subscription at \(url?.absoluteString ?? "the server") failed: " + errors.map(\.message).joined(separator: "; ")
        }
    }

    public var errorDescription: String? { description }
}
