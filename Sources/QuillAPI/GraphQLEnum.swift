/// An enum value as a response or a variable carries it (Apollo's `GraphQLEnum`): one of
/// `T`'s cases, or a value the schema did not have when the code was generated.
///
/// ```swift
/// if launch.size == .small { … }
/// switch launch.size {
/// case .case(.small): …
/// case .case(.large): …
/// case .unknown(let value): print("new size \(value)")
/// }
/// ```
public enum GraphQLEnum<T: EnumType>: CaseIterable, Hashable, Sendable, RawRepresentable {
    case `case`(T)
    case unknown(String)

    public init(_ caseValue: T) {
        self = .case(caseValue)
    }

    public init(rawValue: String) {
        self = T(rawValue: rawValue).map { .case($0) } ?? .unknown(rawValue)
    }

    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// The case, nil for an unknown value.
    public var value: T? {
        if case .case(let value) = self { return value }
        return nil
    }

    public var rawValue: String {
        switch self {
        case .case(let value): value.rawValue
        case .unknown(let value): value
        }
    }

    public static var allCases: [GraphQLEnum<T>] { T.allCases.map { .case($0) } }

    /// Equal when the raw values are: `.unknown("SMALL")` equals `.case(.small)`.
    public static func == (lhs: GraphQLEnum, rhs: GraphQLEnum) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// `launch.size == .small`.
    public static func == (lhs: GraphQLEnum, rhs: T) -> Bool { lhs.rawValue == rhs.rawValue }

    public static func != (lhs: GraphQLEnum, rhs: T) -> Bool { lhs.rawValue != rhs.rawValue }

    /// `case .small:` in a `switch` over a `GraphQLEnum`.
    public static func ~= (pattern: T, value: GraphQLEnum) -> Bool { pattern.rawValue == value.rawValue }
}

/// `launch.mission?.size == .small`.
public func == <T>(lhs: GraphQLEnum<T>?, rhs: T) -> Bool { lhs?.rawValue == rhs.rawValue }

public func != <T>(lhs: GraphQLEnum<T>?, rhs: T) -> Bool { lhs?.rawValue != rhs.rawValue }

extension GraphQLEnum: JSONDecodable, JSONEncodable {
    public init(_jsonValue value: JSONValue) throws {
        switch value {
        case .string(let name): self.init(rawValue: name)
        case .null: throw JSONDecodingError.unexpectedNull
        default: throw JSONDecodingError.wrongType(expected: "an enum value", value)
        }
    }

    public var _jsonValue: JSONValue { .string(rawValue) }
}
