/// A generated input object: a struct whose fields tell an absent value from an explicit
/// null (`GraphQLNullable`), written as a JSON object.
public protocol InputObject: JSONEncodable, Hashable {}

/// An input value that may be absent (`.none`: left out), explicitly null, or a value.
///
/// Indirect, so that an input object can hold a field of its own type (`input Filter {
/// AND: Filter }`, which GraphQL allows for nullable fields).
public indirect enum GraphQLNullable<Wrapped: JSONEncodable & Hashable>: JSONEncodable, Hashable, ExpressibleByNilLiteral {
    case none
    case null
    case some(Wrapped)

    /// `nil` is absent, as an omitted argument is.
    public init(nilLiteral: ()) { self = .none }

    public init(_ value: Wrapped?) {
        self = value.map { .some($0) } ?? .null
    }

    public var _jsonValue: JSONValue {
        switch self {
        case .none, .null: .null
        case .some(let value): value._jsonValue
        }
    }

    /// Whether the value is written at all.
    public var isPresent: Bool {
        if case .none = self { return false }
        return true
    }
}

extension JSONObject {
    /// Adds `value` under `key` unless it is absent.
    public mutating func append<T>(_ key: String, _ value: GraphQLNullable<T>) {
        if value.isPresent { append(key, value._jsonValue) }
    }

    /// Adds `value` under `key` unless it is nil (a nullable variable left out).
    public mutating func appendUnlessNil(_ key: String, _ value: (some JSONEncodable)?) {
        if let value { append(key, value._jsonValue) }
    }
}
