import Foundation

/// The server answered with an HTTP error status (4xx, 5xx), with or without a GraphQL
/// body; its GraphQL errors, when the body had some, name what went wrong.
public struct ResponseCodeError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public let url: URL
    public let status: Int
    public let body: [UInt8]
    /// The errors of the body, when it is a GraphQL response.
    public let graphQLErrors: [GraphQLError]?

    public var description: String {
        var text = "\(url.absoluteString) answered HTTP \(status)"
        if let graphQLErrors, !graphQLErrors.isEmpty {
            text += ": " + graphQLErrors.map(\.message).joined(separator: "; ")
        } else if !body.isEmpty {
            let prefix = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            text += ": " + prefix + (body.count > 200 ? "…" : "")
        }
        return text
    }

    public var errorDescription: String? { description }
}
