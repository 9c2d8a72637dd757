import Foundation

/// The server answered, but not with a GraphQL response for the operation: not JSON, not
/// a GraphQL response, data that does not match the operation's selections, or (the
/// Codable path) data that does not decode as the type asked for. Nothing of it was
/// written to the cache.
public struct ResponseFormatError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public enum Reason: Sendable, Hashable {
        /// Not JSON: why, and where the reader stopped (byte offset, line and column).
        case notJSON(message: String, offset: Int, line: Int, column: Int)
        /// JSON, but not a GraphQL response: not an object.
        case notAnObject
        /// JSON, but not a GraphQL response: neither `data` nor `errors`.
        case noDataOrErrors
        /// JSON, but not a GraphQL response: `errors` is not a list of errors with messages.
        case malformedErrors(String)
        /// A payload of an incremental response (`@defer`, `@stream`) that does not fit
        /// what came before: what was wrong.
        case malformedIncrement(String)
        /// The data does not match the operation's selections: where, and what was wrong.
        case dataMismatch(operation: String, path: [PathComponent], message: String)
        /// The data does not decode as `type` (the Codable path): where, and what was wrong.
        case undecodable(type: String, path: [PathComponent], message: String)
    }

    public let url: URL
    public let reason: Reason

    public var description: String {
        let url = url.absoluteString
        return switch reason {
        case .notJSON(let message, let offset, let line, let column):
            "The response from \(url) is not JSON: \(message) at byte \(offset) (line \(line), column \(column))"
        case .notAnObject: "The response from \(url) is not a JSON object"
        case .noDataOrErrors: "The response from \(url) has neither \"data\" nor \"errors\""
        case .malformedErrors(let detail): "The response from \(url) has malformed \"errors\": \(detail)"
        case .malformedIncrement(let detail): "The response from \(url) has a malformed incremental payload: \(detail)"
        case .dataMismatch(let operation, let path, let message):
            "The response from \(url) does not match \(operation): \(path.located(message))"
        case .undecodable(let type, let path, let message):
            "The data from \(url) does not decode as \(type): \(path.located(message))"
        }
    }

    public var errorDescription: String? { description }
}

extension [PathComponent] {
    /// `allConferences.0.name: expected a string, found an integer`: the message after the
    /// dotted path, or alone at the root.
    func located(_ message: String) -> String {
        guard !isEmpty else { return message }
        let location = map { component in
            switch component {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
        return "\(location): \(message)"
    }
}
