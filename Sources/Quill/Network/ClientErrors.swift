import Foundation

/// No response arrived: the connection failed, was lost mid-body, or timed out.
public struct TransportError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public let url: URL
    public let underlying: any Error

    public var description: String { "No response from \(url.absoluteString): \(underlying.localizedDescription)" }
    public var errorDescription: String? { description }
}

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

/// The response is not a GraphQL response for the operation: not JSON, not an object,
/// neither `data` nor `errors`, or data that does not match the operation's selections
/// (a missing field, a wrong type). Nothing of it was written to the cache.
public struct ResponseFormatError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public enum Reason: Sendable {
        case notJSON(JSONReadErrorDescription)
        case notAnObject
        case noDataOrErrors
        case malformedErrors(String)
        /// The data does not match the operation: the path and what was wrong.
        case dataMismatch(operation: String, detail: String)
    }

    public let url: URL
    public let reason: Reason

    public var description: String {
        let url = url.absoluteString
        return switch reason {
        case .notJSON(let error): "The response from \(url) is not JSON: \(error.message) at byte \(error.offset) (line \(error.line), column \(error.column))"
        case .notAnObject: "The response from \(url) is not a JSON object"
        case .noDataOrErrors: "The response from \(url) has neither \"data\" nor \"errors\""
        case .malformedErrors(let detail): "The response from \(url) has malformed \"errors\": \(detail)"
        case .dataMismatch(let operation, let detail): "The response from \(url) does not match \(operation): \(detail)"
        }
    }

    public var errorDescription: String? { description }
}

/// Where JSON text stopped being JSON (the engine's `JSONReadError`, as the client reports it).
public struct JSONReadErrorDescription: Sendable, Hashable {
    public let message: String
    public let offset: Int
    public let line: Int
    public let column: Int
}
