/// Errors reported together, in the order found: what kept a schema from being
/// built (`buildSchema`, `extendSchema`, `buildClientSchema`) or a request's
/// variables from being coerced (`coerceVariableValues`).
public struct GraphQLErrors: Error, Sendable, Hashable, CustomStringConvertible {
    public var errors: [GraphQLError]

    public init(_ errors: [GraphQLError]) {
        self.errors = errors
    }

    /// One error's `description` per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
