/// A generated enum (Apollo's `EnumType`): a case per GraphQL enum value. Quill's enums
/// also have `__unknown(String)` for a value the schema did not have when the code was
/// generated; an Apollo-style one (`enum PatchSize: String, EnumType`) has only the
/// schema's values, and fields hold it in a `GraphQLEnum` for the others.
public protocol EnumType: RawRepresentable<String>, CaseIterable, Hashable, Sendable, JSONDecodable, JSONEncodable {}

extension EnumType {
    public init(_jsonValue value: JSONValue) throws {
        switch value {
        case .string(let name):
            guard let known = Self(rawValue: name) else {
                throw JSONDecodingError.wrongType(expected: "a value of \(Self.self)", value)
            }
            self = known
        case .null: throw JSONDecodingError.unexpectedNull
        default: throw JSONDecodingError.wrongType(expected: "an enum value", value)
        }
    }

    public var _jsonValue: JSONValue { .string(rawValue) }
}
