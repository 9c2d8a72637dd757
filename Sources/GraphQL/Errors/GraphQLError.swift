/// An error in a GraphQL document or in its execution, with the places it concerns.
///
/// Serialized as the spec's "Errors" response entry: `message`, `locations`,
/// `path`, `extensions`. Resolvers may throw one to give an error extensions
/// (such as `["code": "NOT_FOUND"]`).
public struct GraphQLError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var locations: [SourceLocation]
    public var path: [PathComponent]?
    /// Additional entries for the error's `extensions` map; omitted when nil or empty.
    public var extensions: JSONObject?

    public init(
        _ message: String, locations: [SourceLocation] = [], path: [PathComponent]? = nil, extensions: JSONObject? = nil
    ) {
        self.message = message
        self.locations = locations
        self.path = path
        self.extensions = extensions
    }

    /// A syntax error at a byte offset of a source: "Syntax Error: <description>".
    static func syntax(_ source: Source, at offset: Int, _ description: String) -> GraphQLError {
        GraphQLError("Syntax Error: \(description)", locations: [source.location(at: offset)])
    }

    public var description: String {
        guard let first = locations.first else { return message }
        return "\(first.line):\(first.column): \(message)"
    }
}

/// One step of a response path: a field's response key or a list index.
public enum PathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}
