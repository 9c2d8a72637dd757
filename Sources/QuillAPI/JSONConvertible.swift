/// A value read from a response's JSON: scalars, enums, optionals, lists and selection sets.
public protocol JSONDecodable: Sendable {
    init(_jsonValue value: JSONValue) throws
}

/// A value written as JSON: variables, input objects, and data written into the cache.
public protocol JSONEncodable: Sendable {
    var _jsonValue: JSONValue { get }
}

/// A custom scalar's Swift type (`--scalar DateTime=Date`): the user conforms it, with the
/// conversion from and to the scalar's JSON.
public typealias CustomScalarType = JSONDecodable & JSONEncodable & Hashable

/// Why a JSON value does not convert to the type a selection expects.
public enum JSONDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    case wrongType(expected: String, JSONValue)
    case unexpectedNull

    public var description: String {
        switch self {
        case .wrongType(let expected, let value): "expected \(expected), found \(value.kindDescription)"
        case .unexpectedNull: "expected a value, found null"
        }
    }
}

extension JSONValue {
    /// `a string`, `an object`, `null`: what a value is, for error messages.
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

extension String: JSONDecodable, JSONEncodable {
    public init(_jsonValue value: JSONValue) throws {
        switch value {
        case .string(let string): self = string
        case .null: throw JSONDecodingError.unexpectedNull
        default: throw JSONDecodingError.wrongType(expected: "a string", value)
        }
    }

    public var _jsonValue: JSONValue { .string(self) }
}

extension Int: JSONDecodable, JSONEncodable {
    public init(_jsonValue value: JSONValue) throws {
        switch value {
        case .int(let int): self = int
        case .null: throw JSONDecodingError.unexpectedNull
        default: throw JSONDecodingError.wrongType(expected: "an integer", value)
        }
    }

    public var _jsonValue: JSONValue { .int(self) }
}

extension Double: JSONDecodable, JSONEncodable {
    public init(_jsonValue value: JSONValue) throws {
        switch value {
        case .double(let double): self = double
        case .int(let int): self = Double(int)
        case .null: throw JSONDecodingError.unexpectedNull
        default: throw JSONDecodingError.wrongType(expected: "a number", value)
        }
    }

    public var _jsonValue: JSONValue { .double(self) }
}

extension Bool: JSONDecodable, JSONEncodable {
    public init(_jsonValue value: JSONValue) throws {
        switch value {
        case .bool(let bool): self = bool
        case .null: throw JSONDecodingError.unexpectedNull
        default: throw JSONDecodingError.wrongType(expected: "a boolean", value)
        }
    }

    public var _jsonValue: JSONValue { .bool(self) }
}

extension Optional: JSONDecodable where Wrapped: JSONDecodable {
    public init(_jsonValue value: JSONValue) throws {
        self = value.isNull ? nil : try Wrapped(_jsonValue: value)
    }
}

extension Optional: JSONEncodable where Wrapped: JSONEncodable {
    public var _jsonValue: JSONValue { self?._jsonValue ?? .null }
}

extension Array: JSONDecodable where Element: JSONDecodable {
    public init(_jsonValue value: JSONValue) throws {
        switch value {
        case .array(let elements): self = try elements.map { try Element(_jsonValue: $0) }
        case .null: throw JSONDecodingError.unexpectedNull
        default: throw JSONDecodingError.wrongType(expected: "a list", value)
        }
    }
}

extension Array: JSONEncodable where Element: JSONEncodable {
    public var _jsonValue: JSONValue { .array(map(\._jsonValue)) }
}

extension JSONValue: JSONDecodable, JSONEncodable {
    /// Any JSON: the Swift type of a custom scalar that is not mapped (`JSON`, `Upload`).
    public init(_jsonValue value: JSONValue) { self = value }
    public var _jsonValue: JSONValue { self }
}
