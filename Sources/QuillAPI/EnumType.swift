/// A generated enum (Apollo's `EnumType`): one case per GraphQL enum value and
/// `__unknown(String)` for a value the schema did not have when the code was generated.
public protocol EnumType: RawRepresentable<String>, CaseIterable, Hashable, JSONDecodable, JSONEncodable {
    init(rawValue: String)
}

extension EnumType {
    public init(_jsonValue value: JSONValue) throws {
        switch value {
        case .string(let name): self.init(rawValue: name)
        case .null: throw JSONDecodingError.unexpectedNull
        default: throw JSONDecodingError.wrongType(expected: "an enum value", value)
        }
    }

    public var _jsonValue: JSONValue { .string(rawValue) }
}
