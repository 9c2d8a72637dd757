/// The coerced argument values of a field, with typed access.
///
/// ```swift
/// let first = try args["first", as: Int.self] ?? 10
/// let input = try args["input", as: CreateUserInput.self]   // any Decodable
/// ```
public struct Arguments: Sendable {
    /// The arguments by name, in the order the field defines them.
    public let values: JSONObject

    public init(_ values: JSONObject = JSONObject()) {
        self.values = values
    }

    /// The value of argument `name`; `nil` when not given (and without a default).
    public subscript(name: String) -> JSONValue? { values[name] }

    /// Argument `name` decoded as a `T`; `nil` when not given or null.
    public subscript<T: Decodable>(name: String, as type: T.Type) -> T? {
        get throws {
            guard let value = values[name], !value.isNull else { return nil }
            return try JSONValueDecoder.decode(type, from: value, codingPath: [NameKey(stringValue: name)])
        }
    }

    /// All arguments decoded as one `T`, whose properties are the argument names.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoder.decode(type, from: .object(values))
    }
}

private struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
