/// A generated input object: a struct whose fields tell an absent value from an explicit
/// null (`GraphQLNullable`), written as a JSON object.
public protocol InputObject: JSONEncodable, Hashable {}

/// An input value that may be absent (`.none`: left out), explicitly null, or a value:
/// nullable input fields, and nullable variables in Apollo's shape
/// (`LaunchListQuery(cursor: cursor ?? .null)`).
///
/// Indirect, so that an input object can hold a field of its own type (`input Filter {
/// AND: Filter }`, which GraphQL allows for nullable fields).
public indirect enum GraphQLNullable<Wrapped: JSONEncodable & Hashable>: JSONEncodable, Hashable, ExpressibleByNilLiteral {
    case none
    case null
    case some(Wrapped)

    /// `nil` is absent, as an omitted argument is.
    public init(nilLiteral: ()) { self = .none }

    /// nil is an explicit null.
    public init(_ value: Wrapped?) {
        self = value.map { .some($0) } ?? .null
    }

    /// `GraphQLNullable<GraphQLEnum<PatchSize>>(.small)`.
    public init<T: EnumType>(_ caseValue: T) where Wrapped == GraphQLEnum<T> {
        self = .some(GraphQLEnum(caseValue))
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

    /// The value, nil when absent or null.
    public var unwrapped: Wrapped? {
        if case .some(let value) = self { return value }
        return nil
    }
}

/// `cursor ?? .null`: the optional's value, else `rhs`.
@_disfavoredOverload
public func ?? <T>(lhs: T?, rhs: GraphQLNullable<T>) -> GraphQLNullable<T> {
    lhs.map { .some($0) } ?? rhs
}

extension GraphQLNullable: ExpressibleByUnicodeScalarLiteral where Wrapped: ExpressibleByUnicodeScalarLiteral {
    public init(unicodeScalarLiteral value: Wrapped.UnicodeScalarLiteralType) {
        self = .some(Wrapped(unicodeScalarLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByExtendedGraphemeClusterLiteral where Wrapped: ExpressibleByExtendedGraphemeClusterLiteral {
    public init(extendedGraphemeClusterLiteral value: Wrapped.ExtendedGraphemeClusterLiteralType) {
        self = .some(Wrapped(extendedGraphemeClusterLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByStringLiteral where Wrapped: ExpressibleByStringLiteral {
    public init(stringLiteral value: Wrapped.StringLiteralType) {
        self = .some(Wrapped(stringLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByIntegerLiteral where Wrapped: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Wrapped.IntegerLiteralType) {
        self = .some(Wrapped(integerLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByFloatLiteral where Wrapped: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Wrapped.FloatLiteralType) {
        self = .some(Wrapped(floatLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByBooleanLiteral where Wrapped: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Wrapped.BooleanLiteralType) {
        self = .some(Wrapped(booleanLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByArrayLiteral where Wrapped: RangeReplaceableCollection & ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Wrapped.Element...) {
        self = .some(Wrapped(elements))
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
